import type { Payload } from 'payload'

import type { AgentMail, AgentService } from '@/payload-types'
import { relationId } from '@/utilities/rowId'

export type PageAgentService = Pick<
  AgentService,
  'id' | 'status' | 'startsOn' | 'freeUntil' | 'paidUntil' | 'renewalPrice' | 'endsOn'
>

/** The order's registered agent service, as its page and the admin show it; null before filing. */
export const agentServiceOf = (payload: Payload, orderId: number) =>
  payload.db.findOne<PageAgentService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: {
      status: true,
      startsOn: true,
      freeUntil: true,
      paidUntil: true,
      renewalPrice: true,
      endsOn: true,
    },
  })

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
