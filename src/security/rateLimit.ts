/**
 * A fixed-window counter per key, in this process's memory: enough to stop one address from
 * hammering the pay endpoint (each attempt costs a password hash and a call to Square).
 */
export type RateLimiter = {
  /** Counts one request; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number
}

export function createRateLimiter({
  limit,
  windowMs,
}: {
  limit: number
  windowMs: number
}): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  let lastSweep = 0

  return {
    hit(key) {
      if (limit <= 0) return 0
      const now = Date.now()
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k)
        lastSweep = now
      }
      let window = windows.get(key)
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      return window.count > limit ? Math.ceil((window.startedAt + windowMs - now) / 1000) : 0
    },
  }
}
