import {
  type Square,
  SquareClient,
  SquareEnvironment,
  SquareError,
  SquareTimeoutError,
} from 'square'

import { connectFailure } from './connectFailure'

export type SquareSettings = {
  token: string
  /** API base: SQUARE_BASE_URL, else Square's sandbox or production host. */
  baseUrl: string
  locationId: string
  timeoutMs: number
}

export class SquareNotConfigured extends Error {}

const DEFAULT_TIMEOUT_MS = 10_000

/** Square settings from the environment; names (never values) of what is missing in the error. */
export function squareSettings(
  env: Record<string, string | undefined> = process.env,
): SquareSettings {
  const token = env.SQUARE_ACCESS_TOKEN
  const locationId = env.SQUARE_LOCATION_ID || env.NEXT_PUBLIC_SQUARE_LOCATION_ID
  const environment = env.SQUARE_ENVIRONMENT || 'sandbox'
  const missing = [
    !token && 'SQUARE_ACCESS_TOKEN',
    !locationId && 'SQUARE_LOCATION_ID (or NEXT_PUBLIC_SQUARE_LOCATION_ID)',
  ].filter(Boolean)
  if (missing.length)
    throw new SquareNotConfigured(`Square is not configured: set ${missing.join(' and ')}.`)
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new SquareNotConfigured('SQUARE_ENVIRONMENT must be "sandbox" or "production".')
  }
  const timeoutMs = Number(env.SQUARE_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS
  const baseUrl =
    env.SQUARE_BASE_URL ||
    (environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox)
  return { token: token!, locationId: locationId!, baseUrl, timeoutMs }
}

let cached: { key: string; client: SquareClient } | undefined

function clientFor(settings: SquareSettings): SquareClient {
  const key = `${settings.baseUrl}\n${settings.timeoutMs}\n${settings.token}`
  if (cached?.key !== key) {
    const client = new SquareClient({
      token: settings.token,
      baseUrl: settings.baseUrl,
      timeoutInSeconds: settings.timeoutMs / 1000,
      // No retries inside a charge: a retried 5xx that ends in a 429 would hide that the first
      // try may have charged. An unanswered attempt is settled by replaying it instead.
      maxRetries: 0,
    })
    cached = { key, client }
  }
  return cached.client
}

/**
 * Bounds a whole call, reading the answer included: the SDK's own timeout (SQUARE_TIMEOUT_MS)
 * stops at the answer's headers, so this deadline is twice that.
 */
export const callDeadlineMs = (settings: SquareSettings) => 2 * settings.timeoutMs
const within = (settings: SquareSettings) => ({
  abortSignal: AbortSignal.timeout(callDeadlineMs(settings)),
  maxRetries: 0,
})

export type Charge = {
  /** Card token from the Web Payments SDK. */
  sourceId: string
  /** The same key for the same attempt: Square then answers a retry without charging again. */
  idempotencyKey: string
  amountCents: number
  /** Our order id, shown in Square's dashboard (at most 40 characters). */
  referenceId: string
  note?: string
}

export type ChargeOutcome =
  | { kind: 'paid'; paymentId: string | null; receiptUrl: string | null; amountCents: number }
  /** Square declined the card: nothing was charged; another card may be tried. */
  | { kind: 'declined'; code: string; message: string }
  /**
   * Square refused the request for another reason (a used or expired token, a reused key, a
   * malformed request). A first attempt charged nothing; a replay's refusal proves nothing.
   */
  | { kind: 'refused'; code: string; message: string }
  /** Square did not process the request (our credentials, its rate limit): try again later. */
  | { kind: 'unavailable'; code: string; message: string }
  /**
   * The request never left this server: no connection to Square could be made (refused, no such
   * host, the connection itself timed out). Nothing was charged, and nothing can be later: the
   * attempt is over, not unsettled. Only the first sending proves this; a replay that cannot
   * connect says nothing about the request it repeats.
   */
  | { kind: 'notSent'; code: string; message: string; cause: string }
  /**
   * No answer, or Square failed while handling the request (timeout, network, 5xx): the card may
   * have been charged. The attempt must be settled with Square before another one may charge.
   */
  | { kind: 'unknown'; code: string; message: string }

/** Refusals about the card itself, each with what the visitor should hear. */
const DECLINE_MESSAGES: Record<string, string> = {
  CARD_DECLINED: 'The card was declined.',
  GENERIC_DECLINE: 'The card was declined.',
  INSUFFICIENT_FUNDS: 'The card was declined for insufficient funds.',
  CVV_FAILURE: "The card's security code (CVV) was not accepted.",
  ADDRESS_VERIFICATION_FAILURE: 'The postal code does not match the card.',
  INVALID_EXPIRATION: "The card's expiration date is not valid.",
  INVALID_CARD: 'The card number is not valid.',
  CARD_EXPIRED: 'The card has expired.',
}

