import { isMultipart } from './bodyLimit'

type Problem = { status: number; message: string }

/** `/api/<collection>` and `/api/globals/<global>` take a document on POST; PATCH on any path. */
function takesDocument(request: Request): boolean {
  if (request.headers.has('x-payload-http-method-override')) return false
  const segments = new URL(request.url).pathname.split('/').filter(Boolean)
  if (segments[0] !== 'api') return false
  if (request.method === 'PATCH') return segments.length >= 2
  if (request.method !== 'POST') return false
  if (segments[1] === 'globals') return segments.length === 3
  return segments.length === 2 && segments[1] !== 'graphql'
}

/**
 * A create or update comes as JSON, or as the admin's multipart form, and is not empty; Payload
 * would read any other type as no data at all. Whether the body holds a document is judged once Payload has
 * read it (src/api/requireDocument.ts).
 */
export async function documentBodyProblem(request: Request): Promise<Problem | null> {
  if (!takesDocument(request) || isMultipart(request)) return null
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!/^application\/json\s*(;|$)/.test(type))
    return { status: 415, message: 'Send the document as JSON (Content-Type: application/json).' }
  const text = (await request.clone().text()).trimStart()
  // Payload reads an empty body as an empty document (an update that changes nothing, 200), and
  // takes a list as one on upload collections.
  if (!text)
    return { status: 400, message: 'Request body is empty: send the document as a JSON object.' }
  if (!text.startsWith('{'))
    return { status: 400, message: 'Request body must be a JSON object ({ "field": value, … }).' }
  return null
}
