import { offeredOrderDocument } from '@/order/server/orderPage'
import { orderIdOfLinkToken } from '@/order/server/orderLinks'
import { documentTicketOf } from '@/security/orderLinkTokens'
import { getPayloadClient } from '@/utilities/payload'

type Context = { params: Promise<{ token: string; id: string }> }

const notFound = () =>
  new Response('No such document.', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * A document its order page offers, from the page's link: 303 to the file with a ticket that works
 * for a few minutes (docs/customer-page.md#documents), so a copied file address soon stops working.
 */
export async function GET(_request: Request, { params }: Context) {
  const { token, id } = await params
  if (!/^\d{1,12}$/.test(id)) return notFound()
  const payload = await getPayloadClient()
  const orderId = await orderIdOfLinkToken(payload, token)
  const filename = orderId ? await offeredOrderDocument(payload, orderId, Number(id)) : null
  if (!filename) return notFound()
  const file = `/api/order-documents/file/${encodeURIComponent(filename)}`
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${file}?ticket=${documentTicketOf(filename)}`,
      'Cache-Control': 'no-store',
    },
  })
}
