import { apiError } from '@/errors/apiError'
import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { carriesCredentials, isStaffRequest } from '@/security/staffRequest'
import { numberSetting } from '@/utilities/numberSetting'

/** GRAPHQL_RATE_LIMIT: GraphQL requests per minute per client address (default 60; 0: off). */
const graphqlLimiter = rateLimiterFor(() => ({
  name: 'graphql',
  limit: numberSetting(process.env.GRAPHQL_RATE_LIMIT, 60),
  windowMs: 60_000,
}))

/**
 * GraphQL serves staff only: the public site and the wizard read the REST API, so a visitor has
 * no use for it and an anonymous query is refused before it is read. Staff queries are counted
 * per client address and checked against the cost limits of src/api/graphqlLimits.ts.
 */
export async function graphqlGate(request: Request): Promise<Response | null> {
  const signIn = 'GraphQL is for signed-in staff; the public API is REST (/api/<collection>).'
  if (!carriesCredentials(request)) return apiError(401, signIn)
  const wait = await graphqlLimiter().hit(clientAddress(request.headers))
  if (wait)
    return apiError(429, `Too many GraphQL requests. Try again in ${wait} s.`, {
      'Retry-After': String(wait),
    })
  if (!(await isStaffRequest(request))) return apiError(401, signIn)
  return null
}

/**
 * A request GraphQL could not run (unreadable, invalid, past the limits) answers 400: graphql-http
 * answers it 200 with `errors` and no `data` when the client takes plain JSON. In production the
 * errors lose graphql-js's "Did you mean …?", which would tell the schema that introspection, off
 * there, does not.
 */
export async function shapeGraphqlAnswer(response: Response): Promise<Response> {
  if (response.status !== 200 && response.status !== 400) return response
  const text = await response.text()
  let notRun = response.status === 400
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] }
    notRun ||= body.data === undefined && Array.isArray(body.errors)
  } catch {
    // Not JSON: passed on as it came.
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const production = process.env.NODE_ENV === 'production'
  return new Response(notRun && production ? text.replace(/ ?Did you mean [^?]*\?/g, '') : text, {
    status: notRun ? 400 : response.status,
    headers,
  })
}
