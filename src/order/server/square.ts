import { SquareClient, SquareEnvironment, SquareError, SquareTimeoutError } from 'square'

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
export function squareSettings(env: Record<string, string | undefined> = process.env): SquareSettings {
  const token = env.SQUARE_ACCESS_TOKEN
  const locationId = env.SQUARE_LOCATION_ID || env.NEXT_PUBLIC_SQUARE_LOCATION_ID
  const environment = env.SQUARE_ENVIRONMENT || 'sandbox'
  const missing = [
    !token && 'SQUARE_ACCESS_TOKEN',
    !locationId && 'SQUARE_LOCATION_ID (or NEXT_PUBLIC_SQUARE_LOCATION_ID)',
  ].filter(Boolean)
  if (missing.length) throw new SquareNotConfigured(`Square is not configured: set ${missing.join(' and ')}.`)
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
      // Retrying a 5xx or 429 resends the same idempotency key, so it can never charge twice.
      maxRetries: 2,
    })
    cached = { key, client }
  }
  return cached.client
}

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
  /** Square refused the card or the request about it: the visitor can fix it (another card). */
  | { kind: 'declined'; code: string; message: string }
  /** Square refused the request before charging (our credentials, its rate limit): try again later. */
  | { kind: 'unavailable'; code: string; message: string }
  /**
   * No answer, or Square failed while handling the request (timeout, network, 5xx): the card may
   * have been charged. The attempt must be settled with Square before another one may charge.
   */
  | { kind: 'unknown'; code: string; message: string }

const DECLINE_MESSAGES: Record<string, string> = {
  CARD_DECLINED: 'The card was declined.',
  GENERIC_DECLINE: 'The card was declined.',
  INSUFFICIENT_FUNDS: 'The card was declined for insufficient funds.',
  CVV_FAILURE: "The card's security code (CVV) was not accepted.",
  ADDRESS_VERIFICATION_FAILURE: 'The postal code does not match the card.',
  INVALID_EXPIRATION: "The card's expiration date is not valid.",
  INVALID_CARD: 'The card number is not valid.',
  CARD_EXPIRED: 'The card has expired.',
  CARD_TOKEN_USED: 'This card entry was already used: enter the card again.',
  CARD_TOKEN_EXPIRED: 'This card entry has expired: enter the card again.',
  // The same card token again with a changed order: Square wants a fresh token for a new request.
  IDEMPOTENCY_KEY_REUSED: 'This card entry was already used: enter the card again.',
}

const UNAVAILABLE_MESSAGE = 'The card payment service is not responding. Please try again in a moment.'

/** Charges a card with Square's `payments.create`; never throws for Square's answers. */
export async function chargeCard(settings: SquareSettings, charge: Charge): Promise<ChargeOutcome> {
  try {
    const { payment } = await clientFor(settings).payments.create({
      sourceId: charge.sourceId,
      idempotencyKey: charge.idempotencyKey,
      amountMoney: { amount: BigInt(charge.amountCents), currency: 'USD' },
      locationId: settings.locationId,
      referenceId: charge.referenceId,
      note: charge.note,
      autocomplete: true,
    })
    if (payment?.id && payment.status === 'COMPLETED') {
      return {
        kind: 'paid',
        paymentId: payment.id,
        receiptUrl: payment.receiptUrl ?? null,
        amountCents: Number(payment.amountMoney?.amount ?? charge.amountCents),
      }
    }
    const code = `PAYMENT_${payment?.status ?? 'UNKNOWN'}`
    return { kind: 'declined', code, message: 'The card was not charged.' }
  } catch (error) {
    return outcomeOfError(error)
  }
}

// With Node's own fetch, the SDK's timeout rejects with its abort reason, the string "timeout",
// which reaches us as a SquareError carrying that cause rather than as a SquareTimeoutError.
const isTimeout = (error: unknown) =>
  error instanceof SquareTimeoutError || (error instanceof SquareError && error.cause === 'timeout')

function outcomeOfError(error: unknown): ChargeOutcome {
  if (isTimeout(error)) return { kind: 'unknown', code: 'TIMEOUT', message: UNAVAILABLE_MESSAGE }
  // A connection that failed or dropped: the request may have reached Square.
  if (!(error instanceof SquareError) || error.statusCode === undefined) {
    return { kind: 'unknown', code: 'NETWORK_ERROR', message: UNAVAILABLE_MESSAGE }
  }
  const status = error.statusCode
  const reported = error.errors[0]?.code
  const code = reported && reported !== 'Unknown' ? reported : `HTTP_${status}`
  if (status >= 500) return { kind: 'unknown', code, message: UNAVAILABLE_MESSAGE }
  // 401/403: our access token or location is wrong; 429: Square's rate limit. Nothing was charged.
  if (status === 401 || status === 403 || status === 429) {
    return { kind: 'unavailable', code, message: UNAVAILABLE_MESSAGE }
  }
  return {
    kind: 'declined',
    code,
    message: DECLINE_MESSAGES[code] ?? 'The card could not be charged. Check the details or use another card.',
  }
}
