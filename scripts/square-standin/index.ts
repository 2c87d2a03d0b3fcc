/**
 * A local stand-in for Square's Payments API, for tests and for local runs without Square
 * credentials. It speaks `POST /v2/payments` in Square's JSON and honours the sandbox test tokens
 * and Square's idempotency rules; nothing leaves the machine.
 *
 *   tsx scripts/square-standin/index.ts [--port 4010] [--host 127.0.0.1]
 *
 * Card tokens (as in Square's sandbox):
 *   cnon:card-nonce-ok                    charged (COMPLETED)
 *   cnon:card-nonce-declined              402 CARD_DECLINED
 *   cnon:card-nonce-rejected-cvv          402 CVV_FAILURE
 *   cnon:card-nonce-rejected-postalcode   402 ADDRESS_VERIFICATION_FAILURE
 *   cnon:card-nonce-rejected-expiration   402 INVALID_EXPIRATION
 *   cnon:card-nonce-already-used          400 CARD_TOKEN_USED
 *   anything else                         404 NOT_FOUND (unknown token)
 * Each also with a suffix (`cnon:card-nonce-ok-2`, `cnon:card-nonce-declined-7`): a fresh token for
 * the same test card, as the card form gives every time a visitor enters a card again.
 *
 * Browser script: GET /v1/square.js serves ./web-payments-stub.js, a stub of Square's
 * Web Payments script (window.Square) whose card form turns Square's test cards into the tokens
 * above; NEXT_PUBLIC_SQUARE_SCRIPT_URL points the app's card form at it (see standinEnv).
 *
 * Idempotency: the same idempotency_key with the same body answers the first answer again and
 * charges nothing more; the same key with a different body answers 400 IDEMPOTENCY_KEY_REUSED.
 *
 * GET /v2/payments lists the completed payments (begin_time, location_id, limit, cursor), as
 * Square's ListPayments does; the server looks a payment up there when a replay is refused.
 *
 * POST /v2/refunds refunds (part of) a completed payment as Square's RefundPayment does: PENDING
 * refunds, at most what is left of the payment (400 REFUND_AMOUNT_INVALID beyond it), 404 for an
 * unknown payment, and the same idempotency rules as payments. GET /v2/payments/{id} answers the
 * payment with its `refund_ids` and `refunded_money`, GET /v2/refunds/{id} one refund.
 *
 * Cards on file: POST /v2/customers makes a customer; POST /v2/cards saves the card a test token
 * stands for (`cnon:card-nonce-ok…`, or a completed payment's id; a declining token answers its decline) for an existing
 * customer; POST /v2/cards/{id}/disable disables it. A payment whose source_id is a saved card's id
 * needs that card's customer_id (400 otherwise, or for a disabled card, 404 for an unknown one).
 * These writes honour idempotency keys and never take a queued fault.
 *
 * Controls (not part of Square's API):
 *   GET    /__standin/cards     { cards }: the cards saved so far
 *   POST   /__standin/cards/decline  { cardId? }: that card (or every saved card) declines from now
 *   GET    /__standin/charges   { count, requests, payments, refunds, refundRequests }: the
 *                               payments charged and refunds made so far, and how many requests
 *                               of each arrived (replays included)
 *   POST   /__standin/faults    { mode: 'error', status?: 500, afterCharge?: true } | { mode: 'hang' } |
 *                               { mode: 'delay', ms } | { mode: 'drop' }, plus times?: n (default 1):
 *                               the next n payment or refund requests fail that way ('delay' charges,
 *                               then answers late; 'error' with afterCharge charges, then answers the
 *                               error; 'drop' charges, then closes the connection without an answer)
 *   DELETE /__standin/faults    clears pending faults
 *   POST   /__standin/forget-keys  forgets every idempotency key so far, as Square does after a
 *                               while: a replay then answers 400 CARD_TOKEN_USED (its token is spent)
 *   POST   /__standin/reset     forgets payments, idempotency keys and faults
 *
 * Files: server.ts (routes and lifecycle), payments.ts, refunds.ts, cards.ts, reads.ts (Square's endpoints),
 * writes.ts (authorization and idempotency), faults.ts and controls.ts (the controls above),
 * browserScript.ts, state.ts (what one stand-in remembers), answers.ts (Square's error shapes).
 */
import { pathToFileURL } from 'node:url'

import { type SquareStandin, startSquareStandin } from './server'

export { BROWSER_STUB_PATH } from './browserScript'
export { type SquareStandin, startSquareStandin } from './server'
export type { StandinPayment, StandinRefund } from './state'

export const STANDIN_ACCESS_TOKEN = 'standin-access-token'
export const STANDIN_LOCATION_ID = 'STANDIN-LOCATION'
/** A sandbox-shaped application id: Square's script (and its stub) refuse other shapes. */
export const STANDIN_APPLICATION_ID = 'sandbox-sq0idb-local-standin'

/**
 * The environment that points the app at a running stand-in: the server's Square client, and the
 * application and location ids of the browser's card form. With `browserScript`, the card form
 * also loads the stand-in's stub of Square's script (NEXT_PUBLIC_SQUARE_SCRIPT_URL); without it,
 * the form loads Square's sandbox script (which the end-to-end tests route to the stub).
 */
export function standinEnv(
  standin: Pick<SquareStandin, 'url'>,
  { browserScript = false }: { browserScript?: boolean } = {},
): Record<string, string> {
  return {
    SQUARE_ACCESS_TOKEN: STANDIN_ACCESS_TOKEN,
    SQUARE_ENVIRONMENT: 'sandbox',
    SQUARE_BASE_URL: standin.url,
    SQUARE_LOCATION_ID: STANDIN_LOCATION_ID,
    NEXT_PUBLIC_SQUARE_APPLICATION_ID: STANDIN_APPLICATION_ID,
    NEXT_PUBLIC_SQUARE_LOCATION_ID: STANDIN_LOCATION_ID,
    ...(browserScript ? { NEXT_PUBLIC_SQUARE_SCRIPT_URL: `${standin.url}/v1/square.js` } : {}),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port')
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4010
  const hostArg = process.argv.indexOf('--host')
  const host = hostArg > 0 ? process.argv[hostArg + 1] : undefined
  const standin = await startSquareStandin({ port, host })
  console.log(`Square stand-in on ${standin.url}`)
  for (const [name, value] of Object.entries(standinEnv(standin, { browserScript: true })))
    console.log(`  ${name}=${value}`)
  const stop = () => void standin.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
