import { BodyTooLarge, discardRest, readAtMost } from './bodyLimit'

/** The site's own forms outside /api (lost link, reminders) hold a field or two. */
export const SITE_FORM_MAX_BYTES = 8 * 1024

/**
 * A site route's form, read only up to `maxBytes`, multipart or not, declared or chunked; null
 * when the body is not a form. Past the limit it throws BodyTooLarge before anything parses it,
 * as the API's guard does (docs/security.md#what-the-api-accepts).
 */
export async function readSiteForm(
  request: Request,
  maxBytes = SITE_FORM_MAX_BYTES,
): Promise<FormData | null> {
  if (!request.body) return null
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    discardRest(request.body.getReader())
    throw new BodyTooLarge(maxBytes)
  }
  const bytes = await readAtMost(request.body, maxBytes)
  const type = request.headers.get('content-type') ?? ''
  return new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
}

/** The answer to a form over the limit: 413, in words. */
export const formTooLarge = (error: BodyTooLarge): Response =>
  new Response(
    `This form is larger than ${Math.round(error.maxBytes / 1024)} KB: nothing was read.`,
    {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  )

/** Runs a site route that reads a form, answering 413 when the form is too large. */
export async function answeringTooLarge(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof BodyTooLarge) return formTooLarge(error)
    throw error
  }
}
