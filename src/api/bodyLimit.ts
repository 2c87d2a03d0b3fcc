/** The largest request body the API reads, uploads aside. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * How much of a refused body is still read and thrown away. A client sends its whole body
 * before it reads the answer: a server that stops reading leaves it waiting, and one that
 * closes the connection loses the 413 to the reset. Past this, the connection is dropped.
 */
const MAX_DISCARDED_BYTES = 32 * 1024 * 1024

/** The body could not be read within the limit. */
export class BodyTooLarge extends Error {
  readonly status = 413

  constructor(readonly maxBytes: number) {
    super(`Request body is larger than ${Math.round(maxBytes / 1024)} KB`)
  }
}

/**
 * Multipart bodies are uploads: Payload streams them and applies its own limits (the config's
 * `upload.limits`), so only they may be larger.
 */
export const isMultipart = (request: Request): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')

/** Reads the rest of a refused body in the background, keeping none of it. */
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  void (async () => {
    let discarded = 0
    while (discarded <= MAX_DISCARDED_BYTES) {
      const { done, value } = await reader.read()
      if (done) return
      discarded += value.byteLength
    }
    await reader.cancel()
  })().catch(() => undefined)
}

/** The body's bytes, or BodyTooLarge once more than `maxBytes` arrived (the rest is drained). */
export async function readAtMost(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      discardRest(reader)
      throw new BodyTooLarge(maxBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The request, or a copy whose body is known to fit `maxBytes`; throws BodyTooLarge before
 * anything parses it. A declared Content-Length settles it without reading (Node's parser
 * delivers exactly that many bytes); a chunked body is read up to the limit, the rest thrown away.
 */
export async function withinBodyLimit(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Request> {
  if (!request.body || isMultipart(request)) return request
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (Number(declared) <= maxBytes) return request
    discardRest(request.body.getReader())
    throw new BodyTooLarge(maxBytes)
  }
  const body = await readAtMost(request.body, maxBytes)
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  })
}
