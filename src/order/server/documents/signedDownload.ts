/**
 * The answer to a signed document's download (docs/documents.md#signatures): the file with its
 * signature record, built on each download, so counted per link (SIGNED_DOWNLOADS_PER_LINK, 120
 * an hour by default) before any of it is built.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'

import { answerUnexpected, plainText } from '../http'
import type { PageDocument } from './offered'
import { signedDocumentFile } from './signedFile'

const perLink = rateLimiterFor(() => ({
  name: 'signed-downloads-link',
  limit: numberSetting(process.env.SIGNED_DOWNLOADS_PER_LINK, 120),
  windowMs: 3_600_000,
}))

export async function signedDocumentResponse(
  payload: Payload,
  token: string,
  orderId: number,
  document: PageDocument,
): Promise<Response> {
  try {
    const wait = await perLink().hit(createHash('sha256').update(token).digest('hex'))
    if (wait > 0)
      return plainText(429, `Too many downloads through this link: try again in ${wait} seconds.`, {
        'Retry-After': String(wait),
      })
    const file = await signedDocumentFile(payload, orderId, document)
    if (!file) return plainText(404, 'No such document.')
    return new Response(Buffer.from(file.bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    return answerUnexpected(payload, 'signed download', error)
  }
}
