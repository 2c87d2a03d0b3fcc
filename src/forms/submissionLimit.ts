import { apiError } from '@/errors/apiError'
import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { isStaffRequest } from '@/security/staffRequest'
import { numberSetting } from '@/utilities/numberSetting'

/** FORM_RATE_LIMIT: submissions per 10 minutes per address (default 10; 0 turns it off). */
const submissionLimiter = rateLimiterFor(() => ({
  name: 'form',
  limit: numberSetting(process.env.FORM_RATE_LIMIT, 10),
  windowMs: 10 * 60_000,
}))

const isSubmission = (request: Request): boolean =>
  request.method === 'POST' && new URL(request.url).pathname === '/api/form-submissions'

/**
 * A visitor's submission counts against the address's limit before its body is read: a refused
 * one costs a counter, not the parse and walk of however many rows it holds. Staff are not
 * counted (their forms are tests from the admin).
 */
export async function limitSubmissions(request: Request): Promise<Response | null> {
  if (!isSubmission(request)) return null
  if (await isStaffRequest(request)) return null
  const wait = await submissionLimiter().hit(clientAddress(request.headers))
  if (!wait) return null
  const minutes = Math.ceil(wait / 60)
  return apiError(
    429,
    `Too many messages from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(wait) },
  )
}
