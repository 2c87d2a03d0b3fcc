import type { Payload } from 'payload'

import type { AgentMail, AgentRenewal, AgentService } from '@/payload-types'
import { relationId } from '@/utilities/rowId'

/** A renewal as the order page shows it: never its keys or card token. */
export type PageRenewal = Pick<
  AgentRenewal,
  | 'id'
  | 'status'
  | 'periodStart'
  | 'periodEnd'
  | 'amountCents'
  | 'paidAt'
  | 'receiptUrl'
  | 'refundedCents'
  | 'refundedAt'
>

export type PageAgentService = Pick<
  AgentService,
  | 'id'
  | 'status'
  | 'startsOn'
  | 'freeUntil'
  | 'paidUntil'
  | 'renewalPrice'
  | 'endsOn'
  | 'cancelledAt'
  | 'savedCard'
  | 'autoRenewConsentAt'
> & {
  /** Its renewals, newest first (a cancelled or lapsed one is not shown). */
  renewals: PageRenewal[]
}

/** The order's registered agent service, as its page and the admin show it; null before filing. */
export async function agentServiceOf(
  payload: Payload,
  orderId: number,
): Promise<PageAgentService | null> {
  const service = await payload.db.findOne<Omit<PageAgentService, 'renewals'>>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: {
      status: true,
      startsOn: true,
      freeUntil: true,
      paidUntil: true,
      renewalPrice: true,
      endsOn: true,
      cancelledAt: true,
      savedCard: true,
      autoRenewConsentAt: true,
    },
  })
  if (!service) return null
  const { docs } = await payload.db.find<PageRenewal>({
    collection: 'agent-renewals',
    where: {
      and: [
        { service: { equals: service.id } },
        { status: { in: ['pending', 'payment_unknown', 'paid', 'refunded'] } },
      ],
    },
    select: {
      status: true,
      periodStart: true,
      periodEnd: true,
      amountCents: true,
      paidAt: true,
      receiptUrl: true,
      refundedCents: true,
      refundedAt: true,
    },
    sort: '-periodStart',
    limit: 50,
    pagination: false,
  })
  return { ...service, renewals: docs }
}

/** A document our registered agent received for the company, as its page lists it. */
export type PageAgentMail = Pick<AgentMail, 'id' | 'kind' | 'sender' | 'receivedOn'> & {
  /** The scan's document, downloaded through the page's document links; null until scanned. */
  scanId: number | null
}

/** What our agent received for the order's company, newest first. */
export async function agentMailOf(payload: Payload, orderId: number): Promise<PageAgentMail[]> {
  const { docs } = await payload.db.find<
    Pick<AgentMail, 'id' | 'kind' | 'sender' | 'receivedOn' | 'scan'>
  >({
    collection: 'agent-mail',
    where: { order: { equals: orderId } },
    select: { kind: true, sender: true, receivedOn: true, scan: true },
    sort: '-receivedOn',
    limit: 100,
    pagination: false,
  })
  return docs.map(({ scan, ...mail }) => ({
    ...mail,
    scanId: relationId(scan),
  }))
}
