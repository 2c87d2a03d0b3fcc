import type { Source } from '@/states/figures'

import { CONFIDENCE_WORDS, day, hostOf } from '../format'
import styles from './styles.module.css'

/** Where a figure came from: its confidence in words, the day it was read, the address, a note. */
export function SourceLine({ source }: { source: Source }) {
  return (
    <span className={styles.source}>
      <span className={styles[source.confidence]}>{CONFIDENCE_WORDS[source.confidence]}</span>
      {source.checkedOn && <> · checked on {day(source.checkedOn)}</>}
      {' · '}
      {source.url ? (
        <a href={source.url} rel="nofollow noopener" target="_blank">
          {hostOf(source.url)}
          <span className="visually-hidden"> (source, opens in a new tab)</span>
        </a>
      ) : (
        'no source address recorded'
      )}
      {source.note && <span className={styles.note}>{source.note}</span>}
    </span>
  )
}
