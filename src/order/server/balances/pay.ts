/**
 * POST /api/orders/balance: the customer pays a state-fee balance on the order page with the
 * link's token (docs/orders-and-payments.md#paying-a-balance). The balance is its own checkout:
 * stored before the charge, taken by one attempt at a time (a conditional update), charged with
 * an idempotency key of the balance and the card token, and settled with Square before any new
 * card when an attempt's outcome is unknown; so it is charged at most once whatever is repeated
 * or raced.
 */
import type { Payload, PayloadHandler } from 'payload'
import * as z from 'zod/mini'

import { isDatabaseUnavailable } from '@/errors/errorDetails'
import type { Order } from '@/payload-types'
import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { formatCents } from '@/utilities/money'
import { numberSetting } from '@/utilities/numberSetting'

import {
  cardTestingLimits,
  type CardTestingLimits,
  cardTestingRefusal,
  recordDecline,
} from '../cardTesting'
import { withCheckoutLock } from '../checkoutLock'
import {
  accepted,
  answerUnexpected,
  fail,
  parseWith,
  readJsonObject,
  requireJson,
  succeed,
} from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { leaseMs, squareSettings, type SquareSettings } from '../square'
import type { ChargeOutcome } from '../squareOutcomes'
import {
  armBalance,
  balanceIdempotencyKey,
  claimBalance,
  isUnsettledBalance,
  markBalanceDue,
  markBalancePaid,
  markBalanceUnknown,
} from './attempts'
import type { OrderStatus } from '../../status'
import { CONFIRMABLE } from './confirm'
import { BALANCE_SELECT, type StoredBalance } from './ledger'
import { balanceCharge, settleBalance } from './settle'

export const BALANCE_MAX_BYTES = 8 * 1024

export const balancePaySchema = z.strictObject({
  token: z
    .string({ error: () => 'Expected the order link’s token' })
    .check(z.maxLength(100, 'Expected the order link’s token')),
  balanceId: z
    .int({ error: () => 'Expected the balance’s number' })
    .check(z.positive('Expected the balance’s number')),
  cardToken: z
    .string({ error: () => 'Expected the card token' })
    .check(z.minLength(1, 'Expected the card token'), z.maxLength(500, 'Expected the card token')),
  /** The amount the page showed, in cents: refused when it is no longer the balance. */
  amountCents: z.int({ error: () => 'Expected the amount in cents' }),
})
export type BalancePayRequest = z.infer<typeof balancePaySchema>

const UNKNOWN_LINK =
  'This link does not open an order: it may have been replaced by a newer one. Ask for a new link at /order.'

const CONFIRMING =
  'We are confirming your payment with the card processor. Once it is confirmed this page shows it and you get an email. Please do not pay again: you will not be charged twice.'

const confirming = (balanceId: number) =>
  accepted(CONFIRMING, { code: 'PAYMENT_CONFIRMING', balanceId })

const inProgress = () =>
  fail(409, 'A payment of this balance is already in progress. Please wait a moment.', {
    extra: { code: 'PAYMENT_IN_PROGRESS' },
  })

const findBalance = (payload: Payload, id: number, orderId: number) =>
  payload.db.findOne<StoredBalance>({
    collection: 'order-balances',
    where: { and: [{ id: { equals: id } }, { order: { equals: orderId } }] },
    select: BALANCE_SELECT,
  })

const paidAnswer = (balance: StoredBalance) =>
  succeed({ balanceId: balance.id, status: 'paid', receiptUrl: balance.receiptUrl ?? null })

async function recordOutcome(
  payload: Payload,
  balance: StoredBalance,
  key: string,
  address: string,
  outcome: ChargeOutcome,
): Promise<Response> {
  switch (outcome.kind) {
    case 'paid':
      await markBalancePaid(payload, balance, key, outcome)
      return succeed({ balanceId: balance.id, status: 'paid', receiptUrl: outcome.receiptUrl })
    case 'declined':
    case 'refused':
      await recordDecline(address).catch((error: unknown) =>
        payload.logger.error(
          `Balance ${balance.id}: the decline was not counted: ${String(error)}`,
        ),
      )
      await markBalanceDue(
        payload,
        balance.id,
        key,
        outcome.code,
        (balance.declinedAttempts ?? 0) + 1,
      )
      return fail(402, outcome.message, { extra: { code: outcome.code } })
    case 'notSent':
    case 'unavailable':
      await markBalanceDue(payload, balance.id, key, outcome.code)
      return fail(502, outcome.message, { extra: { code: outcome.code } })
    case 'unknown':
      await markBalanceUnknown(payload, balance.id, key, outcome.code)
      payload.logger.warn(
        `Square did not complete the charge of balance ${balance.id} (${outcome.code}): its outcome is unknown until it is settled.`,
      )
      return confirming(balance.id)
  }
}

