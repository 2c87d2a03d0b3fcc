/**
 * Reading and writing orders for the pay and client endpoints, through Payload's database
 * adapter rather than the Local API: the input is already validated by the zod schema, the
 * orders' hooks are for edits through Payload (a paid order's confirmation is queued by
 * attemptRecords.ts), and each status change must be one conditional UPDATE statement
 * (orderLease.ts), so two requests for one checkout can never move an order backwards (a late
 * failure never overwrites "paid") nor half-write it.
 */
import { type Payload, ValidationError, type Where } from 'payload'

import type { Order } from '@/payload-types'
import { encryptField } from '@/utilities/fieldEncryption'

import { PACKAGE_OPTIONS, type PackageOption } from '../packages'
import { CHARGED_STATUSES } from '../status'
import { leaseFree, updateOrderIf } from './orderLease'
import type { OrderFields } from './orderRecord'

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
  /** Our registered agent's yearly price after the free year, as shown at checkout. */
  agentRenewalPrice: number
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
  return updateOrderIf(
    payload,
    {
      and: [
        { id: { equals: id } },
        { status: { equals: 'payment_failed' } },
        leaseFree('chargingUntil', now),
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
  return updateOrderIf(
    payload,
    {
      and: [
        { id: { equals: order.id } },
        { squareIdempotencyKey: { equals: order.squareIdempotencyKey } },
        {
          or: [
            { status: { equals: 'payment_unknown' } },
            { and: [{ status: { equals: 'pending' } }, leaseFree('chargingUntil', now)] },
          ],
        },
      ],
    },
    { status: 'pending', chargingUntil: new Date(now.getTime() + leaseMs).toISOString() },
  )
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
  return updateOrderIf(
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
