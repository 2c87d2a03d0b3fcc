/**
 * Reading and writing orders for the pay and client endpoints, through Payload's database
 * adapter rather than the Local API: the input is already validated by the zod schema, the
 * orders' hooks are for edits through Payload (a paid order's confirmation is queued here), and
 * each status change must be one conditional UPDATE statement (`atomic`), so
 * two requests for one checkout can never move an order backwards (a late failure never
 * overwrites "paid") nor half-write it.
 */
import { type Payload, ValidationError, type Where } from 'payload'

import { confirmPaidOrder } from '@/email/orderConfirmation'
import type { Order } from '@/payload-types'
import { encryptField } from '@/utilities/fieldEncryption'
import { formatCents } from '@/utilities/money'

import { PACKAGE_OPTIONS, type PackageOption } from '../packages'
import { CHARGED_STATUSES, isCharged } from '../status'
import type { OrderFields } from './orderRecord'
import { recordEvent } from './timeline'

export type StoredOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'total'
  | 'squareIdempotencyKey'
  | 'squareSourceId'
  | 'chargingUntil'
  | 'declinedAttempts'
  | 'clientRecordDigest'
  | 'createdAt'
  | 'clientPackage'
  | 'formationState'
  | 'designator'
  | 'businessLicense'
  | PackageOption
>

export const STORED_ORDER_SELECT = {
  status: true,
  total: true,
  squareIdempotencyKey: true,
  squareSourceId: true,
  chargingUntil: true,
  declinedAttempts: true,
  clientRecordDigest: true,
  createdAt: true,
  clientPackage: true,
  formationState: true,
  designator: true,
  businessLicense: true,
  ...(Object.fromEntries(PACKAGE_OPTIONS.map((option) => [option, true])) as Record<
    PackageOption,
    true
  >),
} as const

export function findOrderByCheckout(
  payload: Payload,
  checkoutId: string,
): Promise<StoredOrder | null> {
  return payload.db.findOne<StoredOrder>({
    collection: 'orders',
    where: { checkoutId: { equals: checkoutId } },
    select: STORED_ORDER_SELECT,
  })
}

/**
 * What a charge attempt writes when it takes the order: details, price and its lease. The card
 * token comes after, in `armAttempt`, the last write before the charge is sent.
 */
export type Attempt = OrderFields & {
  total: number
  stateFee: number
  passwordHash: string
  squareIdempotencyKey: string
  /** ISO time until which this attempt owns the order. */
  chargingUntil: string
}

/** The visitor's fields as the database keeps them: the SSN encrypted. */
const sealed = <T extends Partial<OrderFields>>(fields: T): T =>
  'ssn' in fields ? { ...fields, ssn: encryptField(fields.ssn) } : fields

/**
 * An attempt whose outcome nobody recorded: Square did not answer (`payment_unknown`), or the
 * process charging it stopped before recording (`pending` past its lease). It must be settled
 * with Square before anything else may charge this checkout.
 */
export const isUnsettled = (
  order: Pick<StoredOrder, 'status' | 'chargingUntil'>,
  now: Date,
): boolean =>
  order.status === 'payment_unknown' ||
  (order.status === 'pending' && (!order.chargingUntil || new Date(order.chargingUntil) < now))

/** Creates the order as pending; null when another request created this checkout's order first. */
export async function createPendingOrder(
  payload: Payload,
  checkoutId: string,
  attempt: Attempt,
): Promise<number | null> {
  const now = new Date().toISOString()
  try {
    const order = await payload.db.create({
      collection: 'orders',
      data: {
        ...sealed(attempt),
        squareSourceId: null,
        checkoutId,
        status: 'pending',
        hasPaid: false,
        createdAt: now,
        updatedAt: now,
      },
      select: { id: true },
    })
    return order.id as number
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'checkoutId'))
      return null
    throw error
  }
}

async function updateWhere(
  payload: Payload,
  where: Where,
  data: Record<string, unknown>,
): Promise<boolean> {
  const updated = await payload.db.updateOne({
    collection: 'orders',
    where,
    data: { ...data, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
  })
  return Boolean(updated)
}

const leaseFree = (now: Date): Where => ({
  or: [{ chargingUntil: { exists: false } }, { chargingUntil: { less_than: now.toISOString() } }],
})

/**
 * Takes an order whose last attempt failed for a new charge attempt. Only a settled failure that
 * no other attempt holds may be taken: a paid order, one being charged, or one whose outcome is
 * unknown never is. `declinedAttempts` is the count the caller judged the card-testing cap on: when
 * another server process has recorded a decline since, the claim fails and the caller judges again.
 */
export function claimOrder(
  payload: Payload,
  id: number,
  attempt: Attempt,
  declinedAttempts: number,
  now = new Date(),
): Promise<boolean> {
  const sameCount: Where =
    declinedAttempts === 0
      ? { or: [{ declinedAttempts: { equals: 0 } }, { declinedAttempts: { exists: false } }] }
      : { declinedAttempts: { equals: declinedAttempts } }
  return updateWhere(
    payload,
    {
      and: [
        { id: { equals: id } },
        { status: { equals: 'payment_failed' } },
        leaseFree(now),
        sameCount,
      ],
    },
    { ...sealed(attempt), squareSourceId: null, status: 'pending' },
  )
}

/**
 * Takes an unsettled order (see `isUnsettled`) to settle it with Square, for `leaseMs`; false
 * when another request took it first.
 */
export function claimForSettling(
  payload: Payload,
  order: StoredOrder,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  return updateWhere(
    payload,
    {
      and: [
        { id: { equals: order.id } },
        { squareIdempotencyKey: { equals: order.squareIdempotencyKey } },
        {
          or: [
            { status: { equals: 'payment_unknown' } },
            { and: [{ status: { equals: 'pending' } }, leaseFree(now)] },
          ],
        },
      ],
    },
    { status: 'pending', chargingUntil: new Date(now.getTime() + leaseMs).toISOString() },
  )
}

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
  const recorded = await updateWhere(
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
  return updateWhere(payload, ownedBy(id, attemptKey), {
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
  return updateWhere(
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
  return updateWhere(payload, ownedBy(id, attemptKey), {
    status: 'payment_unknown',
    declineCode: code,
    chargingUntil: null,
  })
}

/**
 * Stores the first client record of a paid order with its digest; false when the order is not
 * paid or already has a record (a paid order's record is written once).
 */
export function storeClientFields(
  payload: Payload,
  id: number,
  fields: Partial<OrderFields>,
  digest: string,
): Promise<boolean> {
  return updateWhere(
    payload,
    {
      and: [
        { id: { equals: id } },
        { status: { in: [...CHARGED_STATUSES] } },
        { clientRecordDigest: { exists: false } },
      ],
    },
    { ...sealed(fields), clientRecordDigest: digest, clientRecordAt: new Date().toISOString() },
  )
}
