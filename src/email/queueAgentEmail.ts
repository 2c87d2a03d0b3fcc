import type { PayloadRequest } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import type { StateFee } from '@/payload-types'

import { CUSTOMER_EMAIL_ORDER_SELECT, type CustomerEmailOrder } from './customerOrder'
import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import type { Support } from './templates/layout'

export type AgentEmailOrder = CustomerEmailOrder
export const AGENT_EMAIL_ORDER_SELECT = CUSTOMER_EMAIL_ORDER_SELECT

/** What every email about our registered agent says besides its news. */
export type AgentEmailContext = {
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  feePage: string | null
  filingPortal: string | null
  orderPage: string
  agentPage: string
  siteName: string
  support: Support
}

/**
 * Queues an email about the order's registered agent inside the caller's transaction (`req`), so
 * it exists only if what it tells is committed; `write` turns the shared context into the message.
 */
export async function queueAgentEmail(
  req: PayloadRequest,
  order: AgentEmailOrder,
  write: (context: AgentEmailContext) => { subject: string; text: string; html: string },
): Promise<void> {
  const record = await req.payload.db.findOne<Pick<StateFee, 'id' | 'links'>>({
    collection: 'state-fees',
    where: { slug: { equals: order.formationState } },
    select: { links: true },
    req,
  })
  const { replyTo, ...contact } = await siteContact(req.payload, req)
  const mail = write({
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
    feePage: record?.links?.feePage ?? null,
    filingPortal: record?.links?.filingPortal ?? null,
    orderPage: orderPageLink(order.id),
    agentPage: `${orderPageLink(order.id)}#registered-agent`,
    siteName: contact.siteName,
    support: contact.support,
  })
  await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
}
