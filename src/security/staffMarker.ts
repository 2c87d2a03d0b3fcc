/**
 * The staff marker: a cookie scripts can read, set and cleared with the staff session cookie
 * (which is httpOnly). It grants nothing; it only tells a public page's staff bar that asking
 * `/api/users/me` is worth a request, so visitors make none (docs/security.md#the-staff-marker).
 */
export const STAFF_MARKER = 'staff'

const EXPIRY = /^(expires|max-age)=/i

/**
 * The marker cookie that goes with a session cookie Payload sets (same expiry) or clears (an
 * empty value). SameSite=Lax so it comes along when staff follow a link to the site.
 */
export function staffMarkerFor(sessionCookie: string, secure: boolean): string {
  const [pair = '', ...attributes] = sessionCookie.split(';').map((part) => part.trim())
  const signedIn = pair.slice(pair.indexOf('=') + 1) !== ''
  return [
    `${STAFF_MARKER}=${signedIn ? '1' : ''}`,
    ...(signedIn ? attributes.filter((attribute) => EXPIRY.test(attribute)) : ['Max-Age=0']),
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
