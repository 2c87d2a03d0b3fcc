import { isStaffUser } from '@/access'
import { serverFault } from '@/errors/requestFaults'
import { getPayloadClient } from '@/utilities/payload'

/** Payload's session cookie (`cookiePrefix` + `-token`; the prefix is Payload's default). */
export const SESSION_COOKIE = 'payload-token'

/** The request carries something Payload could sign it in with: a header token or the cookie. */
export const carriesCredentials = (request: Request): boolean =>
  request.headers.has('authorization') ||
  (request.headers.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`)

/**
 * Whether a signed-in staff member sent the request, for checks made before Payload's handler
 * runs. A request without credentials costs nothing; one with them, Payload's own sign-in. When
 * the session could not be looked up (the database unavailable), that is thrown rather than
 * taken for "not staff", which would blame the request.
 */
export async function isStaffRequest(request: Request): Promise<boolean> {
  if (!carriesCredentials(request)) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false })
  const fault = user ? null : serverFault()
  if (fault) throw fault.cause
  return isStaffUser(user)
}
