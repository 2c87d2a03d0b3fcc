/**
 * What a drill's checkouts left behind, held against what Square charged: the rules the drills
 * exist to prove (docs/operations.md, "Failure drills").
 *   lost     a charge whose order is not paid, or a visitor told "paid" whose order is not
 *   doubled  more than one charge for one order
 *   stuck    an order still pending or unknown, or a visitor still told "confirming", once the
 *            fault has been over for the settling window
 *   wrong    a visitor told the payment failed whose card was charged
 *   500      an answer of 500: a fault must be a 503 or a 202, never "something went wrong"
 *   unmailed a paid order whose confirmation email was never queued
 */
import type pg from 'pg'

import { isCharged } from '../src/order/status'
import type { StandinPayment } from '../scripts/square-standin'
import type { Checkout } from './visitors'

export type Audit = {
  checkouts: number
  orders: number
  paid: number
  charges: number
  answers5xx: number
  /** Pay's answers by status, e.g. "200×19 503×41" (0: no answer). */
  statuses: string
  problems: string[]
}

export async function audit(
  db: pg.Client,
  payments: StandinPayment[],
  checkouts: Checkout[],
): Promise<Audit> {
  const { rows } = await db.query<{
    id: number
    checkout_id: string
    status: string
    confirmation_queued_at: Date | null
  }>(
    `SELECT id, checkout_id, status, confirmation_queued_at
       FROM orders WHERE checkout_id = ANY($1)`,
    [checkouts.map((checkout) => checkout.checkoutId)],
  )
  const byCheckout = new Map(rows.map((row) => [row.checkout_id, row]))
  const chargesOf = new Map<string, number>()
  for (const payment of payments)
    if (payment.reference_id)
      chargesOf.set(payment.reference_id, (chargesOf.get(payment.reference_id) ?? 0) + 1)

  const problems: string[] = []
  let charges = 0
  for (const checkout of checkouts) {
    const order = byCheckout.get(checkout.checkoutId)
    const charged = order ? (chargesOf.get(String(order.id)) ?? 0) : 0
    charges += charged
    const which = order ? `order ${order.id}` : `checkout ${checkout.checkoutId.slice(0, 8)}`
    if (charged > 1) problems.push(`doubled: ${which} was charged ${charged} times`)
    if (charged > 0 && !isCharged(order?.status))
      problems.push(`lost: ${which} was charged but is ${order?.status}`)
    if (checkout.told === 'paid' && !isCharged(order?.status))
      problems.push(`lost: ${which} was told paid but is ${order?.status ?? 'not stored'}`)
    if (order && ['pending', 'payment_unknown'].includes(order.status))
      problems.push(`stuck: ${which} is still ${order.status}`)
    if (checkout.told === 'confirming' && !checkout.settled)
      problems.push(`stuck: the visitor of ${which} is still told "confirming"`)
    const failed = checkout.told === 'failed' || checkout.settled === 'failed'
    if (failed && charged > 0) problems.push(`wrong: ${which} was told it failed but was charged`)
    if (checkout.settled === 'paid' && charged !== 1)
      problems.push(`wrong: ${which} was told paid after confirming, with ${charged} charges`)
    if (checkout.status === 500) problems.push(`500: pay answered 500 for ${which}`)
    if (order?.status === 'paid' && !order.confirmation_queued_at)
      problems.push(`unmailed: ${which} is paid and its confirmation was never queued`)
  }
  return {
    checkouts: checkouts.length,
    orders: rows.length,
    paid: rows.filter((row) => isCharged(row.status)).length,
    charges,
    answers5xx: checkouts.filter((checkout) => checkout.status >= 500).length,
    statuses: statusCounts(checkouts),
    problems,
  }
}

function statusCounts(checkouts: Checkout[]): string {
  const counts = new Map<number, number>()
  for (const { status } of checkouts) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
}
