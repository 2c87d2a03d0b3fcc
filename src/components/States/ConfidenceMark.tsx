import type { Confidence } from '@/collections/StateFees/vocabulary'

import { CONFIDENCE_WORDS } from './format'
import styles from './marks.module.css'

type Props = {
  confidence: Confidence
  /** Beside text that already says it (the legend): the shape only. */
  decorative?: boolean
}

/** A figure's confidence as a small shape (see ConfidenceLegend), its words for screen readers. */
export function ConfidenceMark({ confidence, decorative = false }: Props) {
  // One source is the plain outline: no class of its own.
  const className = [styles.mark, styles[confidence]].filter(Boolean).join(' ')
  if (decorative) return <span className={className} aria-hidden="true" />
  return (
    <span className={className}>
      <span className="visually-hidden">({CONFIDENCE_WORDS[confidence]})</span>
    </span>
  )
}
