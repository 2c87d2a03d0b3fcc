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

import type { PayloadHandler, PayloadRequest } from 'payload'

import { isAdminUser } from '@/access'
import { formatCents } from '@/utilities/money'

import { refundRecords, type RefundRequestBody, refundSchema } from '../staffActions'
import { REFUNDABLE_STATUSES, STATUS_LABELS, type OrderStatus } from '../status'
import { refundPaidBalances } from './balances/refundPaid'
import { answerUnexpected, fail, parseWith, readJsonObject, requireJson } from './http'
import { orderIdFrom } from './http'
import { updateOrderIf } from './orderLease'
import {
  answerFor,
  findRefundableOrder,
  isAttempt,
  recordRefunds,
  type RefundableOrder,
  type RefundAttempt,
  rowOf,
} from './refundLedger'
import { claimRefundLease, releaseRefundLease } from './refundLease'
import { recordRefusedRefund, refusedRefundNextStep } from './refusedRefund'
import { scheduleReminders } from './reminders/schedule'
import { leaseMs } from './settle'
import { squareSettings, type SquareSettings } from './square'
import { refundPayment, unrecordedRefunds } from './squareRefunds'

/** Square's idempotency key of a refund: at most 45 characters, one per order and admin key. */
export const squareRefundKey = (orderId: number, key: string) =>
  `rf-${createHash('sha256').update(`${orderId}:${key}`).digest('base64url').slice(0, 40)}`

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
  return (await recordRefunds(req, order, rows, until)) ? 'recorded' : 'unknown'
}

/**
 * A full refund ends the order's reminders (a partial one leaves them) and refunds the state-fee
 * balances the customer paid; the refund stands either way, and the hourly run catches up.
 */
const afterRefund = async (req: PayloadRequest, id: number) => {
  await scheduleReminders(req.payload, id, req).catch((error: unknown) =>
    req.payload.logger.error({ err: error, msg: `Order ${id}: its reminders were not updated.` }),
  )
  await refundPaidBalances(req.payload, id).catch((error: unknown) =>
    req.payload.logger.error(
      `ALERT: order ${id}: its paid state-fee balances were not refunded yet (${(error as Error)?.name ?? 'error'}); the hourly run tries again.`,
    ),
  )
}

export async function refundOrder(
  req: PayloadRequest,
  id: number,
  input: RefundRequestBody,
  settings: SquareSettings = squareSettings(),
): Promise<Response> {
  const order = await findRefundableOrder(req, id)
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
  if (!(await claimRefundLease(req, order, pending ?? asked, until)))
    return fail(409, 'Another refund of this order is in progress: wait a moment, then reload it.')

  if (pending) {
    const settled = await settlePending(req, order, pending, until, settings)
    if (settled === 'unknown') {
      await releaseRefundLease(req, order.id, until, false)
      return fail(
        502,
        `Square could not confirm whether an earlier refund of ${formatCents(pending.amountCents)} went through. Try again in a moment: it is never made twice.`,
      )
    }
    if (settled === 'recorded') {
      await afterRefund(req, id)
      if (pending.key === input.key) return answerFor(req, id, input.key)
      const now = await findRefundableOrder(req, id)
      return fail(
        409,
        `An earlier refund of ${formatCents(pending.amountCents)} that Square had not confirmed went through. Check what is left before refunding more.`,
        { extra: { refundedCents: now?.refundedCents ?? 0 } },
      )
    }
    // Square holds no refund of the earlier attempt: it never happened, so this one goes ahead.
    if (pending.key !== input.key) {
      if (input.amountCents > left) {
        await releaseRefundLease(req, order.id, until, true)
        return tooMuch()
      }
      await updateOrderIf(
        req.payload,
        { and: [{ id: { equals: id } }, { refundingUntil: { equals: until } }] },
        {
          refundPending: asked,
        },
        req,
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
      await recordRefunds(req, order, [rowOf(attempt, outcome)], until)
      await afterRefund(req, id)
      return answerFor(req, id, attempt.key)
    }
    case 'refused':
      // Square refused this very request: nothing was refunded.
      await releaseRefundLease(req, order.id, until, true)
      await recordRefusedRefund(req, order, attempt, outcome)
      return fail(422, outcome.message, {
        extra: { code: outcome.code, nextStep: refusedRefundNextStep(order.squarePaymentId) },
      })
    case 'unavailable':
    case 'unknown':
      // The attempt stays on the order: the next request asks Square what became of it first.
      await releaseRefundLease(req, order.id, until, false)
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
