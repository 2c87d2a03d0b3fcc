/**
 * Refunds a charge after the checkout (./ledger.ts), once whatever runs it: the row is claimed by
 * a lease (`refundingUntil`), Square's refunds of its payment are read before any is asked for (a
 * refund made whose answer was lost is recorded, never made again), and the refund carries one
 * idempotency key per row. Recording it, its timeline line and its email is one transaction (the
 * kind's `record`, conditional on the row still waiting for it).
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

import { leaseMs, squareSettings, type SquareSettings } from '../square'
import { type FoundRefund, refundPayment, unrecordedRefunds } from '../squareRefunds'
import type { ChargeCollection } from './ledger'

/** A paid row to refund: its payment at Square and how much of it goes back. */
export type RefundTarget = {
  id: number
  order: number
  squarePaymentId: string
  refundCents: number
}

export type RefundKind = {
  collection: ChargeCollection
  /** "balance", "renewal": how the alert names a row. */
  name: string
  /** Its Square idempotency key's prefix, and what is hashed with the row's id after it. */
  keyPrefix: string
  keySeed: string
  /** Why, as Square's dashboard shows it. */
  reason: string
  /** The row still waits for its refund. */
  waiting: Where
  /**
   * Records the refund on the row (conditional on `waiting`), its timeline line and its email,
   * in the caller's transaction; false when another run recorded it first.
   */
  record: (req: PayloadRequest, target: RefundTarget, refund: FoundRefund) => Promise<boolean>
}

export type RefundOutcome = 'refunded' | 'busy' | 'refused' | 'unknown'

/** Square's idempotency key of a row's refund: one per row. */
export const refundKeyOf = (kind: Pick<RefundKind, 'keyPrefix' | 'keySeed'>, id: number) =>
  `${kind.keyPrefix}-${createHash('sha256').update(`${kind.keySeed}:${id}`).digest('base64url').slice(0, 40)}`

const leaseFree = (now: Date): Where => ({
  or: [{ refundingUntil: { exists: false } }, { refundingUntil: { less_than: now.toISOString() } }],
})

async function claim(payload: Payload, kind: RefundKind, id: number, until: string) {
  const now = new Date()
  return Boolean(
    await payload.db.updateOne({
      collection: kind.collection,
      where: { and: [{ id: { equals: id } }, kind.waiting, leaseFree(now)] },
      data: { refundingUntil: until, updatedAt: now.toISOString() },
      options: { atomic: true },
      returning: true,
    }),
  )
}

const release = (payload: Payload, kind: RefundKind, id: number, until: string) =>
  payload.db
    .updateOne({
      collection: kind.collection,
      where: { and: [{ id: { equals: id } }, { refundingUntil: { equals: until } }] },
      data: { refundingUntil: null, updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
    })
    .catch(() => undefined)

async function recordOnce(
  payload: Payload,
  kind: RefundKind,
  target: RefundTarget,
  refund: FoundRefund,
) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    if (await kind.record(req, target, refund)) await commitTransaction(req)
    else await killTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Refunds one paid row's `refundCents`, once. */
export async function refundOnce(
  payload: Payload,
  kind: RefundKind,
  target: RefundTarget,
  settings: SquareSettings = squareSettings(),
): Promise<RefundOutcome> {
  const until = new Date(Date.now() + 2 * leaseMs(settings)).toISOString()
  if (!(await claim(payload, kind, target.id, until))) return 'busy'
  try {
    // A refund Square made whose record was lost (a stop mid-way) is recorded, never made again.
    const found = await unrecordedRefunds(settings, target.squarePaymentId, [])
    if (found.kind === 'unknown') return 'unknown'
    if (found.refunds[0]) {
      await recordOnce(payload, kind, target, found.refunds[0])
      return 'refunded'
    }
    const outcome = await refundPayment(settings, {
      paymentId: target.squarePaymentId,
      idempotencyKey: refundKeyOf(kind, target.id),
      amountCents: target.refundCents,
      reason: kind.reason,
    })
    if (outcome.kind !== 'refunded') {
      payload.logger.error(
        `ALERT: order ${target.order}: its paid ${kind.name} ${target.id} was not refunded (${outcome.code}); the hourly run tries again.`,
      )
      return outcome.kind === 'refused' ? 'refused' : 'unknown'
    }
    await recordOnce(payload, kind, target, outcome)
    return 'refunded'
  } finally {
    await release(payload, kind, target.id, until)
  }
}

/** Refunds each target in turn (a sweep's rows); resolves to how many were refunded. */
export async function refundEach(
  payload: Payload,
  kind: RefundKind,
  targets: RefundTarget[],
  settings: SquareSettings = squareSettings(),
): Promise<number> {
  let refunded = 0
  for (const target of targets)
    if ((await refundOnce(payload, kind, target, settings)) === 'refunded') refunded++
  return refunded
}
