import { CONFIDENCES } from '@/collections/StateFees/vocabulary'

import { ConfidenceMark } from './ConfidenceMark'
import { CONFIDENCE_WORDS } from './format'
import styles from './marks.module.css'

const MEANING = {
  official: "read on the state's own site",
  corroborated: 'two independent sources',
  single: 'one secondary source',
  estimate: 'no source confirms it',
} as const

/** What the marks beside the table's figures mean. */
export function ConfidenceLegend({ id }: { id?: string }) {
  return (
    <ul className={styles.legend} id={id} aria-label="How sure each figure is">
      {CONFIDENCES.map((confidence) => (
        <li key={confidence}>
          <ConfidenceMark confidence={confidence} decorative />
          <span>
            <strong>{CONFIDENCE_WORDS[confidence]}</strong>: {MEANING[confidence]}
          </span>
        </li>
      ))}
      <li>
        <span>
          <span className={styles.partial}>from $…</span>: part of the cost is not known yet, the
          sum counts only what is
        </span>
      </li>
    </ul>
  )
}
