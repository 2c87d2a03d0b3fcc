/**
 * POST /api/orders/balance: the customer pays a state-fee balance on the order page with the
 * link's token (docs/orders-and-payments.md#paying-a-balance). The balance is its own checkout:
 * stored before the charge, taken by one attempt at a time (a conditional update), charged with
 * an idempotency key of the balance and the card token, and settled with Square before any new
 * card when an attempt's outcome is unknown; so it is charged at most once whatever is repeated
 * or raced.
 */
import type { Payload } from 'payload'
import * as z from 'zod/mini'

import type { Order } from '@/payload-types'
import { rateLimiterFor } from '@/security/rateLimit'
import { formatCents } from '@/utilities/money'
import { numberSetting } from '@/utilities/numberSetting'

import { cardTestingLimits, type CardTestingLimits } from '../cardTesting'
import { chargeDueRow, settledFirst } from '../cardCharges/charge'
import { amountCentsField, cardTokenField, orderLinkTokenField } from '../cardCharges/fields'
import { cardPayHandler } from '../cardCharges/handler'
import { fail } from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { squareSettings, type SquareSettings } from '../square'
import type { OrderStatus } from '../../status'
import { BALANCE_CHARGE } from './attempts'
import { CONFIRMABLE } from './confirm'
import { BALANCE_SELECT, type StoredBalance } from './ledger'

export const BALANCE_MAX_BYTES = 8 * 1024

export const balancePaySchema = z.strictObject({
  token: orderLinkTokenField(),
  balanceId: z
    .int({ error: () => 'Expected the balance’s number' })
    .check(z.positive('Expected the balance’s number')),
  cardToken: cardTokenField(),
  /** The amount the page showed, in cents: refused when it is no longer the balance. */
  amountCents: amountCentsField(),
})
export type BalancePayRequest = z.infer<typeof balancePaySchema>

const UNKNOWN_LINK =
  'This link does not open an order: it may have been replaced by a newer one. Ask for a new link at /order.'

const findBalance = (payload: Payload, id: number, orderId: number) =>
  payload.db.findOne<StoredBalance>({
    collection: 'order-balances',
    where: { and: [{ id: { equals: id } }, { order: { equals: orderId } }] },
    select: BALANCE_SELECT,
  })

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
  const reread = () => findBalance(payload, input.balanceId, orderId)
  const found = await reread()
  if (!found) return fail(404, 'This order has no such balance.')
  if (found.status !== 'paid') {
    const order = await payload.db.findOne<Pick<Order, 'id' | 'status'>>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: { status: true },
    })
    if (!CONFIRMABLE.includes(order?.status as OrderStatus))
      return fail(409, 'Nothing is due on this order any more: reload your order page.')
  }
  const balance = await settledFirst(payload, BALANCE_CHARGE, found, reread, settings)
  if (balance instanceof Response) return balance
  if (balance.status === 'waived' || balance.status === 'cancelled')
    return fail(409, 'Nothing is due on this balance any more: reload your order page.')
  if (balance.status === 'due' && input.amountCents !== balance.amountCents)
    return fail(
      409,
      `The balance due is ${formatCents(balance.amountCents)}, not ${formatCents(input.amountCents)}. Reload your order page.`,
      { extra: { amountCents: balance.amountCents } },
    )
  return chargeDueRow(payload, BALANCE_CHARGE, balance, input.cardToken, reread, {
    address,
    limits,
    settings,
  })
}

/** BALANCE_PAY_RATE_LIMIT: balance payments per minute per address (default 20; 0 turns it off). */
const perAddress = rateLimiterFor(() => ({
  name: 'balance-pay',
  limit: numberSetting(process.env.BALANCE_PAY_RATE_LIMIT, 20),
  windowMs: 60_000,
}))

export const handlePayBalance = cardPayHandler({
  name: 'balance',
  perAddress,
  schema: balancePaySchema,
  maxBytes: BALANCE_MAX_BYTES,
  lockKey: (input) => `balance:${input.balanceId}`,
  pay: (payload, input, address) => payBalance(payload, input, { address }),
})
