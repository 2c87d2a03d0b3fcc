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

export type CardTestingLimits = {
  perCheckout: number
  perAddress: number
  ceiling: number
  windowMs: number
}

const ADDRESS_WINDOW_MS = 60 * 60_000

const setting = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0
    ? number
    : fallback
}

export const cardTestingLimits = (
  env: Record<string, string | undefined> = process.env,
): CardTestingLimits => ({
  perCheckout: setting(env.ORDER_DECLINES_PER_CHECKOUT, 5),
  perAddress: setting(env.ORDER_DECLINES_PER_ADDRESS, 10),
  ceiling: setting(env.ORDER_DECLINE_CEILING, 100),
  windowMs: setting(env.ORDER_DECLINE_WINDOW_MINUTES, 10) * 60_000,
})

/** Timestamps of declines per key in this process (shared counters come with several replicas). */
function createDeclineLog() {
  const log = new Map<string, number[]>()
  let sweptAt = 0
  return {
    record(key: string, now = Date.now()) {
      const times = log.get(key) ?? []
      times.push(now)
      log.set(key, times)
    },
    count(key: string, windowMs: number, now = Date.now()): number {
      if (now - sweptAt > ADDRESS_WINDOW_MS) {
        for (const [k, times] of log) if (times.at(-1)! <= now - ADDRESS_WINDOW_MS) log.delete(k)
        sweptAt = now
      }
      const recent = (log.get(key) ?? []).filter((at) => at > now - windowMs)
      if (recent.length) log.set(key, recent)
      else log.delete(key)
      return recent.length
    },
    reset() {
      log.clear()
    },
  }
}

const declines = createDeclineLog()
const SITE = '*'
let alertedAt = 0

/** Counts one declined card, site-wide and for its address. */
export function recordDecline(address: string, now = Date.now()): void {
  declines.record(SITE, now)
  if (address !== 'unknown') declines.record(address, now)
}

/** Why pay must not try another card now, as the answer to give; undefined when it may. */
export function cardTestingRefusal(
  payload: Payload,
  { declinedAttempts, address }: { declinedAttempts: number; address: string },
  limits: CardTestingLimits,
  now = Date.now(),
): { status: 429 | 503; message: string } | undefined {
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
    declines.count(address, ADDRESS_WINDOW_MS, now) >= limits.perAddress
  ) {
    return {
      status: 429,
      message:
        'Too many declined cards from this address. Please try again in an hour or contact our support team.',
    }
  }
  if (limits.ceiling > 0) {
    const recent = declines.count(SITE, limits.windowMs, now)
    if (recent >= limits.ceiling) {
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

/** Forgets every count (tests). */
export function resetDeclineCounts(): void {
  declines.reset()
  alertedAt = 0
}
