/**
 * What became of a charge attempt, written on its row (./ledger.ts): as for an order's checkout
 * (../attemptRecords.ts), each write holds only while the attempt still owns the row (its
 * idempotency key), so a late answer never overwrites a newer one, and a paid row is never paid
 * again.
 */
import { createHash } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { ChargeCollection, ChargeKind, ChargeRow, Payment } from './ledger'

/** An idempotency key of one attempt: a prefix naming the kind, the row and the card token. */
export const attemptKey = (prefix: string, id: number, token: string): string =>
  createHash('sha256').update(`${prefix}:${id}\n${token}`).digest('base64url')

const update = async (
  payload: Payload,
  collection: ChargeCollection,
  where: Where,
  data: Record<string, unknown>,
  req?: PayloadRequest,
) =>
  Boolean(
    await payload.db.updateOne({
      collection,
      where,
      data: { ...data, updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
      ...(req ? { req } : {}),
    }),
  )

const ownedBy = (id: number, key: string): Where => ({
  and: [
    { id: { equals: id } },
    { status: { in: ['pending', 'payment_unknown'] } },
    { squareIdempotencyKey: { equals: key } },
  ],
})

/** Takes a due row for one attempt; false when another attempt has it or it is not due. */
export const claimCharge = (
  payload: Payload,
  collection: ChargeCollection,
  id: number,
  key: string,
  until: string,
  req?: PayloadRequest,
) =>
  update(
    payload,
    collection,
    { and: [{ id: { equals: id } }, { status: { equals: 'due' } }] },
    {
      status: 'pending',
      squareIdempotencyKey: key,
      squareSourceId: null,
      squareCustomerId: null,
      chargingUntil: until,
      attemptedAt: new Date().toISOString(),
    },
    req,
  )

/** Takes a due row, under the kind's lock when it has one (`claimUnder`), in one transaction. */
export async function claimChargeOf<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  key: string,
  until: string,
): Promise<boolean> {
  if (!kind.claimUnder) return claimCharge(payload, kind.collection, row.id, key, until)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const claimed =
      (await kind.claimUnder(req, row)) &&
      (await claimCharge(payload, kind.collection, row.id, key, until, req))
    if (!claimed) {
      await killTransaction(req)
      return false
    }
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Stores the card token (or saved card and its customer) just before the charge is sent: the
 * mark that it may have been, and what a replay sends again.
 */
export const armCharge = (
  payload: Payload,
  collection: ChargeCollection,
  id: number,
  key: string,
  token: string,
  customerId: string | null = null,
) =>
  update(
    payload,
    collection,
    { and: [ownedBy(id, key), { status: { equals: 'pending' } }] },
    { squareSourceId: token, squareCustomerId: customerId },
  )

/** The attempt certainly charged nothing: the row is due again. */
export const markChargeDue = (
  payload: Payload,
  collection: ChargeCollection,
  id: number,
  key: string,
  code: string,
  declinedAttempts?: number,
) =>
  update(payload, collection, ownedBy(id, key), {
    status: 'due',
    declineCode: code,
    chargingUntil: null,
    ...(declinedAttempts === undefined ? {} : { declinedAttempts }),
  })

/** Square did not tell: the key and token stay for settling before any other card. */
export const markChargeUnknown = (
  payload: Payload,
  collection: ChargeCollection,
  id: number,
  key: string,
  code: string,
) =>
  update(payload, collection, ownedBy(id, key), {
    status: 'payment_unknown',
    declineCode: code,
    chargingUntil: null,
  })

/** Rows whose attempt may have charged and is not settled, as a query. */
export const unsettledWhere = (now: Date): Where => ({
  or: [
    {
      and: [
        { status: { equals: 'payment_unknown' } },
        {
          or: [
            { chargingUntil: { exists: false } },
            { chargingUntil: { less_than: now.toISOString() } },
          ],
        },
      ],
    },
    {
      and: [{ status: { equals: 'pending' } }, { chargingUntil: { less_than: now.toISOString() } }],
    },
  ],
})

/** Takes an unsettled attempt for settling (a lease, so two settlers never replay it together). */
export const claimForSettling = (
  payload: Payload,
  collection: ChargeCollection,
  row: Pick<ChargeRow, 'id' | 'squareIdempotencyKey'>,
  now: Date,
  until: string,
) =>
  update(
    payload,
    collection,
    {
      and: [
        { id: { equals: row.id } },
        { squareIdempotencyKey: { equals: row.squareIdempotencyKey ?? '' } },
        unsettledWhere(now),
      ],
    },
    { chargingUntil: until },
  )

/** Whether an attempt may have charged and is not settled: Square must be asked first. */
export const isUnsettledCharge = (row: Pick<ChargeRow, 'status' | 'chargingUntil'>, now: Date) =>
  row.status === 'payment_unknown' ||
  (row.status === 'pending' &&
    Boolean(row.chargingUntil) &&
    Date.parse(row.chargingUntil!) < now.getTime())

/**
 * Records the payment of the attempt with this key and what it brings (the kind's `onPaid`) in
 * one transaction. A payment for an attempt that no longer owns the row would be a second charge:
 * staff are alerted.
 */
export async function markChargePaid<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  key: string,
  payment: Payment,
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const recorded = await payload.db.updateOne({
      collection: kind.collection,
      where: ownedBy(row.id, key),
      data: {
        status: 'paid',
        squarePaymentId: payment.paymentId,
        receiptUrl: payment.receiptUrl,
        paidAt: new Date().toISOString(),
        declineCode: null,
        chargingUntil: null,
        updatedAt: new Date().toISOString(),
      },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!recorded) {
      await killTransaction(req)
      const now = await payload.db.findOne<
        Pick<ChargeRow, 'id' | 'status' | 'squareIdempotencyKey'>
      >({
        collection: kind.collection,
        where: { id: { equals: row.id } },
        select: { status: true, squareIdempotencyKey: true },
      })
      if (!(now?.status === 'paid' && now.squareIdempotencyKey === key))
        payload.logger.error(
          `ALERT: Square payment ${payment.paymentId} of ${kind.name.toLowerCase()} ${row.id} belongs to an attempt that no longer owns it; refund it if it was paid twice.`,
        )
      return false
    }
    await kind.onPaid(req, row, payment)
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
