import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible'

import { sharedStatePool } from '@/utilities/sharedStatePool'

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
  /** Takes back one request `hit` counted (one that went well, such as a correct password). */
  refund(key: string): Promise<void>
  /** Forgets the key's count. */
  forget(key: string): Promise<void>
}

export const RATE_LIMITS_TABLE = 'rate_limits'

type Options = {
  /** Names the counter; keys of different limiters never meet. */
  name: string
  limit: number
  windowMs: number
}

function store({ name, limit, windowMs }: Options, shared: boolean): RateLimiterAbstract {
  const options = { keyPrefix: name, points: Math.max(limit, 1), duration: windowMs / 1000 }
  if (!shared) return new RateLimiterMemory(options)
  return new RateLimiterPostgres({
    ...options,
    storeClient: sharedStatePool(),
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
  })
}

/**
 * A limit of 0 turns `hit` off (counting still works). `shared`: counted in PostgreSQL
 * (DATABASE_URL), as the app does; otherwise in this process's memory.
 */
export function createRateLimiter(options: Options, { shared = true } = {}): RateLimiter {
  const limiter = store(options, shared)
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
    async refund(key) {
      // A limit of 0 made `hit` count nothing, so there is nothing to take back.
      if (options.limit <= 0) return
      await limiter.reward(key, 1)
    },
    async forget(key) {
      await limiter.delete(key)
    },
  }
}

/** A shared limiter built on first use, when `options` reads its settings from the environment. */
export function rateLimiterFor(options: () => Options): () => RateLimiter {
  let limiter: RateLimiter | undefined
  return () => (limiter ??= createRateLimiter(options()))
}
