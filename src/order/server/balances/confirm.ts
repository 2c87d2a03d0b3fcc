/**
 * Staff confirm the state's fee on an order (docs/orders-and-payments.md#the-state-fee-confirmed):
 * from the order, at Mark filed, or by changing the state record while orders charged at an
 * estimate are unfiled. A lower fee is refunded through the refund path at once; a higher one
 * becomes a balance the customer pays on the order page.
 *
 * One confirmation of an order at a time: each holds the order's `feeSettlingUntil` lease while it
 * reads what was paid, replaces an open balance and refunds or asks, so two staff confirming at
 * once never both refund. The refund's and the balance's keys are made of the confirmation and
 * the ledger it was judged on, so a retry after a lost answer refunds or asks once.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import { BALANCE_EMAIL_ORDER_SELECT, queueBalanceEmail } from '@/email/queueBalanceEmail'
import type { Order } from '@/payload-types'
import { formatCents, formatDollars } from '@/utilities/money'

import { feeRefundKey, receivedCents, settlementOf, coveredCents } from '../../feeSettlement'
import type { OrderStatus } from '../../status'
import { RequestProblem } from '../http'
import { leaseFree, updateOrderIf } from '../orderLease'
import { refundOrder } from '../refund'
import { leaseMs, squareSettings } from '../square'
import { recordEvent } from '../timeline'
import {
  balancesOf,
  findFeeOrder,
  type FeeOrder,
  handRefundedCents,
  ledgerOf,
  recordFeeOf,
  ledgerVersion,
  type StoredBalance,
} from './ledger'

/** Orders whose fee may still be confirmed: paid and not completed, cancelled or refunded. */
export const CONFIRMABLE: readonly OrderStatus[] = ['paid', 'in_review', 'filed_with_state']

export type Confirmation = {
  stateFeeCents: number
  sourceUrl?: string | null
  sourceCheckedOn?: string | null
  /** The staff member; none when a state record's change confirmed it. */
  by: number | null
  /** For the timeline: where the confirmation came from. */
  via: string
  /** Where a balance may still be asked: a state record's change asks only of unfiled orders. */
  askWhile?: readonly OrderStatus[]
}

export type ConfirmResult =
  | { kind: 'none'; stateFeeCents: number }
  /** `status`: the refund's own answer when it was not made (409, 422, 502). */
  | { kind: 'refund'; cents: number; refunded: boolean; status: number; message: string }
  | { kind: 'balance'; cents: number; balanceId: number }

export const balanceKey = (orderId: number, confirmed: number, covered: number, version: number) =>
  `bal-${orderId}-${confirmed}-${covered}-${version}`

const dollars = (cents: number) => formatDollars(cents / 100)

const MOVED_ON =
  'The order moved on while its fee was being confirmed: reload it, then confirm the fee again.'

const BUSY =
  'The customer is paying the current balance right now: wait a minute, then confirm again.'

