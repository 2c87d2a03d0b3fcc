/**
 * The order page's signing form, as a request (docs/documents.md#signatures): counted per client
 * address before anything is read and per link after, then checked and recorded by ./sign.ts. A
 * browser's form post is answered with a redirect back to the page (the outcome in its address);
 * any other client with the outcome in words.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { BodyTooLarge } from '@/api/bodyLimit'
import { clientAddress, clientPeerAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'
import { isPossibleRowId } from '@/utilities/rowId'

import { answerUnexpected, formField as field, isBrowserForm, plainText } from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { signDocument } from './sign'

/** SIGNING_LIMIT_PER_ADDRESS: signing requests per hour from one address (default 120). */
const perAddress = rateLimiterFor(() => ({
  name: 'signing-address',
  limit: numberSetting(process.env.SIGNING_LIMIT_PER_ADDRESS, 120),
  windowMs: 3_600_000,
}))

/** SIGNING_LIMIT_PER_LINK: signing requests per hour through one order link (default 60). */
const perLink = rateLimiterFor(() => ({
  name: 'signing-link',
  limit: numberSetting(process.env.SIGNING_LIMIT_PER_LINK, 60),
  windowMs: 3_600_000,
}))

const back = (token: string, query: string, documentId: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `/order/${token}?${query}#document-${documentId}`,
      'Cache-Control': 'no-store',
    },
  })

export async function signDocumentFromForm(
  payload: Payload,
  request: Request,
  token: string,
  documentId: string,
  readForm: () => Promise<FormData | null>,
): Promise<Response> {
  try {
    return await signing(payload, request, token, documentId, readForm)
  } catch (error) {
    // The route answers a form over the limit (413) itself.
    if (error instanceof BodyTooLarge) throw error
    return answerUnexpected(payload, 'signature', error)
  }
}

async function signing(
  payload: Payload,
  request: Request,
  token: string,
  documentId: string,
  readForm: () => Promise<FormData | null>,
): Promise<Response> {
  const address = clientAddress(request.headers)
  const waitAddress = await perAddress().hit(address)
  if (waitAddress > 0)
    return plainText(
      429,
      `Too many signatures from this address: try again in ${waitAddress} seconds.`,
      {
        'Retry-After': String(waitAddress),
      },
    )
  if (!isPossibleRowId(documentId)) return plainText(404, 'No such document.')
  const orderId = await orderIdOfLinkToken(payload, token)
  if (!orderId) return plainText(404, 'This link does not open an order.')
  const wait = await perLink().hit(createHash('sha256').update(token).digest('hex'))
  if (wait > 0)
    return plainText(429, `Too many signatures through this link: try again in ${wait} seconds.`, {
      'Retry-After': String(wait),
    })
  const form = await readForm()
  if (!form)
    return plainText(
      400,
      'Send the signing form: signer, name, consent and the document’s fingerprint.',
    )
  const outcome = await signDocument(payload, orderId, {
    documentId: Number(documentId),
    signer: field(form, 'signer'),
    typedName: field(form, 'name'),
    consent: field(form, 'consent') === 'yes',
    sha256: field(form, 'sha256'),
    ipAddress: clientPeerAddress(request.headers) ?? 'not recorded',
    userAgent: request.headers.get('user-agent') ?? '',
  })
  if (isBrowserForm(request))
    return outcome.ok
      ? back(token, `signed=${documentId}`, documentId)
      : back(token, `signing=${outcome.problem}&document=${documentId}`, documentId)
  if (!outcome.ok) return plainText(outcome.status, outcome.message)
  return plainText(200, `Signed as ${outcome.signedAs.map((line) => line.role).join(' and ')}.`)
}
