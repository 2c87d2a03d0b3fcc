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
import type { Payload } from 'payload'

import { queueRefundEmail, type RefundedOrder } from '@/email/queueRefundEmail'
import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import type { OrderStatus } from '../../status'
import { refundEach, refundOnce, type RefundKind } from '../cardCharges/refund'
import { squareSettings, type SquareSettings } from '../square'
import { recordEvent } from '../timeline'

type PaidBalance = { id: number; order: number; amountCents: number; squarePaymentId: string }

export type BalanceRefundOutcome = 'refunded' | 'busy' | 'refused' | 'unknown'

const BALANCE_REFUND: RefundKind = {
  collection: 'order-balances',
  name: 'state-fee balance',
  keyPrefix: 'rb',
  keySeed: 'balance-refund',
  reason: "State fee balance, refunded with the order's full refund",
  waiting: { status: { equals: 'paid' } },
  record: async (req, balance, refund) => {
    const { payload } = req
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
    if (!recorded) return false
    const order = await payload.db.findOne<Pick<Order, 'status'> & RefundedOrder>({
      collection: 'orders',
      where: { id: { equals: balance.order } },
      select: { status: true, email: true, firstName: true, llcname: true },
      req,
    })
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
        chargedCents: balance.refundCents,
        why: "It is the balance of the state's fee you paid later, refunded with your order.",
      })
    }
    return true
  },
}

/** Refunds one paid balance in full, once. */
export const refundPaidBalance = (
  payload: Payload,
  balance: PaidBalance,
  settings: SquareSettings = squareSettings(),
): Promise<BalanceRefundOutcome> =>
  refundOnce(payload, BALANCE_REFUND, { ...balance, refundCents: balance.amountCents }, settings)

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
  return refundEach(
    payload,
    BALANCE_REFUND,
    docs.map((balance) => ({
      id: balance.id,
      order: Number(balance.order),
      squarePaymentId: balance.squarePaymentId!,
      refundCents: balance.amountCents,
    })),
  )
}
