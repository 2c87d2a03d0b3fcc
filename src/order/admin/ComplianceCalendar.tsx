import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

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
  })
  if (!calendar) return <p>The calendar starts once the order is paid.</p>
  return (
    <div className={styles.calendar}>
      <h3>Compliance calendar</h3>
      <p>
        From {calendar.filed ? 'the filing date' : 'the payment date (until filed)'},{' '}
        {calendar.formedOn}. Estimates are confirmed before the customer is told they are final.
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
                <td>{amountWords(obligation)}</td>
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
