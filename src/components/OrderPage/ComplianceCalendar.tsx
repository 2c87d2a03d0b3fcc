import { buttonClass } from '@/components/Button'
import { SourceLine } from '@/components/States/Guide/SourceLine'
import { groupObligations } from '@/order/calendar'
import { amountWords, dueWords, obligationTitle } from '@/order/calendarWords'
import type { OrderCalendar } from '@/order/server/orderCalendar'

import { orderPath } from './format'
import styles from './styles.module.css'
import { calendarDate } from '@/utilities/dates'

type Props = { token: string; calendar: OrderCalendar | null; companyName: string }

/**
 * What the state asks of the company in the next three years, one card per obligation with each
 * of its dates and its source once, and the calendar file of it.
 */
export function ComplianceCalendar({ token, calendar, companyName }: Props) {
  const portal = calendar?.record.links?.filingPortal
  const groups = calendar ? groupObligations(calendar.obligations) : []
  return (
    <section aria-labelledby="calendar" className={`card-surface ${styles.card}`}>
      <h2 id="calendar" className={styles.heading}>
        Your compliance calendar
      </h2>
      {!calendar ? (
        <p>The calendar appears once the order is paid.</p>
      ) : (
        <>
          <p>
            What {calendar.stateName} asks of {companyName} in the next three years, counted from
            the {calendar.filed ? 'filing date' : 'payment date (until the state files it)'},{' '}
            {calendarDate(calendar.formedOn)}.
          </p>
          {groups.length ? (
            <ul className={styles.obligations}>
              {groups.map((group) => (
                <li key={`${group.kind}:${group.name}`}>
                  <h3 className={styles.obligationTitle}>
                    {obligationTitle(group, calendar.stateName)}
                  </h3>
                  <p className={styles.rule}>{group.rule}</p>
                  <table className={styles.dates}>
                    <thead>
                      <tr>
                        <th scope="col">Due</th>
                        <th scope="col">Amount</th>
                      </tr>
                    </thead>
                    <tbody>
                      {group.dates.map((date) => (
                        <tr key={date.dueOn ?? 'undated'}>
                          <td>
                            {date.dueOn ? (
                              <time dateTime={date.dueOn}>{dueWords(date)}</time>
                            ) : (
                              dueWords(date)
                            )}
                          </td>
                          <td>{amountWords(date, group.kind)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {group.kind === 'agent' ? (
                    <p className={styles.note}>
                      {group.source.note}: <a href="#registered-agent">renew or stop it above</a>.
                    </p>
                  ) : (
                    <SourceLine source={group.source} />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>
              We know of nothing {calendar.stateName} asks of the company in the next three years.
            </p>
          )}
          <p className={styles.actions}>
            <a
              href={orderPath(token, 'calendar.ics')}
              download
              className={buttonClass('secondary')}
            >
              Add to your calendar (.ics)
            </a>
            {portal && (
              <a href={portal} rel="nofollow noopener noreferrer" target="_blank">
                {calendar.stateName}&apos;s filing portal
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </p>
        </>
      )}
    </section>
  )
}
