import { staffMarkerFor } from '@/security/staffMarker'
import { SESSION_COOKIE } from '@/security/staffRequest'

import { isSiteOrigin, requestScheme } from './siteOrigin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Body types an HTML form on any site can send without asking the browser's CORS first. */
const FORM_TYPES = /^\s*(text\/plain|application\/x-www-form-urlencoded)\b/i

const cookiePairs = (request: Request): string[] =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)

const isSessionPair = (pair: string): boolean => pair.startsWith(`${SESSION_COOKIE}=`)

/**
 * Whether Payload would sign the request in with the session cookie: it carries one, and no
 * Authorization token Payload reads first (which a page on another site cannot set).
 */
function usesSessionCookie(request: Request): boolean {
  const authorization = request.headers.get('authorization') ?? ''
  if (/^(JWT|Bearer) /.test(authorization) || /API-Key /.test(authorization)) return false
  return cookiePairs(request).some(isSessionPair)
}

/**
 * Why a request may not act with the staff session cookie it carries, or null when it may.
 * A browser sends Origin with every write, from our own pages too, so a write that lacks it or
 * names another site did not come from the admin; nor did a body only an HTML form sends.
 * Reads are judged by Origin and Sec-Fetch-Site when the browser sends them (a navigation
 * sends neither).
 */
export function staffSessionProblem(request: Request): string | null {
  if (!usesSessionCookie(request)) return null
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && !isSiteOrigin(origin, request))
    return `A staff session is accepted only from the site's own pages, not from ${origin.slice(0, 100)}.`
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return 'A staff session is accepted only from the site’s own pages.'
  if (SAFE_METHODS.has(request.method)) return origin === 'null' ? 'Opaque origin.' : null
  if (!origin || origin === 'null')
    return 'A staff session writes only from the site’s own pages (the request has no Origin).'
  if (FORM_TYPES.test(request.headers.get('content-type') ?? ''))
    return 'A staff session writes only JSON or the admin’s own uploads, not a form’s plain body.'
  return null
}

/** The request without its session cookie: it goes on as a visitor's. */
export function withoutSessionCookie(request: Request): Request {
  const headers = new Headers(request.headers)
  const kept = cookiePairs(request).filter((pair) => !isSessionPair(pair))
  if (kept.length) headers.set('cookie', kept.join('; '))
  else headers.delete('cookie')
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    // Required by Node's fetch when a stream body is passed on.
    ...(request.body ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/**
 * The session cookie as the site sends it: Secure on answers to HTTPS requests (Payload sets it
 * only by config), and with the staff marker set or cleared beside it, whichever route set it
 * (sign-in, refresh, sign-out, first user, password reset; REST or GraphQL).
 */
export function finishSessionCookies(request: Request, response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (!cookies.some(isSessionPair)) return response
  const secure = requestScheme(request) === 'https'
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) {
    if (!isSessionPair(cookie)) {
      headers.append('set-cookie', cookie)
      continue
    }
    const insecure = secure && !/;\s*secure\b/i.test(cookie)
    headers.append('set-cookie', insecure ? `${cookie}; Secure` : cookie)
    headers.append('set-cookie', staffMarkerFor(cookie, secure))
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
