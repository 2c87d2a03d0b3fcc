import type pg from 'pg'

type Callback = (error: Error | undefined, ...results: unknown[]) => void

/** `callback` (node-postgres's last argument, when given), telling `onFailure` of its error. */
function telling(callback: Callback, onFailure: (error: unknown) => void): Callback {
  return (error, ...results) => {
    if (error) onFailure(error)
    callback(error, ...results)
  }
}

/**
 * Tells `onFailure` of every error `pool` gives when asked for a connection or a query, in the
 * caller's context (an API request's), even when the caller then swallows it: Payload takes a
 * session it could not look up for no session at all.
 */
export function reportFailures(pool: pg.Pool, onFailure: (error: unknown) => void): void {
  for (const method of ['connect', 'query'] as const) {
    const original = pool[method] as (...args: unknown[]) => unknown
    pool[method] = function (this: pg.Pool, ...args: unknown[]) {
      const last = args.length - 1
      if (typeof args[last] === 'function') {
        args[last] = telling(args[last] as Callback, onFailure)
        return original.apply(this, args)
      }
      const result = original.apply(this, args)
      if (result instanceof Promise) result.catch(onFailure)
      return result
    } as never
  }
}
