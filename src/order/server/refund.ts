/**
 * POST /api/orders/:id/refund: an admin refunds all or part of an order's charge through Square.
 *
 * - Each request carries the admin's refund key: the same click again answers the refund it made.
 * - One refund at a time per order: a request takes the order's refund lease (a conditional
 *   update on the amount refunded so far) before asking Square, so two refunds can never both pass
 *   the "at most what is left" check.
 * - The attempt (key, amount, reason) is written on the order before Square is asked. If Square
 *   does not answer, or the process stops before recording, the next request replays that attempt
 *   with the same idempotency key first: a refund never exists without its record, nor twice.
 */
import { createHash } from 'node:crypto'

import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadHandler,
  type PayloadRequest,
  type Where,
} from 'payload'

import { isAdminUser } from '@/access'
import type { Order } from '@/payload-types'

import { formatCents, type RefundRequestBody, refundSchema } from '../staffActions'
import { REFUNDABLE_STATUSES, STATUS_LABELS, type OrderStatus } from '../status'
import { answerUnexpected, fail, parseWith, readJsonObject, succeed } from './http'
import { orderIdFrom } from './lifecycle'
import { leaseMs } from './settle'
import { refundPayment, type RefundOutcome, squareSettings, type SquareSettings } from './square'
import { recordEvent } from './timeline'

type RefundableOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'amountCents'
  | 'squarePaymentId'
  | 'refundedCents'
  | 'refunds'
  | 'refundPending'
  | 'refundingUntil'
>

/** A refund asked of Square and not yet recorded. */
type RefundAttempt = { key: string; amountCents: number; reason: string; by: number | null }

type RefundRow = NonNullable<Order['refunds']>[number]

const REFUND_SELECT = {
  status: true,
  amountCents: true,
  squarePaymentId: true,
  refundedCents: true,
  refunds: true,
  refundPending: true,
  refundingUntil: true,
} as const

/** Square's idempotency key of a refund: at most 45 characters, one per order and admin key. */
export const squareRefundKey = (orderId: number, key: string) =>
  `rf-${createHash('sha256').update(`${orderId}:${key}`).digest('base64url').slice(0, 40)}`

const isAttempt = (value: unknown): value is RefundAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RefundAttempt).key === 'string' &&
  Number.isInteger((value as RefundAttempt).amountCents)

const shown = (row: RefundRow) => ({
  refundId: row.refundId,
  amountCents: row.amountCents,
  status: row.squareStatus,
  reason: row.reason,
})

const sameRefundedCents = (cents: number | null | undefined): Where =>
  cents
    ? { refundedCents: { equals: cents } }
    : { or: [{ refundedCents: { equals: 0 } }, { refundedCents: { exists: false } }] }

/** Takes the order's refund lease for this attempt; false when another refund holds it. */
async function claim(
  req: PayloadRequest,
  order: RefundableOrder,
  attempt: RefundAttempt,
  until: string,
): Promise<boolean> {
  const now = new Date().toISOString()
  const claimed = await req.payload.db.updateOne({
    collection: 'orders',
    where: {
      and: [
        { id: { equals: order.id } },
        { status: { in: [...REFUNDABLE_STATUSES] } },
        sameRefundedCents(order.refundedCents),
        {
          or: [{ refundingUntil: { exists: false } }, { refundingUntil: { less_than: now } }],
        },
      ],
    },
    data: { refundingUntil: until, refundPending: attempt, updatedAt: now },
    options: { atomic: true },
    returning: true,
  })
  return Boolean(claimed)
}

/** Gives the lease back; with `forget`, the attempt certainly refunded nothing. */
async function release(req: PayloadRequest, id: number, until: string, forget: boolean) {
  await req.payload.db.updateOne({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, { refundingUntil: { equals: until } }] },
    data: { refundingUntil: null, ...(forget ? { refundPending: null } : {}) },
    options: { atomic: true },
    returning: false,
  })
}

/**
 * Records Square's refund on the order and its timeline, in one transaction; null when this
 * request no longer holds the lease (it ran out, and another request settled the attempt).
 */
