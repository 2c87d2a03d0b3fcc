import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import { refundEmail } from './templates/refund'

export type RefundedOrder = Pick<Order, 'id' | 'email' | 'firstName' | 'llcname'>

/**
 * Queues the customer's email about one refund, inside the caller's transaction (`req`): it
 * exists only if the refund is recorded, so it goes out once per refund.
 */
export async function queueRefundEmail(
  req: PayloadRequest,
  order: RefundedOrder,
  {
    amountCents,
    refundedCents,
    chargedCents,
    why,
  }: Record<'amountCents' | 'refundedCents' | 'chargedCents', number> & { why?: string },
): Promise<void> {
  const { replyTo, ...contact } = await siteContact(req.payload, req)
  const mail = refundEmail({
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    amount: formatCents(amountCents),
    refundedSoFar: formatCents(refundedCents),
    charged: formatCents(chargedCents),
    full: refundedCents >= chargedCents,
    why,
    orderPage: orderPageLink(order.id),
    siteName: contact.siteName,
    support: contact.support,
  })
  await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
}
