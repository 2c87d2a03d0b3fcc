/**
 * Limits against card testing (trying stolen card numbers through our checkout), none of which a
 * client can lift by changing what it sends:
 * - ORDER_DECLINES_PER_CHECKOUT (default 5): declined cards one checkout may try; then 429.
 * - ORDER_DECLINE_CEILING (default 100) per ORDER_DECLINE_WINDOW_MINUTES (default 10): declines
 *   site-wide after which pay takes no new card until the window has moved on, and staff are
 *   alerted in the log. 0 turns a limit off.
 * The per-address request limit sits in front of both (see pay.ts and clientAddress.ts).
 */
import type { Payload } from 'payload'

export type CardTestingLimits = { perCheckout: number; ceiling: number; windowMs: number }

const setting = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : fallback
}

export const cardTestingLimits = (env: Record<string, string | undefined> = process.env): CardTestingLimits => ({
  perCheckout: setting(env.ORDER_DECLINES_PER_CHECKOUT, 5),
  ceiling: setting(env.ORDER_DECLINE_CEILING, 100),
  windowMs: setting(env.ORDER_DECLINE_WINDOW_MINUTES, 10) * 60_000,
})

export const checkoutCapReached = (declinedAttempts: number, limits: CardTestingLimits) =>
  limits.perCheckout > 0 && declinedAttempts >= limits.perCheckout

/** Declines site-wide in a sliding window (this process; shared counters come with replicas). */
export function createDeclineCounter() {
  let declines: number[] = []
  let alertedAt = 0
  const prune = (now: number, windowMs: number) => {
    const since = now - windowMs
    if (declines.length && declines[0]! <= since) declines = declines.filter((at) => at > since)
  }
  return {
    record(now = Date.now()) {
      declines.push(now)
    },
    /** True while the ceiling is reached; the first time in a window it alerts staff in the log. */
    exceeded(payload: Payload, limits: CardTestingLimits, now = Date.now()): boolean {
      if (limits.ceiling <= 0) return false
      prune(now, limits.windowMs)
      if (declines.length < limits.ceiling) return false
      if (now - alertedAt > limits.windowMs) {
        alertedAt = now
        payload.logger.error(
          `ALERT: ${declines.length} declined card payments in the last ${limits.windowMs / 60_000} minutes ` +
            '(ORDER_DECLINE_CEILING): card payments are refused until the rate drops. Possible card testing.',
        )
      }
      return true
    },
    reset() {
      declines = []
      alertedAt = 0
    },
  }
}

export const siteDeclines = createDeclineCounter()
