import { answeringTooLarge, readSiteForm } from '@/api/siteForm'
import { requestOrderLinks } from '@/order/server/lostLinks'
import { isOrderEmail } from '@/order/schema'
import { clientAddress } from '@/security/clientAddress'
import { getPayloadClient } from '@/utilities/payload'

const back = (query: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/order?${query}`, 'Cache-Control': 'no-store' },
  })

/**
 * "Lost your link?" without JavaScript (docs/customer-page.md#lost-link): queues an email of the
 * address's order links and 303s back to /order, which answers the same whether or not we know
 * the address; only a malformed address or too many requests answer otherwise.
 */
export const POST = (request: Request) =>
  answeringTooLarge(async () => {
    const form = await readSiteForm(request)
    const email = String(form?.get('email') ?? '').trim()
    if (!isOrderEmail(email)) return back('error=email')
    const payload = await getPayloadClient()
    const address = clientAddress(request.headers)
    const wait = await requestOrderLinks(payload, { email, address })
    return back(wait > 0 ? `wait=${Math.ceil(wait / 60)}` : 'sent=1')
  })
