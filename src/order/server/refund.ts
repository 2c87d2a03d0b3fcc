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
import { formatCents } from '@/utilities/money'

import {
  type RefundRecord,
  refundRecords,
  type RefundRequestBody,
  refundSchema,
} from '../staffActions'
import { REFUNDABLE_STATUSES, STATUS_LABELS, type OrderStatus } from '../status'
import { answerUnexpected, fail, parseWith, readJsonObject, requireJson, succeed } from './http'
import { orderIdFrom } from './lifecycle'
import { leaseMs } from './settle'
import {
  type FoundRefund,
  refundPayment,
  squareSettings,
  type SquareSettings,
  unrecordedRefunds,
} from './square'
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

type RefundRow = RefundRecord

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

const findOrder = (req: PayloadRequest, id: number) =>
  req.payload.db.findOne<RefundableOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: REFUND_SELECT,
  })

/** One conditional update of the order's own columns; false when the condition no longer holds. */
async function updateIf(
  req: PayloadRequest,
  where: Where,
  data: Record<string, unknown>,
): Promise<boolean> {
  const updated = await req.payload.db.updateOne({
    collection: 'orders',
    where,
    data: { ...data, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
    req,
  })
  return Boolean(updated)
}

const leaseFree = (): Where => ({
  or: [
    { refundingUntil: { exists: false } },
    { refundingUntil: { less_than: new Date().toISOString() } },
  ],
})

/** Takes the order's refund lease with this attempt written on it; false when another holds it. */
const claim = (
  req: PayloadRequest,
  order: RefundableOrder,
  attempt: RefundAttempt,
  until: string,
) =>
  updateIf(
    req,
    {
      and: [
        { id: { equals: order.id } },
        { status: { in: [...REFUNDABLE_STATUSES] } },
        sameRefundedCents(order.refundedCents),
        leaseFree(),
      ],
    },
    { refundingUntil: until, refundPending: attempt },
  )

/** Gives the lease back; with `forget`, the attempt certainly refunded nothing. */
const release = (req: PayloadRequest, id: number, until: string, forget: boolean) =>
  updateIf(
    req,
    { and: [{ id: { equals: id } }, { refundingUntil: { equals: until } }] },
    { refundingUntil: null, ...(forget ? { refundPending: null } : {}) },
  )

/**
 * Records refunds Square made on the order and its timeline, in one transaction. Conditional on
 * the amount refunded so far, not on the lease: a refund Square confirmed is recorded even when
 * this request's lease ran out meanwhile, and never twice. Null when another request recorded
 * first (the caller then reads the order again).
 */
async function record(
  req: PayloadRequest,
  order: RefundableOrder,
  rows: RefundRow[],
  until: string,
): Promise<{ status: OrderStatus; refundedCents: number } | null> {
  const charged = order.amountCents ?? 0
  const refundedCents = rows.reduce((sum, row) => sum + row.amountCents, order.refundedCents ?? 0)
  const full = refundedCents >= charged
  const ownTransaction = await initTransaction(req)
  try {
    const base: Where[] = [{ id: { equals: order.id } }, sameRefundedCents(order.refundedCents)]
    const data = {
      refunds: [...refundRecords(order.refunds), ...rows],
      refundedCents,
      refundPending: null,
      // A partial refund leaves the status alone: staff may have moved the order meanwhile.
      ...(full ? { status: 'refunded' } : {}),
    }
    const owned =
      (await updateIf(
        req,
        { and: [...base, { refundingUntil: { equals: until } }] },
        {
          ...data,
          refundingUntil: null,
        },
      )) || (await updateIf(req, { and: base }, data))
    if (!owned) {
      if (ownTransaction) await killTransaction(req)
      return null
    }
    // The row stays locked by the update above until the transaction ends.
    const current = await req.payload.db.findOne<Pick<Order, 'id' | 'status'>>({
      collection: 'orders',
      where: { id: { equals: order.id } },
      select: { status: true },
      req,
    })
    const status = (current?.status ?? order.status) as OrderStatus
    let soFar = order.refundedCents ?? 0
    for (const row of rows) {
      soFar += row.amountCents
      await recordEvent(
        req.payload,
        {
          order: order.id,
          status,
          summary: `Refunded ${formatCents(row.amountCents)} (${soFar >= charged ? 'in full' : `${formatCents(soFar)} of ${formatCents(charged)} so far`}), Square refund ${row.refundId}: ${row.reason}`,
          by: row.refundedBy,
        },
        req,
      )
    }
    if (ownTransaction) await commitTransaction(req)
    return { status, refundedCents }
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

const rowOf = (attempt: RefundAttempt, refund: FoundRefund, key = attempt.key): RefundRow => ({
  refundId: refund.refundId,
  amountCents: refund.amountCents,
  squareStatus: refund.status,
  reason: attempt.reason,
  refundedAt: new Date().toISOString(),
  refundedBy: attempt.by,
  key,
})

/** The answer for a refund key recorded on the order (a repeated click, a settled attempt). */
async function answerFor(req: PayloadRequest, id: number, key: string): Promise<Response> {
  const order = await findOrder(req, id)
  const row = refundRecords(order?.refunds).find((r) => r.key === key)
  return order && row
    ? succeed({ refund: shown(row), status: order.status, refundedCents: order.refundedCents ?? 0 })
    : fail(409, 'Another request changed this order meanwhile: reload it.')
}

/**
 * Settles a refund attempt whose outcome was never recorded, from the refunds Square holds for
 * the payment: recorded if Square made it, forgotten if not. Never replayed blindly: Square may
 * have forgotten its idempotency key by now.
 */
async function settlePending(
  req: PayloadRequest,
  order: RefundableOrder,
  pending: RefundAttempt,
  until: string,
  settings: SquareSettings,
): Promise<'none' | 'recorded' | 'unknown'> {
  const known = refundRecords(order.refunds).map((row) => row.refundId)
  const found = await unrecordedRefunds(settings, order.squarePaymentId!, known)
  if (found.kind === 'unknown') return 'unknown'
  if (!found.refunds.length) return 'none'
  // Square holds refunds we never recorded: the pending one, and (should there be any) others,
  // which are recorded too so the order adds up with Square.
  const [first, ...others] = found.refunds
  const rows = [
    rowOf(pending, first!),
    ...others.map((refund) =>
      rowOf(
        { ...pending, reason: 'Found at Square without a record on the order' },
        refund,
        `square-${refund.refundId}`,
      ),
    ),
  ]
  return (await record(req, order, rows, until)) ? 'recorded' : 'unknown'
}

export async function refundOrder(
  req: PayloadRequest,
  id: number,
  input: RefundRequestBody,
  settings: SquareSettings = squareSettings(),
): Promise<Response> {
  const order = await findOrder(req, id)
  if (!order) return fail(404, 'No such order.')

  if (refundRecords(order.refunds).some((row) => row.key === input.key))
    return answerFor(req, id, input.key)
  if (order.status === 'refunded') return fail(409, 'This order is already refunded in full.')
  if (!REFUNDABLE_STATUSES.includes(order.status as OrderStatus))
    return fail(
      409,
      `Only a paid order can be refunded; this one is ${STATUS_LABELS[order.status as OrderStatus] ?? order.status}.`,
    )
  if (!order.squarePaymentId || !order.amountCents)
    return fail(409, 'This order has no Square payment to refund.')

  const asked: RefundAttempt = {
    key: input.key,
    amountCents: input.amountCents,
    reason: input.reason,
    by: (req.user?.id as number) ?? null,
  }
  const left = order.amountCents - (order.refundedCents ?? 0)
  const tooMuch = () =>
    fail(
      422,
      `At most ${formatCents(left)} is left to refund of this order's ${formatCents(order.amountCents!)}.`,
      { problems: [{ path: 'amountCents', message: `At most ${formatCents(left)}` }] },
    )
  const pending = isAttempt(order.refundPending) ? order.refundPending : null
  if (!pending && input.amountCents > left) return tooMuch()

  const until = new Date(Date.now() + leaseMs(settings)).toISOString()
  if (!(await claim(req, order, pending ?? asked, until)))
    return fail(409, 'Another refund of this order is in progress: wait a moment, then reload it.')

  if (pending) {
    const settled = await settlePending(req, order, pending, until, settings)
    if (settled === 'unknown') {
      await release(req, order.id, until, false)
      return fail(
        502,
        `Square could not confirm whether an earlier refund of ${formatCents(pending.amountCents)} went through. Try again in a moment: it is never made twice.`,
      )
    }
    if (settled === 'recorded') {
      if (pending.key === input.key) return answerFor(req, id, input.key)
      const now = await findOrder(req, id)
      return fail(
        409,
        `An earlier refund of ${formatCents(pending.amountCents)} that Square had not confirmed went through. Check what is left before refunding more.`,
        { extra: { refundedCents: now?.refundedCents ?? 0 } },
      )
    }
    // Square holds no refund of the earlier attempt: it never happened, so this one goes ahead.
    if (pending.key !== input.key) {
      if (input.amountCents > left) {
        await release(req, order.id, until, true)
        return tooMuch()
      }
      await updateIf(
        req,
        { and: [{ id: { equals: id } }, { refundingUntil: { equals: until } }] },
        {
          refundPending: asked,
        },
      )
    }
  }
  const attempt = pending && pending.key === input.key ? pending : asked

  const outcome = await refundPayment(settings, {
    paymentId: order.squarePaymentId,
    idempotencyKey: squareRefundKey(order.id, attempt.key),
    amountCents: attempt.amountCents,
    reason: attempt.reason,
  })
  switch (outcome.kind) {
    case 'refunded': {
      await record(req, order, [rowOf(attempt, outcome)], until)
      return answerFor(req, id, attempt.key)
    }
    case 'refused':
      // Square refused this very request: nothing was refunded.
      await release(req, order.id, until, true)
      return fail(422, outcome.message, { extra: { code: outcome.code } })
    case 'unavailable':
    case 'unknown':
      // The attempt stays on the order: the next request asks Square what became of it first.
      await release(req, order.id, until, false)
      req.payload.logger.warn(
        `Square did not confirm the refund of order ${order.id} (${outcome.code}): it is settled before any other refund.`,
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
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(refundSchema, await readJsonObject(req))
    return await refundOrder(req, id, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'refund', error)
  }
}
