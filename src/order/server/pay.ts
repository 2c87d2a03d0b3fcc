import { createHash } from 'node:crypto'
import type { Payload, PayloadHandler } from 'payload'

import { type StateSlug, US_STATES } from '@/collections/StateFees/usStates'
import { loadStateFeeTable } from '@/content/stateFeeTable'
import { isDatabaseUnavailable } from '@/errors/errorDetails'
import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'

import { priceOrder } from '../pricing'
import { type PayRequest, payRequestSchema } from '../schema'
import { isCharged } from '../status'
import { cardTestingLimits, type CardTestingLimits, cardTestingRefusal } from './cardTesting'
import { withCheckoutLock } from './checkoutLock'
import { earlierOpenPayment, earlierPaymentRefusal } from './earlierPayment'
import { answerUnexpected, fail, parseWith, readJsonObject, succeed } from './http'
import { orderFields, reminderChoice } from './orderRecord'
import { armAttempt } from './attemptRecords'
import {
  type Attempt,
  claimOrder,
  createPendingOrder,
  findOrderByCheckout,
  isUnsettled,
} from './orders'
import { agentRenewalPrice } from './agent/price'
import { hashPassword } from './password'
import { paymentConfirming, recordCharge } from './recordCharge'
import { chargeOfAttempt, leaseMs, settleOrder } from './settle'
import { squareSettings } from './square'

/**
 * Square's idempotency key of one charge attempt: the checkout and the card token. Retrying the
 * same attempt replays Square's first answer; a new card after a decline is a new attempt.
 * (base64url of SHA-256: 43 characters, within Square's limit of 45.)
 */
export const squareIdempotencyKey = (checkoutId: string, token: string): string =>
  createHash('sha256').update(`${checkoutId}\n${token}`).digest('base64url')

const inProgress = () =>
  fail(409, 'A payment for this order is already in progress. Please wait a moment.', {
    extra: { code: 'PAYMENT_IN_PROGRESS' },
  })

/**
 * Pays one checkout: settles an earlier attempt whose outcome is unknown, prices the order on the
 * server, stores it as pending, charges the card once and records the outcome. Concurrent
 * requests for one checkout are serialised in this process by the handler; across processes (the
 * app's replicas) the order row is the lock: its lease, its status and its decline count are
 * claimed in one conditional update, and Square's idempotency key keeps a retry to one charge.
 */
export async function payCheckout(
  payload: Payload,
  input: PayRequest,
  {
    address = 'unknown',
    limits = cardTestingLimits(),
    retries = 2,
  }: { address?: string; limits?: CardTestingLimits; retries?: number } = {},
): Promise<Response> {
  let existing = await findOrderByCheckout(payload, input.checkoutId)
  // Paid, and perhaps moved on by staff since: charged once, so the answer is the same.
  if (existing && isCharged(existing.status)) return succeed({ orderId: existing.id })

  const settings = squareSettings()
  if (existing && isUnsettled(existing, new Date())) {
    // The last attempt may have charged the card: learn its outcome before any new charge. Until
    // Square tells (or while the database cannot record what it told), the payment is confirming.
    const { id } = existing
    const settled = await settleOrder(payload, existing, settings).catch((error: unknown) => {
      payload.logger.error(`Order ${id}: settling failed (${(error as Error)?.name ?? 'error'}).`)
      return 'unknown' as const
    })
    if (settled === 'paid') return succeed({ orderId: id })
    if (settled !== 'failed') return paymentConfirming(id)
    existing = await findOrderByCheckout(payload, input.checkoutId)
  }

  const declinedAttempts = existing?.declinedAttempts ?? 0
  const refusal = await cardTestingRefusal(payload, { declinedAttempts, address }, limits)
  if (refusal) return fail(refusal.status, refusal.message)

  const table = await loadStateFeeTable(payload)
  // The wizard shows a fee of 0 for a state missing from the table; selling at that price would
  // leave the state's fee unpaid, so the server stops instead and tells staff.
  if (!Object.hasOwn(table, input.formationState)) {
    payload.logger.error(`Order pay: the state-fee table has no row for "${input.formationState}".`)
    return fail(
      503,
      `Orders in ${US_STATES[input.formationState as StateSlug]} cannot be taken right now. Please contact us.`,
    )
  }
  const price = priceOrder(input, table)
  if (input.amount !== price.total) {
    return fail(
      409,
      `The total of this order is $${price.total}, not $${input.amount}. Review the order and pay again.`,
      {
        extra: { total: price.total, lines: price.lines },
      },
    )
  }

  // Another checkout for this company and email may still charge: the visitor hears of it first.
  const earlier = input.secondOrder ? null : await earlierOpenPayment(payload, input)
  if (earlier) return earlierPaymentRefusal(earlier)

  const attempt: Attempt = {
    ...orderFields(input),
    ...reminderChoice(input),
    total: price.total,
    stateFee: price.stateFee,
    stateFeeEstimated: price.stateFeeEstimated,
    agentRenewalPrice: await agentRenewalPrice(payload),
    passwordHash: await hashPassword(input.password),
    squareIdempotencyKey: squareIdempotencyKey(input.checkoutId, input.token),
    chargingUntil: new Date(Date.now() + leaseMs(settings)).toISOString(),
  }
  const orderId = existing
    ? (await claimOrder(payload, existing.id, attempt, declinedAttempts)) && existing.id
    : await createPendingOrder(payload, input.checkoutId, attempt)
  if (!orderId) {
    // Another request (perhaps on another replica) created or took this checkout's order first.
    const current = await findOrderByCheckout(payload, input.checkoutId)
    if (current && isCharged(current.status)) return succeed({ orderId: current.id })
    // Its attempt has already ended: judge this one again on the order as it is now.
    if (current?.status === 'payment_failed' && retries > 0)
      return payCheckout(payload, input, { address, limits, retries: retries - 1 })
    return inProgress()
  }

  const key = attempt.squareIdempotencyKey
  try {
    if (!(await armAttempt(payload, orderId, key, input.token))) return inProgress()
  } catch (error) {
    // Nothing was sent, but the token may be stored with its answer lost: settling may replay
    // the charge, so the visitor hears it is being confirmed, not "try again".
    if (isDatabaseUnavailable(error)) return paymentConfirming(orderId)
    throw error
  }
  const outcome = await chargeOfAttempt(settings, {
    id: orderId,
    total: price.total,
    squareIdempotencyKey: key,
    squareSourceId: input.token,
  })
  return recordCharge(payload, { orderId, key, declinedAttempts, address }, outcome)
}

/** ORDER_PAY_RATE_LIMIT: pay requests per minute per address (default 20; 0 turns it off). */
const payLimiter = rateLimiterFor(() => ({
  name: 'pay',
  limit: numberSetting(process.env.ORDER_PAY_RATE_LIMIT, 20),
  windowMs: 60_000,
}))

/** POST /api/orders/pay (and /api/v1/pay). */
export const handlePay: PayloadHandler = async (req) => {
  try {
    const address = clientAddress(req.headers)
    const wait = await payLimiter().hit(address)
    if (wait > 0) {
      return fail(
        429,
        'Too many payment attempts from this address. Please wait a minute and try again.',
        { headers: { 'Retry-After': String(wait) } },
      )
    }
    const input = parseWith(payRequestSchema, await readJsonObject(req))
    return await withCheckoutLock(input.checkoutId, () =>
      payCheckout(req.payload, input, { address }),
    )
  } catch (error) {
    return answerUnexpected(req.payload, 'pay', error)
  }
}
