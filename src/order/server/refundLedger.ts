/**
 * An order's refunds as the order keeps them: the attempt written before Square is asked, the
 * refunds Square made (recorded once, with their timeline lines), and the answer for a key.
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type Where,
} from 'payload'

import { queueRefundEmail, type RefundedOrder } from '@/email/queueRefundEmail'
import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import { isFeeRefundKey } from '../feeSettlement'
import { type RefundRecord, refundRecords } from '../staffActions'
import type { OrderStatus } from '../status'
import { fail, succeed } from './http'
import { updateOrderIf } from './orderLease'
import type { FoundRefund } from './squareRefunds'
import { recordEvent } from './timeline'

export type RefundableOrder = Pick<
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
export type RefundAttempt = { key: string; amountCents: number; reason: string; by: number | null }

export type RefundRow = RefundRecord

export const REFUND_SELECT = {
  status: true,
  amountCents: true,
  squarePaymentId: true,
  refundedCents: true,
  refunds: true,
  refundPending: true,
  refundingUntil: true,
} as const

export const isAttempt = (value: unknown): value is RefundAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RefundAttempt).key === 'string' &&
  Number.isInteger((value as RefundAttempt).amountCents)

export const shown = (row: RefundRow) => ({
  refundId: row.refundId,
  amountCents: row.amountCents,
  status: row.squareStatus,
  reason: row.reason,
})

export const sameRefundedCents = (cents: number | null | undefined): Where =>
  cents
    ? { refundedCents: { equals: cents } }
    : { or: [{ refundedCents: { equals: 0 } }, { refundedCents: { exists: false } }] }

export const findRefundableOrder = (req: PayloadRequest, id: number) =>
  req.payload.db.findOne<RefundableOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: REFUND_SELECT,
  })

/**
 * Records refunds Square made on the order, its timeline and the customer's email of each, in one
 * transaction. Conditional on
 * the amount refunded so far, not on the lease: a refund Square confirmed is recorded even when
 * this request's lease ran out meanwhile, and never twice. Null when another request recorded
 * first (the caller then reads the order again).
 */
export async function recordRefunds(
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
      (await updateOrderIf(
        req.payload,
        { and: [...base, { refundingUntil: { equals: until } }] },
        {
          ...data,
          refundingUntil: null,
        },
        req,
      )) || (await updateOrderIf(req.payload, { and: base }, data, req))
    if (!owned) {
      if (ownTransaction) await killTransaction(req)
      return null
    }
    // The row stays locked by the update above until the transaction ends.
    const current = await req.payload.db.findOne<Pick<Order, 'status'> & RefundedOrder>({
      collection: 'orders',
      where: { id: { equals: order.id } },
      select: { status: true, email: true, firstName: true, llcname: true },
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
      if (current)
        await queueRefundEmail(req, current, {
          amountCents: row.amountCents,
          refundedCents: soFar,
          chargedCents: charged,
          // A difference of the state's fee says why; an admin's reason is written for staff.
          ...(isFeeRefundKey(row.key) ? { why: `${row.reason}.` } : {}),
        })
    }
    if (ownTransaction) await commitTransaction(req)
    return { status, refundedCents }
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

export const rowOf = (
  attempt: RefundAttempt,
  refund: FoundRefund,
  key = attempt.key,
): RefundRow => ({
  refundId: refund.refundId,
  amountCents: refund.amountCents,
  squareStatus: refund.status,
  reason: attempt.reason,
  refundedAt: new Date().toISOString(),
  refundedBy: attempt.by,
  key,
})

/** The answer for a refund key recorded on the order (a repeated click, a settled attempt). */
export async function answerFor(req: PayloadRequest, id: number, key: string): Promise<Response> {
  const order = await findRefundableOrder(req, id)
  const row = refundRecords(order?.refunds).find((r) => r.key === key)
  return order && row
    ? succeed({ refund: shown(row), status: order.status, refundedCents: order.refundedCents ?? 0 })
    : fail(409, 'Another request changed this order meanwhile: reload it.')
}
