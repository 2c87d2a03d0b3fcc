/** What Square's answers and errors mean for a charge: paid, declined, refused, unknown... */
import { SquareError, SquareTimeoutError } from 'square'

import { connectFailure } from './connectFailure'

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

export const UNAVAILABLE_MESSAGE =
  'The card payment service is not responding. Please try again in a moment.'

const NOT_SENT_MESSAGE =
  'We could not reach the card processor, so the payment was not made and nothing was charged. ' +
  'Please try again in a few minutes.'

// With Node's own fetch, the SDK's timeout rejects with its abort reason, the string "timeout",
// which reaches us as a SquareError carrying that cause rather than as a SquareTimeoutError.
const isTimeout = (error: unknown) =>
  error instanceof SquareTimeoutError || (error instanceof SquareError && error.cause === 'timeout')

export function outcomeOfError(error: unknown): Exclude<ChargeOutcome, { kind: 'paid' }> {
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
