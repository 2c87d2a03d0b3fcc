/**
 * Read at run time, not inlined by the build (as `process.env.NEXT_PUBLIC_…` would be): one build
 * serves whatever address the operator gives it.
 */
const runtimeEnv = (): Record<string, string | undefined> => process.env

/** One line for the log when a production server starts without its public address. */
export const SERVER_URL_MISSING =
  'NEXT_PUBLIC_SERVER_URL is not set: set it to the site’s public address (e.g. https://formation.example); links, metadata, the sitemap and emails are made from it.'

/** Whether the public address is configured, as a production server requires. */
export const serverUrlIsSet = (env = runtimeEnv()): boolean => Boolean(env.NEXT_PUBLIC_SERVER_URL)

/**
 * The site's public origin, for absolute URLs in metadata, the sitemap, robots.txt and emails.
 * A production server does not start without NEXT_PUBLIC_SERVER_URL (src/instrumentation.node.ts);
 * in development it defaults to this machine's port.
 */
export const serverUrl = (env = runtimeEnv()): string =>
  (env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '')

/**
 * serverUrl(), except that in development without NEXT_PUBLIC_SERVER_URL it is the address the
 * request was sent to (a phone on the LAN, another port), so links on the page lead back to it.
 */
export async function requestServerUrl(): Promise<string> {
  const env = runtimeEnv()
  if (env.NEXT_PUBLIC_SERVER_URL || env.NODE_ENV === 'production') return serverUrl(env)
  const { headers } = await import('next/headers')
  const request = await headers()
  const host = request.get('host')
  const scheme = request.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return host ? `${scheme}://${host}` : serverUrl(env)
}

/**
 * A URL of this site as its path (`/api/media/file/logo.png`), any other URL unchanged. Payload
 * makes upload URLs absolute once its serverURL is set, and Next's image optimiser fetches only
 * local paths (next.config.ts `localPatterns`): an absolute one is refused, and would leave the
 * server through the proxy if it were not.
 */
export function onSitePath(url: string, env = runtimeEnv()): string {
  const origin = serverUrl(env)
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}
