import type { Confidence } from '@/collections/StateFees/vocabulary'

import { CONFIDENCE_WORDS } from './format'
import styles from './marks.module.css'

type Props = {
  confidence: Confidence
  /** Beside text that already says it (the legend): the shape only. */
  decorative?: boolean
}

/**
 * A figure's confidence as a small shape (see ConfidenceLegend), its words for screen readers.
 * One element and one string: /states shows 255 of them, and a nested hidden span with the
 * words in three strings cost its HTML 13 KB (docs/performance.md#page-weight).
 */
export function ConfidenceMark({ confidence, decorative = false }: Props) {
  // One source is the plain outline: no class of its own.
  const className = [styles.mark, styles[confidence]].filter(Boolean).join(' ')
  if (decorative) return <span className={className} aria-hidden="true" />
  return <span className={className}>{`(${CONFIDENCE_WORDS[confidence]})`}</span>
}
