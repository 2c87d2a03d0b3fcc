/**
 * A balance the customer paid goes back with its order's full refund
 * (docs/orders-and-payments.md#the-state-fee-confirmed): an admin's Refund refunds the checkout's
 * payment, and each paid balance is its own Square payment, refunded here in full.
 *
 * Once per balance whatever runs it (the refund request, then the hourly reminders' sweep when
 * Square did not answer): each balance is claimed by a lease on its row, Square's own refunds of
 * the payment are read before any is asked for, and the refund carries one idempotency key per
 * balance. Recording the refund, its timeline line and the customer's email is one transaction.
 */
import { createHash } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { queueRefundEmail, type RefundedOrder } from '@/email/queueRefundEmail'
import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import type { OrderStatus } from '../../status'
import { leaseMs, squareSettings, type SquareSettings } from '../square'
import { type FoundRefund, refundPayment, unrecordedRefunds } from '../squareRefunds'
import { recordEvent } from '../timeline'

type PaidBalance = { id: number; order: number; amountCents: number; squarePaymentId: string }

export type BalanceRefundOutcome = 'refunded' | 'busy' | 'refused' | 'unknown'

/** Square's idempotency key of a balance's refund: one per balance, at most 45 characters. */
export const balanceRefundKey = (balanceId: number) =>
  `rb-${createHash('sha256').update(`balance-refund:${balanceId}`).digest('base64url').slice(0, 40)}`

const leaseFree = (now: Date) => ({
  or: [{ refundingUntil: { exists: false } }, { refundingUntil: { less_than: now.toISOString() } }],
})

async function claim(payload: Payload, balance: PaidBalance, until: string): Promise<boolean> {
  const now = new Date()
  const claimed = await payload.db.updateOne({
    collection: 'order-balances',
    where: {
      and: [{ id: { equals: balance.id } }, { status: { equals: 'paid' } }, leaseFree(now)],
    },
    data: { refundingUntil: until, updatedAt: now.toISOString() },
    options: { atomic: true },
    returning: true,
  })
  return Boolean(claimed)
}

const release = (payload: Payload, balance: PaidBalance, until: string) =>
  payload.db
    .updateOne({
      collection: 'order-balances',
      where: { and: [{ id: { equals: balance.id } }, { refundingUntil: { equals: until } }] },
      data: { refundingUntil: null, updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
    })
    .catch(() => undefined)

/** The refund, its timeline line and its email, once: conditional on the balance still paid. */
async function record(payload: Payload, balance: PaidBalance, refund: FoundRefund) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const now = new Date().toISOString()
    const recorded = await payload.db.updateOne({
      collection: 'order-balances',
      where: { and: [{ id: { equals: balance.id } }, { status: { equals: 'paid' } }] },
      data: {
        status: 'refunded',
        squareRefundId: refund.refundId,
        refundedAt: now,
        refundingUntil: null,
        updatedAt: now,
      },
      options: { atomic: true },
      returning: true,
      req,
    })
    const order =
      recorded &&
      (await payload.db.findOne<Pick<Order, 'status'> & RefundedOrder>({
        collection: 'orders',
        where: { id: { equals: balance.order } },
        select: { status: true, email: true, firstName: true, llcname: true },
        req,
      }))
    if (order) {
      await recordEvent(
        payload,
        {
          order: balance.order,
          status: order.status as OrderStatus,
          summary: `Refunded ${formatCents(refund.amountCents)}, the state-fee balance paid, with the order's full refund (Square refund ${refund.refundId})`,
          by: null,
        },
        req,
      )
      await queueRefundEmail(req, order, {
        amountCents: refund.amountCents,
        refundedCents: refund.amountCents,
        chargedCents: balance.amountCents,
        why: "It is the balance of the state's fee you paid later, refunded with your order.",
      })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Refunds one paid balance in full, once. */
export async function refundPaidBalance(
  payload: Payload,
  balance: PaidBalance,
  settings: SquareSettings = squareSettings(),
): Promise<BalanceRefundOutcome> {
  const until = new Date(Date.now() + 2 * leaseMs(settings)).toISOString()
  if (!(await claim(payload, balance, until))) return 'busy'
  try {
    // A refund Square made whose record was lost (a stop mid-way) is recorded, never made again.
    const found = await unrecordedRefunds(settings, balance.squarePaymentId, [])
    if (found.kind === 'unknown') return 'unknown'
    if (found.refunds[0]) {
      await record(payload, balance, found.refunds[0])
      return 'refunded'
    }
    const outcome = await refundPayment(settings, {
      paymentId: balance.squarePaymentId,
      idempotencyKey: balanceRefundKey(balance.id),
      amountCents: balance.amountCents,
      reason: "State fee balance, refunded with the order's full refund",
    })
    if (outcome.kind !== 'refunded') {
      payload.logger.error(
        `ALERT: order ${balance.order}: its paid state-fee balance ${balance.id} was not refunded (${outcome.code}); the hourly run tries again.`,
      )
      return outcome.kind === 'refused' ? 'refused' : 'unknown'
    }
    await record(payload, balance, outcome)
    return 'refunded'
  } finally {
    await release(payload, balance, until)
  }
}

/**
 * Refunds the paid balances of refunded orders: one order's after its full refund, or (without
 * an order) every one left, by the hourly run. Resolves to how many were refunded.
 */
export async function refundPaidBalances(payload: Payload, orderId?: number): Promise<number> {
  const { docs } = await payload.db.find<{
    id: number
    order: number
    amountCents: number
    squarePaymentId?: string | null
  }>({
    collection: 'order-balances',
    where: {
      and: [
        { status: { equals: 'paid' } },
        { squarePaymentId: { exists: true } },
        { 'order.status': { equals: 'refunded' } },
        ...(orderId ? [{ order: { equals: orderId } }] : []),
      ],
    },
    select: { order: true, amountCents: true, squarePaymentId: true },
    limit: 100,
    pagination: false,
  })
  let refunded = 0
  for (const balance of docs) {
    const outcome = await refundPaidBalance(payload, {
      ...balance,
      order: Number(balance.order),
      squarePaymentId: balance.squarePaymentId!,
    })
    if (outcome === 'refunded') refunded++
  }
  return refunded
}
