/**
 * After pay has asked Square to charge: record what Square said and tell the visitor the truth.
 * A charge that happened, or may have, is never answered with "try again": when its outcome is
 * unknown, or recording it failed, the answer is 202 PAYMENT_CONFIRMING and the order is left for
 * settling (docs/orders-and-payments.md#the-order-endpoints).
 */
import type { Payload } from 'payload'

import { isDatabaseUnavailable } from '@/errors/errorDetails'

import { recordDecline } from './cardTesting'
import { accepted, fail, succeed } from './http'
import { markFailed, markPaid, markUnknown } from './attemptRecords'
import type { ChargeOutcome } from './squareOutcomes'

export const PAYMENT_CONFIRMING = 'PAYMENT_CONFIRMING'

const CONFIRMING_MESSAGE =
  'We are confirming your payment with the card processor. Once it is confirmed you will get an ' +
  'email within minutes. Please do not pay again: you will not be charged twice.'

/** 202: the card may have been charged; settling (src/order/server/settle.ts) will tell. */
export const paymentConfirming = (orderId: number): Response =>
  accepted(CONFIRMING_MESSAGE, { code: PAYMENT_CONFIRMING, orderId })

type ChargedAttempt = {
  orderId: number
  /** Square's idempotency key of the attempt, which owns the order while it charges. */
  key: string
  declinedAttempts: number
  address: string
}

async function record(
  payload: Payload,
  { orderId, key, declinedAttempts, address }: ChargedAttempt,
  outcome: ChargeOutcome,
): Promise<Response> {
  switch (outcome.kind) {
    case 'paid':
      await markPaid(payload, orderId, key, outcome)
      return succeed({ orderId })
    case 'declined':
    case 'refused': {
      // Both count against card testing: a made-up token is refused rather than declined.
      // Counted before the order is released for another card, so no retry slips past the
      // address and site-wide caps; a failure to count must not hide the decline from the visitor.
      await recordDecline(address).catch((error: unknown) =>
        payload.logger.error(`Order ${orderId}: the decline was not counted: ${String(error)}`),
      )
      await markFailed(payload, orderId, key, outcome.code, declinedAttempts + 1)
      return fail(402, outcome.message, { extra: { code: outcome.code, orderId } })
    }
    case 'notSent':
      // No connection to Square was ever made: a failed attempt, which settling never replays.
      await markFailed(payload, orderId, key, outcome.code)
      payload.logger.warn(
        `Square could not be reached to charge order ${orderId} (${outcome.cause}): nothing was sent.`,
      )
      return fail(502, outcome.message, { extra: { code: outcome.code, orderId } })
    case 'unavailable':
      await markFailed(payload, orderId, key, outcome.code)
      payload.logger.warn(
        `Square refused the charge of order ${orderId} before charging (${outcome.code}).`,
      )
      return fail(502, outcome.message, { extra: { code: outcome.code, orderId } })
    case 'unknown':
      await markUnknown(payload, orderId, key, outcome.code)
      payload.logger.warn(
        `Square did not complete the charge of order ${orderId} (${outcome.code}): its outcome is unknown until it is settled.`,
      )
      return paymentConfirming(orderId)
  }
}

/**
 * Records the outcome of a charge attempt and answers the visitor. When recording fails (the
 * database went away mid-payment), the order stays `pending` with this attempt's key and token,
 * and settling replays the attempt once its lease runs out: a declined card is declined again, so
 * that is still the answer; anything else may end charged, so the visitor hears it is confirming.
 */
export async function recordCharge(
  payload: Payload,
  attempt: ChargedAttempt,
  outcome: ChargeOutcome,
): Promise<Response> {
  try {
    return await record(payload, attempt, outcome)
  } catch (error) {
    const why = isDatabaseUnavailable(error) ? 'the database is unavailable' : 'recording failed'
    payload.logger.error(
      `Order ${attempt.orderId}: the charge outcome (${outcome.kind}) was not recorded, ${why}; it is settled with Square once its lease ends.`,
    )
    if (outcome.kind === 'declined' || outcome.kind === 'refused')
      return fail(402, outcome.message, { extra: { code: outcome.code, orderId: attempt.orderId } })
    return paymentConfirming(attempt.orderId)
  }
}
