/**
 * Reading and writing orders for the pay and client endpoints, through Payload's database
 * adapter rather than the Local API: the input is already validated by the zod schema, orders
 * have no hooks, and each status change must be one conditional UPDATE statement (`atomic`), so
 * two requests for one checkout can never move an order backwards (a late failure never
 * overwrites "paid") nor half-write it.
 */
import { type Payload, ValidationError, type Where } from 'payload'

import type { Order } from '@/payload-types'

import type { OrderFields } from './orderRecord'

export type StoredOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'total'
  | 'squareIdempotencyKey'
  | 'chargingUntil'
  | 'clientPackage'
  | 'formationState'
  | 'designator'
  | 'expeditedFilling'
  | 'businessLicense'
>

export function findOrderByCheckout(payload: Payload, checkoutId: string): Promise<StoredOrder | null> {
  return payload.db.findOne<StoredOrder>({
    collection: 'orders',
    where: { checkoutId: { equals: checkoutId } },
    select: {
      status: true,
      total: true,
      squareIdempotencyKey: true,
      chargingUntil: true,
      clientPackage: true,
      formationState: true,
      designator: true,
      expeditedFilling: true,
      businessLicense: true,
    },
  })
}

/** What a charge attempt writes when it takes the order: details, price and its lease. */
export type Attempt = OrderFields & {
  total: number
  stateFee: number
  passwordHash: string
  squareIdempotencyKey: string
  /** ISO time until which this attempt owns the order. */
  chargingUntil: string
}

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
      data: { ...attempt, checkoutId, status: 'pending', hasPaid: false, createdAt: now, updatedAt: now },
      select: { id: true },
    })
    return order.id as number
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'checkoutId')) return null
    throw error
  }
}

async function updateWhere(payload: Payload, where: Where, data: Record<string, unknown>): Promise<boolean> {
  const updated = await payload.db.updateOne({
    collection: 'orders',
    where,
    data: { ...data, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
  })
  return Boolean(updated)
}

/**
 * Takes an existing unpaid order for a new charge attempt, unless another attempt holds it (its
 * lease has not run out). A retry of the same attempt may take it again: Square's idempotency
 * key makes the repeated charge a replay.
 */
export function claimOrder(payload: Payload, id: number, attempt: Attempt, now: Date): Promise<boolean> {
  return updateWhere(
    payload,
    {
      and: [
        { id: { equals: id } },
        { status: { not_equals: 'paid' } },
        {
          or: [
            { chargingUntil: { exists: false } },
            { chargingUntil: { less_than: now.toISOString() } },
            { squareIdempotencyKey: { equals: attempt.squareIdempotencyKey } },
          ],
        },
      ],
    },
    { ...attempt, status: 'pending' },
  )
}

export function markPaid(
  payload: Payload,
  id: number,
  payment: { paymentId: string | null; receiptUrl: string | null; amountCents: number },
): Promise<boolean> {
  return updateWhere(payload, { id: { equals: id } }, {
    status: 'paid',
    hasPaid: true,
    squarePaymentId: payment.paymentId,
    receiptUrl: payment.receiptUrl,
    amountCents: payment.amountCents,
    declineCode: null,
    paidAt: new Date().toISOString(),
    chargingUntil: null,
  })
}

/** Records a failed attempt, unless the order was paid meanwhile or a newer attempt took it. */
export function markFailed(payload: Payload, id: number, attemptKey: string, code: string): Promise<boolean> {
  return updateWhere(
    payload,
    {
      and: [
        { id: { equals: id } },
        { status: { not_equals: 'paid' } },
        { squareIdempotencyKey: { equals: attemptKey } },
      ],
    },
    { status: 'payment_failed', declineCode: code, chargingUntil: null },
  )
}

/** Stores the client record on a paid order; repeating it writes the same details again. */
export function storeClientFields(payload: Payload, id: number, fields: Partial<OrderFields>): Promise<boolean> {
  return updateWhere(
    payload,
    { and: [{ id: { equals: id } }, { status: { equals: 'paid' } }] },
    { ...fields, clientRecordAt: new Date().toISOString() },
  )
}