const REFUSAL_MESSAGES: Record<string, string> = {
  CARD_TOKEN_USED: 'This card entry was already used: enter the card again.',
  CARD_TOKEN_EXPIRED: 'This card entry has expired: enter the card again.',
  // The same card token again with a changed order: Square wants a fresh token for a new request.
  IDEMPOTENCY_KEY_REUSED: 'This card entry was already used: enter the card again.',
}

const UNAVAILABLE_MESSAGE =
  'The card payment service is not responding. Please try again in a moment.'

const NOT_SENT_MESSAGE =
  'We could not reach the card processor, so the payment was not made and nothing was charged. ' +
  'Please try again in a few minutes.'

const paidOutcome = (payment: Square.Payment, fallbackCents: number): ChargeOutcome => ({
  kind: 'paid',
  paymentId: payment.id ?? null,
  receiptUrl: payment.receiptUrl ?? null,
  amountCents: Number(payment.amountMoney?.amount ?? fallbackCents),
})

/** Charges a card with Square's `payments.create`; never throws for Square's answers. */
export async function chargeCard(settings: SquareSettings, charge: Charge): Promise<ChargeOutcome> {
  try {
    const { payment } = await clientFor(settings).payments.create(
      {
        sourceId: charge.sourceId,
        idempotencyKey: charge.idempotencyKey,
        amountMoney: { amount: BigInt(charge.amountCents), currency: 'USD' },
        locationId: settings.locationId,
        referenceId: charge.referenceId,
        note: charge.note,
        autocomplete: true,
      },
      within(settings),
    )
    if (payment?.id && payment.status === 'COMPLETED')
      return paidOutcome(payment, charge.amountCents)
    const code = `PAYMENT_${payment?.status ?? 'UNKNOWN'}`
    if (payment?.status === 'FAILED' || payment?.status === 'CANCELED') {
      return { kind: 'declined', code, message: 'The card was not charged.' }
    }
    // Approved or pending without completing: it may still complete, so it is not a refusal.
    return { kind: 'unknown', code, message: UNAVAILABLE_MESSAGE }
  } catch (error) {
    return outcomeOfError(error)
  }
}

/**
 * Looks for a completed payment of ours (by reference id) among the location's payments since
 * `since`: the answer to an attempt whose replay Square refused. 'paid' when found, 'refused'
 * when Square has none, 'unknown' when it could not be asked.
 */
export async function findPayment(
  settings: SquareSettings,
  referenceId: string,
  since: Date,
): Promise<ChargeOutcome> {
  try {
    const page = await clientFor(settings).payments.list(
      {
        beginTime: since.toISOString(),
        locationId: settings.locationId,
        sortOrder: 'ASC',
        limit: 100,
      },
      within(settings),
    )
    let seen = 0
    for await (const payment of page) {
      if (payment.referenceId === referenceId && payment.status === 'COMPLETED')
        return paidOutcome(payment, 0)
      // A location taking thousands of payments an hour would need Square's search by order.
      if (++seen >= 2000)
        return { kind: 'unknown', code: 'LOOKUP_TOO_LONG', message: UNAVAILABLE_MESSAGE }
    }
    return { kind: 'refused', code: 'NO_SUCH_PAYMENT', message: 'The card was not charged.' }
  } catch (error) {
    const outcome = outcomeOfError(error)
    return outcome.kind === 'unknown'
      ? outcome
      : { kind: 'unknown', code: outcome.code, message: UNAVAILABLE_MESSAGE }
  }
}

// With Node's own fetch, the SDK's timeout rejects with its abort reason, the string "timeout",
// which reaches us as a SquareError carrying that cause rather than as a SquareTimeoutError.
const isTimeout = (error: unknown) =>
  error instanceof SquareTimeoutError || (error instanceof SquareError && error.cause === 'timeout')

function outcomeOfError(error: unknown): Exclude<ChargeOutcome, { kind: 'paid' }> {
  if (isTimeout(error)) return { kind: 'unknown', code: 'TIMEOUT', message: UNAVAILABLE_MESSAGE }
  const cause = connectFailure(error)
  if (cause)
    return { kind: 'notSent', code: 'SQUARE_UNREACHABLE', message: NOT_SENT_MESSAGE, cause }
  // A connection that failed, dropped or was cut by our deadline: the request may have arrived.
  if (!(error instanceof SquareError) || error.statusCode === undefined) {
    return { kind: 'unknown', code: 'NETWORK_ERROR', message: UNAVAILABLE_MESSAGE }
  }
  const status = error.statusCode
  const reported = error.errors[0]?.code
  const code = reported && reported !== 'Unknown' ? reported : `HTTP_${status}`
  // 5xx, 408 (Square's own timeout) and 409 (a concurrent request with the same key): undecided.
  if (status >= 500 || status === 408 || status === 409)
    return { kind: 'unknown', code, message: UNAVAILABLE_MESSAGE }
  // 401/403: our access token or location is wrong; 429: Square's rate limit. Nothing was processed.
  if (status === 401 || status === 403 || status === 429)
    return { kind: 'unavailable', code, message: UNAVAILABLE_MESSAGE }
  if (status === 402 || Object.hasOwn(DECLINE_MESSAGES, code)) {
    return { kind: 'declined', code, message: DECLINE_MESSAGES[code] ?? 'The card was declined.' }
  }
  return {
    kind: 'refused',
    code,
    message:
      REFUSAL_MESSAGES[code] ??
      'The card could not be charged. Check the details or use another card.',
  }
}

