import type { StateFee } from '@/payload-types'

import { hostOf } from '../format'
import styles from './styles.module.css'
import { calendarDate } from '@/utilities/dates'

const LINKS = [
  ['feePage', 'Fee schedule'],
  ['nameSearch', 'Business name search'],
  ['filingPortal', 'Online filing'],
] as const

/** The state's own pages, and when we last checked that they answer. */
export function OfficialLinks({ record }: { record: StateFee }) {
  const links = record.links ?? {}
  return (
    <>
      <ul className={styles.links}>
        {LINKS.map(([key, label]) => (
          <li key={key}>
            {links[key] ? (
              <a href={links[key]!}>
                {label}
                <span className={styles.host}>{hostOf(links[key]!)}</span>
              </a>
            ) : (
              <>
                {label}
                <span className={styles.host}>not recorded yet</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.aside}>
        {links.checkedOn ? `Checked on ${calendarDate(links.checkedOn)}.` : 'Not checked yet.'}
      </p>
    </>
  )
}
