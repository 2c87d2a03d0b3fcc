import { trustedProxyHops } from '@/security/clientAddress'

type Env = Record<string, string | undefined>

const configuredOrigin = (env: Env): string | null => {
  try {
    return env.NEXT_PUBLIC_SERVER_URL ? new URL(env.NEXT_PUBLIC_SERVER_URL).origin : null
  } catch {
    return null
  }
}

/**
 * Whether `origin` (a browser's Origin header) is the site itself: NEXT_PUBLIC_SERVER_URL's origin
 * when it is set, otherwise the host the request was sent to. Never an empty list that lets any
 * origin through (Payload's own `csrf` list is empty while the setting is unset).
 */
export function isSiteOrigin(origin: string, request: Request, env: Env = process.env): boolean {
  const configured = configuredOrigin(env)
  if (configured) return origin === configured
  try {
    return new URL(origin).host === (request.headers.get('host') || new URL(request.url).host)
  } catch {
    return false
  }
}

/** `https` when the visitor's connection was encrypted, as far as our own side can tell. */
export function requestScheme(request: Request, env: Env = process.env): 'http' | 'https' {
  if (configuredOrigin(env)?.startsWith('https://')) return 'https'
  if (trustedProxyHops(env) > 0) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    if (forwarded) return forwarded === 'https' ? 'https' : 'http'
  }
  return new URL(request.url).protocol === 'https:' ? 'https' : 'http'
}
