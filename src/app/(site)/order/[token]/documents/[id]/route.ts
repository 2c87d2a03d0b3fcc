import { offeredOrderDocument } from '@/order/server/documents/offered'
import { signedDocumentResponse } from '@/order/server/documents/signedDownload'
import { orderIdOfLinkToken } from '@/order/server/orderLinks'
import { documentTicketOf } from '@/security/orderLinkTokens'
import { getPayloadClient } from '@/utilities/payload'
import { isPossibleRowId } from '@/utilities/rowId'

type Context = { params: Promise<{ token: string; id: string }> }

const notFound = () =>
  new Response('No such document.', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * A document its order page offers, from the page's link: 303 to the file with a ticket that works
 * for a few minutes (docs/customer-page.md#documents), so a copied file address soon stops working.
 * A signed document is answered here, with its signature record as the last page
 * (docs/documents.md#signatures).
 */
export async function GET(_request: Request, { params }: Context) {
  const { token, id } = await params
  if (!isPossibleRowId(id)) return notFound()
  const payload = await getPayloadClient()
  const orderId = await orderIdOfLinkToken(payload, token)
  const document = orderId ? await offeredOrderDocument(payload, orderId, Number(id)) : null
  if (!orderId || !document) return notFound()
  if (document.signatures.length) return signedDocumentResponse(payload, token, orderId, document)
  const file = `/api/order-documents/file/${encodeURIComponent(document.filename)}`
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${file}?ticket=${documentTicketOf(document.filename)}`,
      'Cache-Control': 'no-store',
    },
  })
}
