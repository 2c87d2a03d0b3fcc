import type { Payload } from 'payload'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible'

/**
 * Fixed-window counters per key (rate-limiter-flexible). In the app they live in PostgreSQL's
 * `rate_limits` table (migration `shared_limits`), so every replica of the app counts against the
 * same limit; without a database (unit tests) in memory.
 */
export type RateLimiter = {
  /** Counts one request; resolves to the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): Promise<number>
  /** Adds one to the key's count without judging it (a declined card, say). */
  record(key: string): Promise<void>
  /** The key's count in its current window. */
  count(key: string): Promise<number>
}

export const RATE_LIMITS_TABLE = 'rate_limits'

type Options = {
  /** Names the counter; keys of different limiters never meet. */
  name: string
  limit: number
  windowMs: number
}

function store({ name, limit, windowMs }: Options, payload?: Payload): RateLimiterAbstract {
  const options = { keyPrefix: name, points: Math.max(limit, 1), duration: windowMs / 1000 }
  if (!payload) return new RateLimiterMemory(options)
  return new RateLimiterPostgres({
    ...options,
    storeClient: payload.db.pool,
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
  })
}

/** A limit of 0 turns `hit` off (counting still works). */
export function createRateLimiter(options: Options, payload?: Payload): RateLimiter {
  const limiter = store(options, payload)
  return {
    async hit(key) {
      if (options.limit <= 0) return 0
      try {
        await limiter.consume(key)
        return 0
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      }
    },
    async record(key) {
      await limiter.penalty(key, 1)
    },
    async count(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0
    },
  }
}

/**
 * A limiter per Payload instance (its pool), built on first use, when `options` reads its
 * settings from the environment.
 */
export function rateLimiterFor(options: () => Options): (payload: Payload) => RateLimiter {
  const limiters = new WeakMap<Payload, RateLimiter>()
  return (payload) => {
    let limiter = limiters.get(payload)
    if (!limiter) limiters.set(payload, (limiter = createRateLimiter(options(), payload)))
    return limiter
  }
}
