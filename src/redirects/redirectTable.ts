import { normalizeRedirectPath } from '@/collections/Redirects/paths'
import type { RedirectRule } from '@/content/redirects'
import { ownUrl } from '@/utilities/ownUrl'

/** How long the table is used before it is read again: a new redirect works within ~10 s. */
const FRESH_MS = 10_000

let rules = new Map<string, RedirectRule>()
let loadedAt = 0
let loading: Promise<void> | null = null

async function load() {
  try {
    const response = await fetch(`${ownUrl()}/next/redirects`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    })
    if (response.ok) rules = new Map(Object.entries(await response.json()))
  } catch {
    // Keep the last table; the site still answers while the database is away.
  } finally {
    loadedAt = Date.now()
    loading = null
  }
}

/**
 * The redirect staff set up for a request's path, from a table kept in memory and refreshed in
 * the background. Redirects are answered here, before any page renders, because Next repeats the
 * Location header of a redirect replayed from its page cache ("/to, /to"), which browsers and
 * crawlers follow to a wrong address.
 */
export async function findRedirect(pathname: string): Promise<RedirectRule | undefined> {
  if (Date.now() - loadedAt > FRESH_MS && !loading) loading = load()
  // Only the very first request of a process waits for the table.
  if (loadedAt === 0 && loading) await loading
  return rules.get(normalizeRedirectPath(pathname))
}
