/**
 * What became of a charge attempt, written on its order: paid, failed, unknown, or armed with its
 * card token just before it is sent. Each write holds only while the attempt still owns the order
 * (its idempotency key), so a late answer never overwrites a newer one.
 */
import type { Payload, Where } from 'payload'

import { confirmPaidOrder } from '@/email/queueOrderConfirmation'
import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import { isCharged } from '../status'
import { updateOrderIf } from './orderLease'
import { recordEvent } from './timeline'

/**
 * Records the payment of the attempt with this key and queues the customer's confirmation (once:
 * only the attempt that moves the order to paid gets here). A payment arriving for an attempt that no
 * longer owns the order would be a second charge: it is never written over the first, and staff
 * are alerted to refund it.
 */
export async function markPaid(
  payload: Payload,
  id: number,
  attemptKey: string,
  payment: { paymentId: string | null; receiptUrl: string | null; amountCents: number },
): Promise<boolean> {
  const recorded = await updateOrderIf(
    payload,
    {
      and: [
        { id: { equals: id } },
        { squareIdempotencyKey: { equals: attemptKey } },
        // A late answer for an attempt already recorded never moves the order back to paid.
        { status: { in: ['pending', 'payment_failed', 'payment_unknown'] } },
      ],
    },
    {
      status: 'paid',
      hasPaid: true,
      squarePaymentId: payment.paymentId,
      receiptUrl: payment.receiptUrl,
      amountCents: payment.amountCents,
      declineCode: null,
      paidAt: new Date().toISOString(),
      chargingUntil: null,
    },
  )
  if (recorded) {
    await recordEvent(payload, {
      order: id,
      status: 'paid',
      summary: `Paid ${formatCents(payment.amountCents)} by card, Square payment ${payment.paymentId ?? '(no id)'}`,
    }).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Order ${id}: its payment is not on its timeline.` }),
    )
    await confirmPaidOrder(payload, id)
  } else if (!(await isRecordedCharge(payload, id, attemptKey, payment.paymentId))) {
    payload.logger.error(
      `ALERT: Square payment ${payment.paymentId} of order ${id} belongs to an attempt that no longer owns the order; refund it if the order was paid twice.`,
    )
  }
  return recorded
}

/** The order already records this very payment (a late or repeated answer of its attempt). */
async function isRecordedCharge(
  payload: Payload,
  id: number,
  attemptKey: string,
  paymentId: string | null,
): Promise<boolean> {
  const order = await payload.db.findOne<
    Pick<Order, 'id' | 'status' | 'squareIdempotencyKey' | 'squarePaymentId'>
  >({
    collection: 'orders',
    where: { id: { equals: id } },
    select: { status: true, squareIdempotencyKey: true, squarePaymentId: true },
  })
  return (
    isCharged(order?.status) &&
    order?.squareIdempotencyKey === attemptKey &&
    (!paymentId || order?.squarePaymentId === paymentId)
  )
}

/** The attempt with this key still owns the order: a late answer never overwrites a newer one. */
const ownedBy = (id: number, attemptKey: string): Where => ({
  and: [
    { id: { equals: id } },
    { status: { in: ['pending', 'payment_failed', 'payment_unknown'] } },
    { squareIdempotencyKey: { equals: attemptKey } },
  ],
})

/**
 * Records an attempt that certainly charged nothing. `declinedAttempts` is the order's count
 * including this one when the card was declined (the per-checkout cap reads it).
 */
export function markFailed(
  payload: Payload,
  id: number,
  attemptKey: string,
  code: string,
  declinedAttempts?: number,
): Promise<boolean> {
  return updateOrderIf(payload, ownedBy(id, attemptKey), {
    status: 'payment_failed',
    declineCode: code,
    chargingUntil: null,
    ...(declinedAttempts === undefined ? {} : { declinedAttempts }),
  })
}

/**
 * Stores the card token on a taken attempt: the last write before its charge is sent, and the
 * mark that it may have been. Settling replays only an attempt that has its token (the same
 * request again); one without was never sent to Square and fails (`NEVER_SENT`). False when the
 * attempt no longer owns a pending order.
 */
export function armAttempt(
  payload: Payload,
  id: number,
  attemptKey: string,
  token: string,
): Promise<boolean> {
  return updateOrderIf(
    payload,
    { and: [ownedBy(id, attemptKey), { status: { equals: 'pending' } }] },
    { squareSourceId: token },
  )
}

/** Records an attempt whose outcome Square did not tell: its key and token stay for settling. */
export function markUnknown(
  payload: Payload,
  id: number,
  attemptKey: string,
  code: string,
): Promise<boolean> {
  return updateOrderIf(payload, ownedBy(id, attemptKey), {
    status: 'payment_unknown',
    declineCode: code,
    chargingUntil: null,
  })
}
