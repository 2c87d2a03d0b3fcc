import type { Order } from '@/payload-types'
import { offeredOrderDocument } from '@/order/server/documents/offered'
import { signedDocumentFile } from '@/order/server/documents/signedFile'
import { orderIdOfLinkToken } from '@/order/server/orderLinks'
import { documentTicketOf } from '@/security/orderLinkTokens'
import { getPayloadClient } from '@/utilities/payload'

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
  if (!/^\d{1,12}$/.test(id)) return notFound()
  const payload = await getPayloadClient()
  const orderId = await orderIdOfLinkToken(payload, token)
  const document = orderId ? await offeredOrderDocument(payload, orderId, Number(id)) : null
  if (!orderId || !document) return notFound()
  if (document.signatures.length) {
    const order = await payload.db.findOne<Pick<Order, 'id' | 'llcname'>>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: { llcname: true },
    })
    const { bytes, filename } = await signedDocumentFile(payload, order?.llcname ?? '', document)
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
  const file = `/api/order-documents/file/${encodeURIComponent(document.filename)}`
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${file}?ticket=${documentTicketOf(document.filename)}`,
      'Cache-Control': 'no-store',
    },
  })
}
