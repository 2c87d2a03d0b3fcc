import { apiError } from '@/errors/apiError'
import { clientErrorStatus } from '@/errors/errorDetails'
import { type ServerFault, serverFault, trackingFaults } from '@/errors/requestFaults'
import { faultAnswer, faultSummary, storageAlert } from '@/errors/unavailable'
import { getPayloadClient } from '@/utilities/payload'

import { withinBodyLimit } from './bodyLimit'
import { documentBodyProblem } from './documentBody'
import { finishSessionCookies, staffSessionProblem, withoutSessionCookie } from './staffSession'
import { missAsNotFound, unusedRoute } from './unusedRoutes'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

type Problem = { status: number; message: string }

/**
 * The request's own fault, thrown where Payload's error handling does not reach: a body too
 * large, GraphQL's unreadable JSON (Payload throws its 400 out of the route) or the JSON of a
 * method-override request, which Payload parses before its handler starts.
 */
function clientProblem(error: unknown): Problem | null {
  if (error instanceof SyntaxError)
    return { status: 400, message: 'Request body is not valid JSON' }
  const status = clientErrorStatus(error)
  if (!status) return null
  return { status, message: error instanceof Error ? error.message : 'Bad request' }
}

async function refused(request: Request, { status, message }: Problem): Promise<Response> {
  const { pathname } = new URL(request.url)
  const payload = await getPayloadClient()
  payload.logger.info(`${status} ${request.method} ${pathname}: ${message}`)
  return apiError(status, message)
}

/**
 * The server's faults where Payload's error hooks do not reach (see answerServiceFaults): the
 * database unreachable when Payload starts, when a limit is counted before the body is read, or
 * by a staff check or endpoint that took a session it could not look up for none. Logged to the
 * console, since Payload's logger may be what could not start.
 */
async function unavailable(request: Request, fault: ServerFault): Promise<Response> {
  const { pathname } = new URL(request.url)
  // Storage faults happen in a Payload that started: the alert goes with the others.
  if (fault.kind === 'storage') (await getPayloadClient()).logger.error(storageAlert(fault))
  else console.warn(`503 ${request.method} ${pathname}: ${faultSummary(fault)}`)
  const { message, headers } = faultAnswer(fault)
  return apiError(503, message, headers)
}

/** A refusal decided from the request's line and headers alone (a limit, missing credentials). */
type EarlyRefusal = (request: Request) => Promise<Response | null>

/**
 * Wraps a Payload API route (the generated files in src/app/(payload)/api), in this order:
 * - a staff session cookie acts only from the site's own pages (from elsewhere the request goes
 *   on as a visitor's);
 * - `beforeBody` refusals (a rate limit, GraphQL's staff-only gate) answer before a byte of the
 *   body is read, so a body sent slowly or never finished costs nothing;
 * - a body over the limit is refused with 413 before anything parses it;
 * - a create or update that is not a JSON object (or the admin's multipart) is refused;
 * - a client error thrown out of the handler is answered like Payload answers its own, not 500;
 *   the database unavailable is 503, as in Payload's own error path (answerServiceFaults);
 * - misses Payload calls server errors are 404s, and the session cookie is Secure on HTTPS and
 *   has the staff marker beside it.
 */
export function guardApiRoute<Context>(
  handler: RouteHandler<Context>,
  { beforeBody }: { beforeBody?: EarlyRefusal } = {},
): RouteHandler<Context> {
  return (incoming, context) => trackingFaults(() => guarded(incoming, context))

  async function guarded(incoming: Request, context: Context): Promise<Response> {
    let request = incoming
    try {
      // Payload starts on the first request: without a database, that is this request's 503.
      await getPayloadClient()
      // As Payload does with its own csrf list: the cookie is ignored and the request goes on as
      // a visitor's, which staff-only routes then refuse.
      const foreign = staffSessionProblem(request)
      if (foreign) {
        request = withoutSessionCookie(request)
        const payload = await getPayloadClient()
        payload.logger.info(
          `Session cookie ignored on ${request.method} ${new URL(request.url).pathname}: ${foreign}`,
        )
      }
      const early = await beforeBody?.(request)
      if (early) return finishSessionCookies(request, early)
      request = await withinBodyLimit(request)
      const bodyProblem = await documentBodyProblem(request)
      if (bodyProblem) return await refused(request, bodyProblem)
      const response = (await unusedRoute(request)) ?? (await handler(request, context))
      // A session that could not be looked up was taken for none: its refusal is not the caller's.
      const fault = response.status === 401 || response.status === 403 ? serverFault() : null
      if (fault) return await unavailable(request, fault)
      return finishSessionCookies(request, missAsNotFound(request, response))
    } catch (error) {
      const fault = serverFault(error)
      if (fault) return unavailable(request, fault)
      const problem = clientProblem(error)
      if (!problem) throw error
      return refused(request, problem)
    }
  }
}
