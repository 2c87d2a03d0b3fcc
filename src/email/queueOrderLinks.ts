import type { Payload, PayloadRequest } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import type { Order } from '@/payload-types'

import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import { orderLinksEmail } from './templates/orderLinks'

/** Queues the email that gives a customer the links of their orders. */
export async function queueOrderLinks(
  payload: Payload,
  to: string,
  orders: Pick<Order, 'id' | 'llcname' | 'formationState'>[],
  { req, reissued = false }: { req?: PayloadRequest; reissued?: boolean } = {},
): Promise<void> {
  const { replyTo, ...contact } = await siteContact(payload, req)
  const mail = orderLinksEmail({
    orders: orders.map((order) => ({
      orderNumber: String(order.id),
      companyName: order.llcname,
      stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
      link: orderPageLink(order.id),
    })),
    siteName: contact.siteName,
    support: contact.support,
    reissued,
  })
  await queueEmail({
    ...(req ? { req } : { payload }),
    to,
    ...mail,
    ...(replyTo ? { replyTo } : {}),
  })
}
