import { clientErrorStatus } from '@/errors/errorDetails'
import { getPayloadClient } from '@/utilities/payload'

import { withinBodyLimit } from './bodyLimit'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * The request's own fault, thrown where Payload's error handling does not reach: a body too
 * large, GraphQL's unreadable JSON (Payload throws its 400 out of the route) or the JSON of a
 * method-override request, which Payload parses before its handler starts.
 */
function clientProblem(error: unknown): { status: number; message: string } | null {
  if (error instanceof SyntaxError)
    return { status: 400, message: 'Request body is not valid JSON' }
  const status = clientErrorStatus(error)
  if (!status) return null
  return { status, message: error instanceof Error ? error.message : 'Bad request' }
}

/**
 * Wraps a Payload API route (the generated files in src/app/(payload)/api): bodies over the
 * limit are refused with 413 before anything parses them, and a client error thrown out of the
 * handler is answered like Payload answers its own, `{ errors: [{ message }] }`, not as a 500.
 */
export function guardApiRoute<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    try {
      return await handler(await withinBodyLimit(request), context)
    } catch (error) {
      const problem = clientProblem(error)
      if (!problem) throw error
      const { pathname } = new URL(request.url)
      const payload = await getPayloadClient()
      payload.logger.info(`${problem.status} ${request.method} ${pathname}: ${problem.message}`)
      return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status })
    }
  }
}
