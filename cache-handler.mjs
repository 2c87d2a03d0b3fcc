/**
 * Next's incremental cache: rendered pages, route data, `unstable_cache` entries and the tags
 * that invalidate them. With REDIS_URL it lives in Redis (@fortedigital/nextjs-cache-handler), so
 * a revalidatePath/revalidateTag on any replica of the app reaches all of them; without it, it is
 * Next's own file-system cache, exactly as when no handler is configured.
 *
 * Plain JavaScript because Next loads this file at run time, outside the bundle (next.config.ts).
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const REDIS_URL = process.env.REDIS_URL
const building = process.env.NEXT_PHASE === 'phase-production-build'

/**
 * The shared cache. Redis being down never takes the site down: commands fail at once instead of
 * queueing (disableOfflineQueue), the handler treats that as a miss and pages are rendered fresh
 * until the client has reconnected.
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
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
    },
  })
  let reportedAt = 0
  client.on('error', (error) => {
    if (Date.now() - reportedAt < 60_000) return
    reportedAt = Date.now()
    console.error(
      `Shared cache (REDIS_URL): ${error.message}; pages are rendered uncached until it is back.`,
    )
  })
  client.connect().catch(() => undefined) // reported by the 'error' listener, retried by the client

  CacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      createRedisHandler({
        client,
        // Each build has its own entries: a page cached by the previous deployment names script
        // files that the new one no longer serves.
        keyPrefix: `formation:${buildId ?? 'dev'}:`,
        timeoutMs: 1_000,
      }),
    ],
    // Entries of pages that never go stale by themselves are kept a day and a half (1.5 × 1 day),
    // so what an old build left behind leaves Redis on its own.
    ttl: { defaultStaleAge: 24 * 60 * 60 },
  }))
  return CacheHandler
}

export default REDIS_URL && !building ? await redisCacheHandler(REDIS_URL) : fileSystemCache.default
