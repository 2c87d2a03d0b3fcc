/**
 * What became of a balance's charge attempt, written on the balance: as for an order's checkout
 * (../attemptRecords.ts), each write holds only while the attempt still owns the balance (its
 * idempotency key), so a late answer never overwrites a newer one, and a paid balance is never
 * paid again.
 */
import { createHash } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type Where,
} from 'payload'

import { BALANCE_EMAIL_ORDER_SELECT, queueBalanceEmail } from '@/email/queueBalanceEmail'
import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import type { OrderStatus } from '../../status'
import { recordEvent } from '../timeline'
import type { StoredBalance } from './ledger'

/** Square's idempotency key of one attempt to pay one balance: the balance and the card token. */
export const balanceIdempotencyKey = (balanceId: number, token: string): string =>
  createHash('sha256').update(`balance:${balanceId}\n${token}`).digest('base64url')

/** Our reference of a balance's payment at Square (at most 40 characters). */
export const balanceReference = (balanceId: number) => `balance-${balanceId}`

const update = async (payload: Payload, where: Where, data: Record<string, unknown>) =>
  Boolean(
    await payload.db.updateOne({
      collection: 'order-balances',
      where,
      data: { ...data, updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
    }),
  )

const ownedBy = (id: number, key: string): Where => ({
  and: [
    { id: { equals: id } },
    { status: { in: ['pending', 'payment_unknown'] } },
    { squareIdempotencyKey: { equals: key } },
  ],
})

/** Takes a due balance for one attempt; false when another attempt has it or it is not due. */
export const claimBalance = (payload: Payload, id: number, key: string, until: string) =>
  update(
    payload,
    { and: [{ id: { equals: id } }, { status: { equals: 'due' } }] },
    {
      status: 'pending',
      squareIdempotencyKey: key,
      squareSourceId: null,
      chargingUntil: until,
      attemptedAt: new Date().toISOString(),
    },
  )

/** Stores the card token just before the charge is sent: the mark that it may have been. */
export const armBalance = (payload: Payload, id: number, key: string, token: string) =>
  update(
    payload,
    { and: [ownedBy(id, key), { status: { equals: 'pending' } }] },
    {
      squareSourceId: token,
    },
  )

/** The attempt certainly charged nothing: the balance is due again. */
export const markBalanceDue = (
  payload: Payload,
  id: number,
  key: string,
  code: string,
  declinedAttempts?: number,
) =>
  update(payload, ownedBy(id, key), {
    status: 'due',
    declineCode: code,
    chargingUntil: null,
    ...(declinedAttempts === undefined ? {} : { declinedAttempts }),
  })

/** Square did not tell: the key and token stay for settling before any other card. */
export const markBalanceUnknown = (payload: Payload, id: number, key: string, code: string) =>
  update(payload, ownedBy(id, key), {
    status: 'payment_unknown',
    declineCode: code,
    chargingUntil: null,
  })

/** Takes an unsettled attempt for settling (a lease, so two settlers never replay it together). */
export const claimBalanceForSettling = (
  payload: Payload,
  balance: StoredBalance,
  now: Date,
  until: string,
) =>
  update(
    payload,
    {
      and: [
        { id: { equals: balance.id } },
        { squareIdempotencyKey: { equals: balance.squareIdempotencyKey ?? '' } },
        {
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
              and: [
                { status: { equals: 'pending' } },
                { chargingUntil: { less_than: now.toISOString() } },
              ],
            },
          ],
        },
      ],
    },
    { chargingUntil: until },
  )

/** Whether an attempt may have charged and is not settled: Square must be asked first. */
export const isUnsettledBalance = (
  balance: Pick<StoredBalance, 'status' | 'chargingUntil'>,
  now: Date,
) =>
  balance.status === 'payment_unknown' ||
  (balance.status === 'pending' &&
    Boolean(balance.chargingUntil) &&
    Date.parse(balance.chargingUntil!) < now.getTime())

/**
 * Records the payment of the attempt with this key, its timeline line and the customer's receipt
 * in one transaction: only the attempt that moves the balance to paid gets here. A payment for an
 * attempt that no longer owns the balance would be a second charge: staff are alerted.
 */
export async function markBalancePaid(
  payload: Payload,
  balance: Pick<StoredBalance, 'id' | 'order' | 'amountCents' | 'stateFeeCents' | 'sourceUrl'>,
  key: string,
  payment: { paymentId: string | null; receiptUrl: string | null; amountCents: number },
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const recorded = await payload.db.updateOne({
      collection: 'order-balances',
      where: ownedBy(balance.id, key),
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
        Pick<StoredBalance, 'id' | 'status' | 'squareIdempotencyKey'>
      >({
        collection: 'order-balances',
        where: { id: { equals: balance.id } },
        select: { status: true, squareIdempotencyKey: true },
      })
      if (!(now?.status === 'paid' && now.squareIdempotencyKey === key))
        payload.logger.error(
          `ALERT: Square payment ${payment.paymentId} of balance ${balance.id} belongs to an attempt that no longer owns it; refund it if the balance was paid twice.`,
        )
      return false
    }
    const orderId = Number(balance.order)
    const order = await payload.db.findOne<
      Pick<Order, 'id' | 'status' | keyof typeof BALANCE_EMAIL_ORDER_SELECT>
    >({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: { ...BALANCE_EMAIL_ORDER_SELECT, status: true },
      req,
    })
    if (order) {
      await recordEvent(
        payload,
        {
          order: orderId,
          status: order.status as OrderStatus,
          summary: `Balance of ${formatCents(payment.amountCents)} paid by card, Square payment ${payment.paymentId ?? '(no id)'}`,
        },
        req,
      )
      await queueBalanceEmail(req, order, balance, 'paid')
    }
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