export type RefundRequest = {
  paymentId: string
  /** The same key for the same refund: Square then answers a repeat without refunding again. */
  idempotencyKey: string
  amountCents: number
  reason: string
}

export type RefundOutcome =
  /** Square took the refund: PENDING until the card network settles it, then COMPLETED. */
  | { kind: 'refunded'; refundId: string; status: string; amountCents: number }
  /** Square refused it (more than is left, an unknown payment): nothing was refunded. */
  | { kind: 'refused'; code: string; message: string }
  /** Square did not process the request (our credentials, its rate limit). */
  | { kind: 'unavailable'; code: string; message: string }
  /** No answer: the refund may exist. Repeating it with the same key settles it. */
  | { kind: 'unknown'; code: string; message: string }

const REFUND_REFUSALS: Record<string, string> = {
  REFUND_AMOUNT_INVALID: 'Square refused the amount: it is more than is left of the payment.',
  REFUND_ALREADY_PENDING: 'Square is still processing an earlier refund of this payment.',
  NOT_FOUND: 'Square does not know this payment.',
  IDEMPOTENCY_KEY_REUSED: 'This refund was already asked for with other details.',
}

/** Refunds (part of) a payment with Square's `refunds.refundPayment`; never throws for Square's answers. */
export async function refundPayment(
  settings: SquareSettings,
  request: RefundRequest,
): Promise<RefundOutcome> {
  try {
    const { refund } = await clientFor(settings).refunds.refundPayment(
      {
        paymentId: request.paymentId,
        idempotencyKey: request.idempotencyKey,
        amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
        reason: request.reason,
      },
      within(settings),
    )
    if (refund?.id && (refund.status === 'PENDING' || refund.status === 'COMPLETED')) {
      return {
        kind: 'refunded',
        refundId: refund.id,
        status: refund.status,
        amountCents: Number(refund.amountMoney?.amount ?? request.amountCents),
      }
    }
    const code = `REFUND_${refund?.status ?? 'UNKNOWN'}`
    if (refund?.status === 'REJECTED' || refund?.status === 'FAILED')
      return { kind: 'refused', code, message: 'Square did not refund the payment.' }
    return { kind: 'unknown', code, message: UNAVAILABLE_MESSAGE }
  } catch (error) {
    const outcome = outcomeOfError(error)
    if (outcome.kind === 'unknown' || outcome.kind === 'unavailable') return outcome
    // Never sent: nothing was refunded, and staff may press Refund again.
    if (outcome.kind === 'notSent')
      return { kind: 'unavailable', code: outcome.code, message: outcome.message }
    return {
      kind: 'refused',
      code: outcome.code,
      message: REFUND_REFUSALS[outcome.code] ?? `Square refused the refund (${outcome.code}).`,
    }
  }
}

export type FoundRefund = { refundId: string; status: string; amountCents: number }

/**
 * The refunds Square holds for a payment beyond `known` (ids already recorded): what a refund
 * whose answer was lost left behind. 'unknown' when Square could not be asked.
 */
export async function unrecordedRefunds(
  settings: SquareSettings,
  paymentId: string,
  known: readonly string[],
): Promise<{ kind: 'found'; refunds: FoundRefund[] } | { kind: 'unknown'; code: string }> {
  try {
    const client = clientFor(settings)
    const { payment } = await client.payments.get({ paymentId }, within(settings))
    const refunds: FoundRefund[] = []
    for (const refundId of payment?.refundIds ?? []) {
      if (known.includes(refundId)) continue
      const { refund } = await client.refunds.get({ refundId }, within(settings))
      if (refund?.status === 'PENDING' || refund?.status === 'COMPLETED')
        refunds.push({
          refundId,
          status: refund.status,
          amountCents: Number(refund.amountMoney?.amount ?? 0),
        })
    }
    return { kind: 'found', refunds }
  } catch (error) {
    return { kind: 'unknown', code: outcomeOfError(error).code }
  }
}
