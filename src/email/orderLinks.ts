/**
 * Order page links in queued email (docs/customer-page.md#the-link). A queued message holds a
 * placeholder, `{{order-page:<order id>}}` (optionally followed by a path such as
 * `/calendar.ics`), never the link itself: the token is put in only as the message is sent, so it
 * is never stored, not even in the queue.
 */
import type { Payload } from 'payload'

import type { Order } from '@/payload-types'
import { ensureLinkToken, orderPageUrl } from '@/order/server/orderLinks'
import { serverUrl } from '@/utilities/serverUrl'

const PLACEHOLDER = /\{\{order-page:(\d{1,12})((?:\/[a-z0-9.-]+)*)\}\}/g

/** The placeholder of an order's page (or of a path below it) in a message's text. */
export const orderPageLink = (orderId: number, path = ''): string =>
  `{{order-page:${orderId}${path}}}`

/**
 * The message's parts with each placeholder made a link. Only orders of the addressee get theirs;
 * any other placeholder becomes the "Lost your link?" page, so no message can carry a stranger's.
 */
export async function fillOrderLinks(
  payload: Payload,
  to: string,
  parts: (string | null | undefined)[],
): Promise<(string | null | undefined)[]> {
  const ids = new Set(
    parts.flatMap((part) => [...(part ?? '').matchAll(PLACEHOLDER)].map((m) => Number(m[1]))),
  )
  if (!ids.size) return parts
  const links = new Map<number, string>()
  for (const id of ids) {
    const order = await payload.db.findOne<Pick<Order, 'id' | 'email'>>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: { email: true },
    })
    const token =
      order && order.email.trim().toLowerCase() === to.trim().toLowerCase()
        ? await ensureLinkToken(payload, id)
        : null
    links.set(id, token ? orderPageUrl(token) : `${serverUrl()}/order`)
  }
  return parts.map((part) =>
    part?.replace(PLACEHOLDER, (_, id: string, path: string) => {
      const page = links.get(Number(id))!
      return page.endsWith('/order') ? page : `${page}${path}`
    }),
  )
}
