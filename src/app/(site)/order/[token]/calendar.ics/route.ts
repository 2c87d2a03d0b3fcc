import { calendarIcs } from '@/order/calendarIcs'
import { orderIdOfLinkToken } from '@/order/server/orderLinks'
import { stateRecord } from '@/content/states'
import { orderCalendarFile } from '@/order/server/orderPage'
import { getPayloadClient } from '@/utilities/payload'
import { serverUrl } from '@/utilities/serverUrl'

type Context = { params: Promise<{ token: string }> }

/** The compliance calendar of the order as an iCalendar file (docs/customer-page.md#the-calendar). */
export async function GET(_request: Request, { params }: Context) {
  const { token } = await params
  const payload = await getPayloadClient()
  const id = await orderIdOfLinkToken(payload, token)
  const data = id ? await orderCalendarFile(payload, id, stateRecord) : null
  if (!data)
    return new Response('No such order.', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { order, calendar } = data
  const text = calendarIcs({
    orderId: order.id,
    companyName: order.llcname,
    stateName: calendar.stateName,
    obligations: calendar.obligations,
    filingPortal: calendar.record.links?.filingPortal,
    host: new URL(serverUrl()).hostname,
  })
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileNameOf(order.llcname)}-calendar.ics"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** "Acme Widgets LLC" → "acme-widgets-llc": safe in a header, on every file system. */
const fileNameOf = (companyName: string) =>
  companyName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'company'
