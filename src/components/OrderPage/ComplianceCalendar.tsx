import { buttonClass } from '@/components/Button'
import { SourceLine } from '@/components/States/Guide/SourceLine'
import { obligationKey } from '@/order/calendar'
import { amountWords, dueWords, obligationTitle } from '@/order/calendarWords'
import type { OrderCalendar } from '@/order/server/orderCalendar'

import { calendarDay, orderPath } from './format'
import styles from './styles.module.css'

type Props = { token: string; calendar: OrderCalendar | null; companyName: string }

/** What the state asks of the company in the next three years, and the calendar file of it. */
export function ComplianceCalendar({ token, calendar, companyName }: Props) {
  const portal = calendar?.record.links?.filingPortal
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
            {calendarDay(calendar.formedOn)}.
          </p>
          {calendar.obligations.length ? (
            <ul className={styles.obligations}>
              {calendar.obligations.map((obligation) => (
                <li key={obligationKey(obligation)}>
                  <h3 className={styles.obligationTitle}>
                    {obligationTitle(obligation, calendar.stateName)}
                  </h3>
                  <dl className={`fact-list ${styles.obligationFacts}`}>
                    <div>
                      <dt>Due</dt>
                      <dd>
                        {obligation.dueOn ? (
                          <time dateTime={obligation.dueOn}>{dueWords(obligation)}</time>
                        ) : (
                          dueWords(obligation)
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt>Amount</dt>
                      <dd>{amountWords(obligation)}</dd>
                    </div>
                  </dl>
                  <p className={styles.rule}>
                    {obligation.rule}
                    <SourceLine source={obligation.source} />
                  </p>
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
