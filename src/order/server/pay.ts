import { createHash } from 'node:crypto'
import type { Payload, PayloadHandler } from 'payload'

import { priceOrder, toCents } from '../pricing'
import { type PayRequest, payRequestSchema } from '../schema'
import { type StateSlug, US_STATES } from '../states'
import { withCheckoutLock } from './checkoutLock'
import { answerUnexpected, clientAddress, fail, parseWith, readJsonObject, succeed } from './http'
import { orderFields } from './orderRecord'
import { type Attempt, claimOrder, createPendingOrder, findOrderByCheckout, markFailed, markPaid } from './orders'
import { hashPassword } from './password'
import { createRateLimiter, type RateLimiter } from './rateLimit'
import { chargeCard, type SquareSettings, squareSettings } from './square'
import { loadStateFeeTable } from './stateFees'

/**
 * Square's idempotency key of one charge attempt: the checkout and the card token. Retrying the
 * same attempt replays Square's first answer; a new card after a decline is a new attempt.
 * (base64url of SHA-256: 43 characters, within Square's limit of 45.)
 */
export const squareIdempotencyKey = (checkoutId: string, token: string): string =>
  createHash('sha256').update(`${checkoutId}\n${token}`).digest('base64url')

/** How long an attempt owns its order: Square's timeout for each try of the SDK, plus backoff. */
const leaseMs = (settings: SquareSettings) => 3 * settings.timeoutMs + 10_000

/**
 * Pays one checkout: prices it on the server, stores the order as pending, charges the card once
 * and records the outcome. Concurrent requests for one checkout are serialised in this process
 * by the handler; across processes the order's lease and Square's idempotency key keep it to
 * one charge.
 */
export async function payCheckout(payload: Payload, input: PayRequest): Promise<Response> {
  const existing = await findOrderByCheckout(payload, input.checkoutId)
  if (existing?.status === 'paid') return succeed({ orderId: existing.id })

  const settings = squareSettings()
  const table = await loadStateFeeTable(payload)
  // The wizard shows a fee of 0 for a state missing from the table; selling at that price would
  // leave the state's fee unpaid, so the server stops instead and tells staff.
  if (!Object.hasOwn(table, input.formationState)) {
    payload.logger.error(`Order pay: the state-fee table has no row for "${input.formationState}".`)
    return fail(503, `Orders in ${US_STATES[input.formationState as StateSlug]} cannot be taken right now. Please contact us.`)
  }
  const price = priceOrder(input, table)
  if (input.amount !== price.total) {
    return fail(409, `The total of this order is $${price.total}, not $${input.amount}. Review the order and pay again.`, {
      extra: { total: price.total, lines: price.lines },
    })
  }

  const now = new Date()
  const attempt: Attempt = {
    ...orderFields(input),
    total: price.total,
    stateFee: price.stateFee,
    passwordHash: await hashPassword(input.password),
    squareIdempotencyKey: squareIdempotencyKey(input.checkoutId, input.token),
    chargingUntil: new Date(now.getTime() + leaseMs(settings)).toISOString(),
  }

  let orderId = existing
    ? (await claimOrder(payload, existing.id, attempt, now)) && existing.id
    : await createPendingOrder(payload, input.checkoutId, attempt)
  if (!orderId) {
    // Another request created or holds this checkout's order: answer from its state.
    const current = await findOrderByCheckout(payload, input.checkoutId)
    if (current?.status === 'paid') return succeed({ orderId: current.id })
    if (!current || !(await claimOrder(payload, current.id, attempt, now))) {
      return fail(409, 'A payment for this order is already in progress. Please wait a moment.')
    }
    orderId = current.id
  }

  const amountCents = toCents(price.total)
  // Square refuses to charge $0 (only possible when staff set a fee of 0): nothing to collect.
  const outcome =
    amountCents === 0
      ? ({ kind: 'paid', paymentId: null, receiptUrl: null, amountCents } as const)
      : await chargeCard(settings, {
          sourceId: input.token,
          idempotencyKey: attempt.squareIdempotencyKey,
          amountCents,
          referenceId: String(orderId),
          note: `Order ${orderId}`,
        })

  if (outcome.kind === 'paid') {
    await markPaid(payload, orderId, outcome)
    return succeed({ orderId })
  }
  await markFailed(payload, orderId, attempt.squareIdempotencyKey, outcome.code)
  if (outcome.kind === 'declined') {
    return fail(402, outcome.message, { extra: { code: outcome.code, orderId } })
  }
  payload.logger.warn(`Square did not complete the charge of order ${orderId} (${outcome.code}).`)
  return fail(502, outcome.message, { extra: { code: outcome.code, orderId } })
}

let limiter: RateLimiter | undefined

/** ORDER_PAY_RATE_LIMIT: pay requests per minute per address (default 20; 0 turns it off). */
const payLimiter = (): RateLimiter =>
  (limiter ??= createRateLimiter({
    limit: Number(process.env.ORDER_PAY_RATE_LIMIT ?? 20),
    windowMs: 60_000,
  }))

/** POST /api/orders/pay (and /api/v1/pay). */
export const handlePay: PayloadHandler = async (req) => {
  const wait = payLimiter().hit(clientAddress(req.headers))
  if (wait > 0) {
    return fail(429, 'Too many payment attempts from this address. Please wait a minute and try again.', {
      headers: { 'Retry-After': String(wait) },
    })
  }
  try {
    const input = parseWith(payRequestSchema, await readJsonObject(req))
    return await withCheckoutLock(input.checkoutId, () => payCheckout(req.payload, input))
  } catch (error) {
    return answerUnexpected(req.payload, 'pay', error)
  }
}