/** Replaces the open balance of an earlier confirmation; refuses while one is being charged. */
async function replaceOpenBalances(req: PayloadRequest, balances: StoredBalance[], keep: string) {
  for (const balance of balances) {
    if (balance.status === 'pending' || balance.status === 'payment_unknown')
      throw new RequestProblem(409, BUSY)
    if (balance.status !== 'due' || balance.key === keep) continue
    const replaced = await req.payload.db.updateOne({
      collection: 'order-balances',
      where: { and: [{ id: { equals: balance.id } }, { status: { equals: 'due' } }] },
      data: { status: 'cancelled', updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
    })
    if (!replaced) throw new RequestProblem(409, BUSY)
  }
}

/** The confirmation itself, on the timeline once whoever confirms the same figure again. */
async function recordConfirmation(
  payload: PayloadRequest['payload'],
  order: FeeOrder,
  confirmation: Confirmation,
  received: number,
  req?: PayloadRequest,
) {
  const changed = await updateOrderIf(
    payload,
    {
      and: [
        { id: { equals: order.id } },
        {
          or: [
            { stateFeeConfirmedCents: { exists: false } },
            { stateFeeConfirmedCents: { not_equals: confirmation.stateFeeCents } },
          ],
        },
      ],
    },
    {
      stateFeeConfirmedCents: confirmation.stateFeeCents,
      stateFeeConfirmedAt: new Date().toISOString(),
      stateFeeSourceUrl: confirmation.sourceUrl ?? null,
    },
    req,
  )
  if (changed)
    await recordEvent(
      payload,
      {
        order: order.id,
        status: order.status as OrderStatus,
        summary: `State fee confirmed at ${formatCents(confirmation.stateFeeCents)} (${confirmation.via}); the customer had paid ${formatCents(received)} for it`,
        by: confirmation.by,
      },
      req,
    )
}

/**
 * Asks the customer for the balance: the confirmation, the balance, its timeline line and email,
 * in one transaction.
 */
async function askForBalance(
  req: PayloadRequest,
  order: FeeOrder,
  confirmation: Confirmation,
  { cents, received }: { cents: number; received: number },
  key: string,
): Promise<number> {
  const { payload } = req
  const existing = await payload.db.findOne<{ id: number }>({
    collection: 'order-balances',
    where: { key: { equals: key } },
    select: {},
  })
  if (existing) return existing.id
  const local = await createLocalReq({}, payload)
  await initTransaction(local)
  try {
    // The order's row stays locked until the balance is committed: a move to filed, which reads
    // the balances under the same lock, either sees this one or has moved first (then a balance
    // is asked only while the order is still where it may be).
    const locked = await updateOrderIf(
      payload,
      {
        and: [
          { id: { equals: order.id } },
          { status: { in: [...(confirmation.askWhile ?? CONFIRMABLE)] } },
        ],
      },
      {},
      local,
    )
    if (!locked) throw new RequestProblem(409, MOVED_ON)
    await recordConfirmation(payload, order, confirmation, received, local)
    const balance = await payload.db.create({
      collection: 'order-balances',
      data: {
        order: order.id,
        key,
        summary: `Order ${order.id}: ${dollars(cents)} of the state's fee of ${dollars(confirmation.stateFeeCents)}`,
        status: 'due',
        amountCents: cents,
        stateFeeCents: confirmation.stateFeeCents,
        sourceUrl: confirmation.sourceUrl ?? null,
        sourceCheckedOn: confirmation.sourceCheckedOn ?? null,
        declinedAttempts: 0,
      },
      req: local,
    })
    await recordEvent(
      payload,
      {
        order: order.id,
        status: order.status as OrderStatus,
        summary: `Balance of ${formatCents(cents)} asked of the customer: the state's fee is ${formatCents(confirmation.stateFeeCents)}`,
        by: confirmation.by,
      },
      local,
    )
    const mailOrder = await payload.db.findOne<
      Pick<Order, 'id' | keyof typeof BALANCE_EMAIL_ORDER_SELECT>
    >({
      collection: 'orders',
      where: { id: { equals: order.id } },
      select: BALANCE_EMAIL_ORDER_SELECT,
      req: local,
    })
    if (mailOrder)
      await queueBalanceEmail(
        local,
        mailOrder,
        {
          amountCents: cents,
          stateFeeCents: confirmation.stateFeeCents,
          sourceUrl: confirmation.sourceUrl ?? null,
        },
        'due',
      )
    await commitTransaction(local)
    return Number(balance.id)
  } catch (error) {
    await killTransaction(local)
    throw error
  }
}

/** Refunds the difference through the refund path, keyed so it is made once. */
async function refundDifference(
  req: PayloadRequest,
  order: FeeOrder,
  confirmation: Confirmation,
  cents: number,
  key: string,
  received: number,
): Promise<{ refunded: boolean; status: number; message: string }> {
  const answer = await refundOrder(req, order.id, {
    amountCents: cents,
    reason: `The state's fee is ${formatCents(confirmation.stateFeeCents)}, less than the ${formatCents(received)} you paid for it`,
    key,
  })
  if (answer.ok)
    return {
      refunded: true,
      status: 200,
      message: `${formatCents(cents)} refunded to the customer's card.`,
    }
  const body = (await answer.json().catch(() => ({}))) as { data?: { error?: string } }
  return {
    refunded: false,
    status: answer.status,
    message: `The difference of ${formatCents(cents)} is not refunded yet: ${body.data?.error ?? 'Square did not confirm it.'} Confirm the fee again to retry; it is never refunded twice.`,
  }
}

/** The refund a confirmation leaves to staff: the order has refunds made by hand. */
async function leaveToStaff(
  req: PayloadRequest,
  order: FeeOrder,
  confirmation: Confirmation,
  cents: number,
): Promise<ConfirmResult> {
  const message = `The difference of ${formatCents(cents)} was not refunded automatically: this order has ${formatCents(handRefundedCents(order))} of refunds made by hand, which may include it. Check them, and refund what is still owed with Refund.`
  await recordEvent(req.payload, {
    order: order.id,
    status: order.status as OrderStatus,
    summary: message,
    by: confirmation.by,
  })
  return { kind: 'refund', cents, refunded: false, status: 409, message }
}

async function settle(
  req: PayloadRequest,
  order: FeeOrder,
  confirmation: Confirmation,
): Promise<ConfirmResult> {
  const { payload } = req
  const balances = await balancesOf(payload, order.id)
  const ledger = ledgerOf(order, balances)
  const version = ledgerVersion(order, balances)
  const received = receivedCents(ledger)
  const settlement = settlementOf(ledger, confirmation.stateFeeCents)
  const key = balanceKey(order.id, confirmation.stateFeeCents, coveredCents(ledger), version)
  await replaceOpenBalances(req, balances, key)

  // A balance is asked with the confirmation in one transaction; anything else, on its own.
  if (settlement.kind !== 'balance')
    await recordConfirmation(payload, order, confirmation, received)

  switch (settlement.kind) {
    case 'none':
      return { kind: 'none', stateFeeCents: confirmation.stateFeeCents }
    case 'refund': {
      if (handRefundedCents(order) > 0)
        return leaveToStaff(req, order, confirmation, settlement.cents)
      const refundKey = feeRefundKey(confirmation.stateFeeCents, received, version)
      const outcome = await refundDifference(
        req,
        order,
        confirmation,
        settlement.cents,
        refundKey,
        received,
      )
      return { kind: 'refund', cents: settlement.cents, ...outcome }
    }
    case 'balance': {
      const balanceId = await askForBalance(
        req,
        order,
        confirmation,
        { cents: settlement.cents, received },
        key,
      )
      return { kind: 'balance', cents: settlement.cents, balanceId }
    }
  }
}

export async function confirmStateFee(
  req: PayloadRequest,
  orderId: number,
  confirmation: Confirmation,
): Promise<ConfirmResult> {
  const { payload } = req
  const order = await findFeeOrder(payload, orderId)
  if (!order) throw new RequestProblem(404, 'No such order.')
  if (!CONFIRMABLE.includes(order.status as OrderStatus))
    throw new RequestProblem(
      409,
      `The state's fee is confirmed on a paid order before it is completed; this one is ${String(order.status).replace(/_/g, ' ')}.`,
    )
  // Long enough for a refund's call to Square and its record.
  const until = new Date(Date.now() + 2 * leaseMs(squareSettings())).toISOString()
  const claimed = await updateOrderIf(
    payload,
    { and: [{ id: { equals: orderId } }, leaseFree('feeSettlingUntil')] },
    { feeSettlingUntil: until },
  )
  if (!claimed)
    throw new RequestProblem(
      409,
      "Another confirmation of this order's fee is under way: wait a moment, then reload the order.",
    )
  try {
    // Read again under the lease: what was paid is what the last confirmation left.
    const current = (await findFeeOrder(payload, orderId)) ?? order
    // Where the fee was read: what staff give, else the state record's source for the fee.
    const sourced =
      confirmation.sourceUrl === undefined
        ? await recordFeeOf(payload, current).then(({ url, checkedOn }) => ({
            ...confirmation,
            sourceUrl: url,
            sourceCheckedOn: checkedOn,
          }))
        : confirmation
    return await settle(req, current, sourced)
  } finally {
    await updateOrderIf(
      payload,
      { and: [{ id: { equals: orderId } }, { feeSettlingUntil: { equals: until } }] },
      { feeSettlingUntil: null },
    ).catch(() => undefined)
  }
}
