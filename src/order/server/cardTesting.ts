/**
 * Limits against card testing (trying stolen card numbers through our checkout), none of which a
 * client can lift by changing what it sends:
 * - ORDER_DECLINES_PER_CHECKOUT (default 5): declined cards one checkout may try; then 429.
 * - ORDER_DECLINES_PER_ADDRESS (default 10) per hour: declined cards from one client address
 *   (IPv6 counted per /64), whatever checkout ids it makes up; then 429.
 * - ORDER_DECLINE_CEILING (default 100) per ORDER_DECLINE_WINDOW_MINUTES (default 10): declines
 *   site-wide after which pay takes no new card until the window has moved on, and staff are
 *   alerted in the log.
 * 0 turns a limit off. The per-address request limit sits in front of all three (see pay.ts).
 */
import type { Payload } from 'payload'

import { RATE_LIMITS_TABLE, rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'
import { sharedStatePool } from '@/utilities/sharedStatePool'

export type CardTestingLimits = {
  perCheckout: number
  perAddress: number
  ceiling: number
  windowMs: number
}

const ADDRESS_WINDOW_MS = 60 * 60_000

export const cardTestingLimits = (
  env: Record<string, string | undefined> = process.env,
): CardTestingLimits => ({
  perCheckout: numberSetting(env.ORDER_DECLINES_PER_CHECKOUT, 5),
  perAddress: numberSetting(env.ORDER_DECLINES_PER_ADDRESS, 10),
  ceiling: numberSetting(env.ORDER_DECLINE_CEILING, 100),
  windowMs: numberSetting(env.ORDER_DECLINE_WINDOW_MINUTES, 10) * 60_000,
})

/**
 * Declines per client address (an hour) and site-wide (ORDER_DECLINE_WINDOW_MINUTES), counted in
 * the shared store so that every replica of the app sees the same totals.
 */
const addressDeclines = rateLimiterFor(() => ({
  name: 'declines-address',
  limit: cardTestingLimits().perAddress,
  windowMs: ADDRESS_WINDOW_MS,
}))
const siteDeclines = rateLimiterFor(() => ({
  name: 'declines-site',
  limit: cardTestingLimits().ceiling,
  windowMs: cardTestingLimits().windowMs || 60_000,
}))
const SITE = '*'
let alertedAt = 0

/** Counts one declined card, site-wide and for its address. */
export async function recordDecline(address: string): Promise<void> {
  await Promise.all([
    siteDeclines().record(SITE),
    address !== 'unknown' && addressDeclines().record(address),
  ])
}

/** Why pay must not try another card now, as the answer to give; undefined when it may. */
export async function cardTestingRefusal(
  payload: Payload,
  { declinedAttempts, address }: { declinedAttempts: number; address: string },
  limits: CardTestingLimits,
): Promise<{ status: 429 | 503; message: string } | undefined> {
  if (limits.perCheckout > 0 && declinedAttempts >= limits.perCheckout) {
    return {
      status: 429,
      message:
        `This order has had ${declinedAttempts} declined cards, so it takes no more card payments. ` +
        'Please contact our support team and we will help you complete it.',
    }
  }
  if (
    limits.perAddress > 0 &&
    address !== 'unknown' &&
    (await addressDeclines().count(address)) >= limits.perAddress
  ) {
    return {
      status: 429,
      message:
        'Too many declined cards from this address. Please try again in an hour or contact our support team.',
    }
  }
  if (limits.ceiling > 0) {
    const recent = await siteDeclines().count(SITE)
    if (recent >= limits.ceiling) {
      const now = Date.now()
      // Once per window and replica: each replica that refuses says so in its own log.
      if (now - alertedAt > limits.windowMs) {
        alertedAt = now
        payload.logger.error(
          `ALERT: ${recent} declined card payments in the last ${limits.windowMs / 60_000} minutes ` +
            '(ORDER_DECLINE_CEILING): card payments are refused until the rate drops. Possible card testing.',
        )
      }
      return {
        status: 503,
        message:
          'Card payments are paused for a few minutes. Please try again later or contact our support team.',
      }
    }
  }
  return undefined
}

/** Forgets every decline count and the alert (tests). */
export async function resetDeclineCounts(): Promise<void> {
  await sharedStatePool().query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE key LIKE 'declines-%'`)
  alertedAt = 0
}
