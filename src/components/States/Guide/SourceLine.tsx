import type { Source } from '@/states/figures'

import { CONFIDENCE_WORDS, hostOf } from '../format'
import styles from './styles.module.css'
import { calendarDate } from '@/utilities/dates'

/** Where a figure came from: its confidence in words, the day it was read, the address, a note. */
export function SourceLine({ source }: { source: Source }) {
  return (
    <span className={styles.source}>
      <span className={styles[source.confidence]}>{CONFIDENCE_WORDS[source.confidence]}</span>
      {source.checkedOn && <> · checked on {calendarDate(source.checkedOn)}</>}
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
