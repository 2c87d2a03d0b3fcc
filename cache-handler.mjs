/**
 * Next's incremental cache: rendered pages, route data, `unstable_cache` entries and the tags
 * that invalidate them. With REDIS_URL it lives in Redis (@fortedigital/nextjs-cache-handler), so
 * a revalidatePath/revalidateTag on any replica of the app reaches all of them; without it, it is
 * Next's own file-system cache, exactly as when no handler is configured.
 *
 * Plain JavaScript: Next loads it by its path (next.config.ts `cacheHandler`).
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const REDIS_URL = process.env.REDIS_URL
const building = process.env.NEXT_PHASE === 'phase-production-build'

/**
 * The shared cache. Redis being down never takes the site down: commands fail at once instead of
 * queueing (disableOfflineQueue), the handler treats that as a miss and pages are rendered fresh
 * until the client has reconnected. A revalidation lost meanwhile (a publish while Redis was
 * unreachable or too slow) would let pages cached before it come back: so after any error the
 * whole cache is cleared as soon as Redis answers again.
 */
async function redisCacheHandler(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('redis'),
  ])
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 5_000,
      keepAlive: true,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
    },
  })
  let reportedAt = 0
  let clearNeeded = false
  const report = (message) => {
    if (Date.now() - reportedAt < 60_000) return
    reportedAt = Date.now()
    console.error(`Shared cache (REDIS_URL): ${message}`)
  }
  client.on('error', (error) => {
    clearNeeded = true
    report(`${error.message}; pages are rendered uncached until it is back.`)
  })
  client.connect().catch(() => undefined) // reported by the 'error' listener, retried by the client
  setInterval(async () => {
    if (!clearNeeded || !client.isReady) return
    try {
      for await (const keys of client.scanIterator({ MATCH: 'formation:*', COUNT: 500 }))
        if (keys.length) await client.unlink(keys)
      clearNeeded = false
      console.warn('Shared cache (REDIS_URL): cleared after an outage, pages are cached afresh.')
    } catch {
      // Still unreachable: the next tick tries again.
    }
  }, 5_000).unref()

  CacheHandler.onCreation(({ buildId }) => {
    const redis = createRedisHandler({
      client,
      // Each build has its own entries: a page cached by the previous deployment names script
      // files that the new one no longer serves.
      keyPrefix: `formation:${buildId ?? 'dev'}:`,
      timeoutMs: 3_000,
    })
    return {
      handlers: [
        {
          ...redis,
          async revalidateTag(...args) {
            try {
              return await redis.revalidateTag(...args)
            } catch (error) {
              clearNeeded = true
              report(`a revalidation failed (${error.message}); the cache will be cleared.`)
              throw error
            }
          },
        },
      ],
      // Entries of pages that never go stale by themselves are kept a day and a half (1.5 × 1
      // day), so the pages an old build left behind leave Redis on their own.
      ttl: { defaultStaleAge: 24 * 60 * 60 },
    }
  })
  return CacheHandler
}

/** REDIS_URL as given, when it is one; the reason otherwise (never echoing it: it holds a password). */
function redisUrl(value) {
  if (!value || building) return undefined
  try {
    const url = new URL(value)
    if (url.protocol === 'redis:' || url.protocol === 'rediss:') return value
  } catch {
    // reported below
  }
  console.error(
    'REDIS_URL is not a redis:// or rediss:// URL: this process uses its own file-system cache, ' +
      'so pages published through another replica may not show here.',
  )
  return undefined
}

const url = redisUrl(REDIS_URL)
export default url ? await redisCacheHandler(url) : fileSystemCache.default
