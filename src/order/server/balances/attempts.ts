/**
 * A state-fee balance as a charge after the checkout (../cardCharges): its Square reference and
 * idempotency key, and what its payment brings, written in the transaction that marks it paid:
 * its timeline line and the customer's receipt.
 */
import { BALANCE_EMAIL_ORDER_SELECT, queueBalanceEmail } from '@/email/queueBalanceEmail'
import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import type { OrderStatus } from '../../status'
import { attemptKey } from '../cardCharges/attempts'
import type { ChargeKind } from '../cardCharges/ledger'
import { recordEvent } from '../timeline'
import { BALANCE_SELECT, type StoredBalance } from './ledger'

/** Our reference of a balance's payment at Square (at most 40 characters). */
export const balanceReference = (balanceId: number) => `balance-${balanceId}`

export const BALANCE_CHARGE: ChargeKind<StoredBalance> = {
  collection: 'order-balances',
  name: 'Balance',
  answerId: 'balanceId',
  what: 'this balance',
  select: BALANCE_SELECT,
  reference: balanceReference,
  idempotencyKey: (id, token) => attemptKey('balance', id, token),
  note: (balance) => `Order ${String(balance.order)}: state fee balance`,
  onPaid: async (req, balance, payment) => {
    const orderId = Number(balance.order)
    const order = await req.payload.db.findOne<
      Pick<Order, 'id' | 'status' | keyof typeof BALANCE_EMAIL_ORDER_SELECT>
    >({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: { ...BALANCE_EMAIL_ORDER_SELECT, status: true },
      req,
    })
    if (!order) return
    await recordEvent(
      req.payload,
      {
        order: orderId,
        status: order.status as OrderStatus,
        summary: `Balance of ${formatCents(payment.amountCents)} paid by card, Square payment ${payment.paymentId ?? '(no id)'}`,
      },
      req,
    )
    await queueBalanceEmail(req, order, balance, 'paid')
  },
}
