import { apiError } from '@/errors/apiError'
import { getPayloadClient } from '@/utilities/payload'

const notFound = (message: string): Response => apiError(404, message)

/**
 * Routes Payload serves whatever the configuration, which this site does not use: e-mail
 * verification of a collection that does not verify (Payload looks for a column that does not
 * exist and fails with a 500).
 */
export async function unusedRoute(request: Request): Promise<Response | null> {
  const verify = /^\/api\/([^/]+)\/verify\//.exec(new URL(request.url).pathname)
  if (!verify || request.method !== 'POST') return null
  const payload = await getPayloadClient()
  const collection = payload.collections[verify[1] as keyof typeof payload.collections]
  return collection?.config.auth?.verify
    ? null
    : notFound('This site does not verify e-mail addresses.')
}

/**
 * Answers Payload gives for a caller's miss as if it were the server's fault: 501 for a route a
 * collection turned off (the migrations' REST API), and 500 for an upload whose file is not on
 * the disk (Payload logs it).
 */
export function missAsNotFound(request: Request, response: Response): Response {
  if (response.status === 501) return notFound('Not Found')
  const { pathname } = new URL(request.url)
  if (response.status === 500 && request.method === 'GET' && /^\/api\/[^/]+\/file\//.test(pathname))
    return notFound('No such file.')
  return response
}
