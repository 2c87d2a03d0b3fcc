import { apiError } from '@/errors/apiError'
import { getPayloadClient } from '@/utilities/payload'

const notFound = (message: string): Response => apiError(404, message)

// /api/<collection>/versions[/<id>] and /api/globals/<global>/versions[/<id>].
const VERSIONS = /^\/api\/(?:(globals)\/)?([^/]+)\/versions(?:\/[^/]*)?\/?$/

/** The versions of a collection or global that keeps none: nothing to find (Payload fails). */
async function versionsRoute([, global, slug]: RegExpExecArray): Promise<Response | null> {
  const payload = await getPayloadClient()
  const config = global
    ? payload.config.globals.find((candidate) => candidate.slug === slug)
    : payload.collections[slug as keyof typeof payload.collections]?.config
  return config?.versions ? null : notFound(`${slug} keeps no versions.`)
}

/**
 * Routes Payload serves whatever the configuration, which this site does not use: versions of a
 * collection or global without versions (Payload queries a table that does not exist and fails
 * with a 500), and e-mail verification of a collection that does not verify (Payload looks for a
 * column that does not exist and fails with a 500).
 */
export async function unusedRoute(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  const versions = VERSIONS.exec(pathname)
  if (versions) return versionsRoute(versions)
  const verify = /^\/api\/([^/]+)\/verify\//.exec(pathname)
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
