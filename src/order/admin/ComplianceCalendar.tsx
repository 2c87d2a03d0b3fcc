import type { Payload } from 'payload'

import type { Order } from '@/payload-types'
import { longDate } from '@/utilities/dates'

import { amountWords, dueWords, obligationTitle } from '../calendarWords'
import { orderCalendar } from '../server/orderCalendar'

import styles from './OrderActions.module.css'

/** The order's compliance calendar in its admin view, as the customer's page shows it. */
export async function ComplianceCalendar({
  data,
  payload,
}: {
  data?: Partial<Order>
  payload: Payload
}) {
  if (!data?.id || !data.formationState || !data.designator) return null
  const calendar = await orderCalendar(payload, {
    id: data.id,
    designator: data.designator,
    formationState: data.formationState,
    filedAt: data.filedAt ?? null,
    paidAt: data.paidAt ?? null,
    irsForm: data.irsForm ?? null,
  })
  if (!calendar) return <p>The calendar starts once the order is paid.</p>
  return (
    <div className={styles.calendar}>
      <h3>Compliance calendar</h3>
      <p>
        Counted from {calendar.filed ? 'the filing date' : 'the payment date (until filed)'},{' '}
        {longDate(`${calendar.formedOn}T12:00:00Z`)}. As the customer sees it: an estimate is a
        figure not read in the state&apos;s own text yet.
      </p>
      {calendar.obligations.length ? (
        <table>
          <thead>
            <tr>
              <th>Obligation</th>
              <th>Due</th>
              <th>Amount</th>
            </tr>
          </thead>
          <tbody>
            {calendar.obligations.map((obligation) => (
              <tr key={`${obligation.kind}:${obligation.dueOn}`}>
                <td>{obligationTitle(obligation, calendar.stateName)}</td>
                <td>{dueWords(obligation)}</td>
                <td>{amountWords(obligation, obligation.kind)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The state asks nothing of this company in the next three years that we know of.</p>
      )}
    </div>
  )
}
