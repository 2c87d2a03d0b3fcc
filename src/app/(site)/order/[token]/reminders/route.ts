import { answeringTooLarge, readSiteForm } from '@/api/siteForm'
import { orderIdOfLinkToken } from '@/order/server/orderLinks'
import { setReminders } from '@/order/server/reminders/choice'
import { getPayloadClient } from '@/utilities/payload'

type Context = { params: Promise<{ token: string }> }

/**
 * The order page's reminders form, without JavaScript: turns the order's deadline reminders on
 * or off, then 303 back to the page, which says what changed.
 */
export const POST = (request: Request, context: Context) =>
  answeringTooLarge(() => turnReminders(request, context))

async function turnReminders(request: Request, { params }: Context) {
  const { token } = await params
  const payload = await getPayloadClient()
  const id = await orderIdOfLinkToken(payload, token)
  if (!id) return new Response('No such order.', { status: 404 })
  const form = await readSiteForm(request)
  const wanted = form?.get('reminders')
  if (wanted !== 'on' && wanted !== 'off')
    return new Response('Say whether reminders are to be on or off.', { status: 400 })
  await setReminders(payload, id, wanted === 'on')
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/order/${token}?reminders=${wanted}#reminders`,
      'Cache-Control': 'no-store',
    },
  })
}