export async function payBalance(
  payload: Payload,
  input: BalancePayRequest,
  {
    address = 'unknown',
    limits = cardTestingLimits(),
    settings = squareSettings(),
  }: { address?: string; limits?: CardTestingLimits; settings?: SquareSettings } = {},
): Promise<Response> {
  const orderId = await orderIdOfLinkToken(payload, input.token)
  if (!orderId) return fail(404, UNKNOWN_LINK)
  let balance = await findBalance(payload, input.balanceId, orderId)
  if (!balance) return fail(404, 'This order has no such balance.')
  if (balance.status === 'paid') return paidAnswer(balance)
  const order = await payload.db.findOne<Pick<Order, 'id' | 'status'>>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { status: true },
  })
  if (!CONFIRMABLE.includes(order?.status as OrderStatus))
    return fail(409, 'Nothing is due on this order any more: reload your order page.')

  if (isUnsettledBalance(balance, new Date())) {
    const settled = await settleBalance(payload, balance, settings).catch((error: unknown) => {
      payload.logger.error(`Balance ${balance!.id}: settling failed (${(error as Error)?.name}).`)
      return 'unknown' as const
    })
    balance = (await findBalance(payload, input.balanceId, orderId))!
    if (balance.status === 'paid') return paidAnswer(balance)
    if (settled !== 'failed') return confirming(balance.id)
  }
  if (balance.status === 'waived' || balance.status === 'cancelled')
    return fail(409, 'Nothing is due on this balance any more: reload your order page.')
  if (balance.status !== 'due') return inProgress()
  if (input.amountCents !== balance.amountCents)
    return fail(
      409,
      `The balance due is ${formatCents(balance.amountCents)}, not ${formatCents(input.amountCents)}. Reload your order page.`,
      { extra: { amountCents: balance.amountCents } },
    )
  const refusal = await cardTestingRefusal(
    payload,
    { declinedAttempts: balance.declinedAttempts ?? 0, address },
    limits,
  )
  if (refusal) return fail(refusal.status, refusal.message)

  const key = balanceIdempotencyKey(balance.id, input.cardToken)
  const until = new Date(Date.now() + leaseMs(settings)).toISOString()
  if (!(await claimBalance(payload, balance.id, key, until))) {
    const now = await findBalance(payload, input.balanceId, orderId)
    return now?.status === 'paid' ? paidAnswer(now) : inProgress()
  }
  try {
    if (!(await armBalance(payload, balance.id, key, input.cardToken))) return inProgress()
  } catch (error) {
    if (isDatabaseUnavailable(error)) return confirming(balance.id)
    throw error
  }
  const outcome = await balanceCharge(settings, balance, key, input.cardToken)
  try {
    return await recordOutcome(payload, balance, key, address, outcome)
  } catch (error) {
    payload.logger.error(
      `Balance ${balance.id}: the charge outcome (${outcome.kind}) was not recorded; it is settled with Square once its lease ends.`,
    )
    if (outcome.kind === 'declined' || outcome.kind === 'refused')
      return fail(402, outcome.message, { extra: { code: outcome.code } })
    if (isDatabaseUnavailable(error) || outcome.kind === 'paid' || outcome.kind === 'unknown')
      return confirming(balance.id)
    throw error
  }
}

/** BALANCE_PAY_RATE_LIMIT: balance payments per minute per address (default 20; 0 turns it off). */
const perAddress = rateLimiterFor(() => ({
  name: 'balance-pay',
  limit: numberSetting(process.env.BALANCE_PAY_RATE_LIMIT, 20),
  windowMs: 60_000,
}))

export const handlePayBalance: PayloadHandler = async (req) => {
  try {
    requireJson(req)
    const address = clientAddress(req.headers)
    const wait = await perAddress().hit(address)
    if (wait > 0)
      return fail(429, 'Too many payment attempts from this address. Please wait a minute.', {
        headers: { 'Retry-After': String(wait) },
      })
    const input = parseWith(balancePaySchema, await readJsonObject(req, BALANCE_MAX_BYTES))
    return await withCheckoutLock(`balance:${input.balanceId}`, () =>
      payBalance(req.payload, input, { address }),
    )
  } catch (error) {
    return answerUnexpected(req.payload, 'balance', error)
  }
}