async function record(
  req: PayloadRequest,
  order: RefundableOrder,
  attempt: RefundAttempt,
  outcome: Extract<RefundOutcome, { kind: 'refunded' }>,
  until: string,
): Promise<{ row: RefundRow; status: OrderStatus; refundedCents: number } | null> {
  const charged = order.amountCents ?? 0
  const refundedCents = (order.refundedCents ?? 0) + outcome.amountCents
  const full = refundedCents >= charged
  const row: RefundRow = {
    refundId: outcome.refundId,
    amountCents: outcome.amountCents,
    squareStatus: outcome.status,
    reason: attempt.reason,
    refundedAt: new Date().toISOString(),
    refundedBy: attempt.by,
    key: attempt.key,
  }
  const ownTransaction = await initTransaction(req)
  try {
    const owned = await req.payload.db.updateOne({
      collection: 'orders',
      where: { and: [{ id: { equals: order.id } }, { refundingUntil: { equals: until } }] },
      data: { refundingUntil: null, refundPending: null, refundedCents },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!owned) {
      if (ownTransaction) await killTransaction(req)
      return null
    }
    // A partial refund leaves the status alone: staff may have moved the order meanwhile.
    const updated = await req.payload.update({
      collection: 'orders',
      id: order.id,
      data: { refunds: [...(order.refunds ?? []), row], ...(full ? { status: 'refunded' } : {}) },
      overrideAccess: true,
      depth: 0,
      select: { status: true },
      req,
    })
    await recordEvent(
      req.payload,
      {
        order: order.id,
        status: updated.status as OrderStatus,
        summary: `Refunded ${formatCents(outcome.amountCents)} (${full ? 'in full' : `${formatCents(refundedCents)} of ${formatCents(charged)} so far`}), Square refund ${outcome.refundId}: ${attempt.reason}`,
        by: attempt.by,
      },
      req,
    )
    if (ownTransaction) await commitTransaction(req)
    return { row, status: updated.status as OrderStatus, refundedCents }
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/** The answer for a refund key already recorded on the order. */
const answerRecorded = (order: RefundableOrder, row: RefundRow) =>
  succeed({ refund: shown(row), status: order.status, refundedCents: order.refundedCents ?? 0 })

const findOrder = (req: PayloadRequest, id: number) =>
  req.payload.db.findOne<RefundableOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: REFUND_SELECT,
  })

export async function refundOrder(
  req: PayloadRequest,
  id: number,
  input: RefundRequestBody,
  settings: SquareSettings = squareSettings(),
): Promise<Response> {
  const order = await findOrder(req, id)
  if (!order) return fail(404, 'No such order.')

  const done = order.refunds?.find((row) => row.key === input.key)
  if (done) return answerRecorded(order, done)
  if (order.status === 'refunded') return fail(409, 'This order is already refunded in full.')
  if (!REFUNDABLE_STATUSES.includes(order.status as OrderStatus))
    return fail(
      409,
      `Only a paid order can be refunded; this one is ${STATUS_LABELS[order.status as OrderStatus] ?? order.status}.`,
    )
  if (!order.squarePaymentId || !order.amountCents)
    return fail(409, 'This order has no Square payment to refund.')

  const pending = isAttempt(order.refundPending) ? order.refundPending : null
  const attempt: RefundAttempt = pending ?? {
    key: input.key,
    amountCents: input.amountCents,
    reason: input.reason,
    by: (req.user?.id as number) ?? null,
  }
  const left = order.amountCents - (order.refundedCents ?? 0)
  if (!pending && input.amountCents > left)
    return fail(
      422,
      `At most ${formatCents(left)} is left to refund of this order's ${formatCents(order.amountCents)}.`,
      { problems: [{ path: 'amountCents', message: `At most ${formatCents(left)}` }] },
    )

  const until = new Date(Date.now() + leaseMs(settings)).toISOString()
  if (!(await claim(req, order, attempt, until)))
    return fail(409, 'Another refund of this order is in progress: wait a moment, then reload it.')

  const outcome = await refundPayment(settings, {
    paymentId: order.squarePaymentId,
    idempotencyKey: squareRefundKey(order.id, attempt.key),
    amountCents: attempt.amountCents,
    reason: attempt.reason,
  })
  switch (outcome.kind) {
    case 'refunded': {
      const recorded = await record(req, order, attempt, outcome, until)
      if (!recorded) {
        const now = await findOrder(req, id)
        const row = now?.refunds?.find((r) => r.key === input.key)
        return now && row
          ? answerRecorded(now, row)
          : fail(409, 'Another request settled this refund meanwhile: reload the order.')
      }
      if (pending && pending.key !== input.key)
        return fail(
          409,
          `An earlier refund of ${formatCents(pending.amountCents)} that Square had not confirmed has now gone through. Check what is left before refunding more.`,
          { extra: { refund: shown(recorded.row), refundedCents: recorded.refundedCents } },
        )
      return succeed({
        refund: shown(recorded.row),
        status: recorded.status,
        refundedCents: recorded.refundedCents,
      })
    }
    case 'refused':
      await release(req, order.id, until, true)
      return fail(422, outcome.message, { extra: { code: outcome.code } })
    case 'unavailable':
      await release(req, order.id, until, true)
      req.payload.logger.warn(`Square refused the refund of order ${order.id} (${outcome.code}).`)
      return fail(502, outcome.message, { extra: { code: outcome.code } })
    case 'unknown':
      // The attempt stays on the order: the next request replays it before anything else.
      await release(req, order.id, until, false)
      req.payload.logger.warn(
        `Square did not answer the refund of order ${order.id} (${outcome.code}): it is replayed before any other refund.`,
      )
      return fail(
        502,
        `Square did not confirm the refund of ${formatCents(attempt.amountCents)}. Press Refund again to check it: it is never made twice.`,
        { extra: { code: outcome.code } },
      )
  }
}

export const handleRefund: PayloadHandler = async (req) => {
  try {
    if (!isAdminUser(req.user)) return fail(req.user ? 403 : 401, 'Only admins can refund orders.')
    const id = orderIdFrom(req)
    const input = parseWith(refundSchema, await readJsonObject(req))
    return await refundOrder(req, id, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'refund', error)
  }
}
