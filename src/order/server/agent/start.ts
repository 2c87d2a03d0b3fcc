/**
 * The registered agent service starts when the order is marked filed (docs/registered-agent.md):
 * ours from the filing date, free for a year, then at the yearly price the customer was shown;
 * or none when the filing details name the customer's own agent. Called inside the move's
 * transaction, so the service and the filing stand or fall together.
 */
import type { PayloadRequest } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import type { AgentService, FilingDetail, Order } from '@/payload-types'

import { longDate } from '@/utilities/dates'
import { formatDollars } from '@/utilities/money'

import { periodEnd } from '../../agentService'
import type { AgentSection } from '../../filing/details'
import type { OrderStatus } from '../../status'
import { recordEvent } from '../timeline'
import { agentRenewalPrice } from './price'

type StartingOrder = Pick<
  Order,
  'id' | 'llcname' | 'formationState' | 'filedAt' | 'agentRenewalPrice' | 'status'
>

/** The service's row as the order's filing makes it. */
export function serviceOf(
  order: StartingOrder,
  ownAgent: boolean,
  price: number,
): Omit<AgentService, 'id' | 'createdAt' | 'updatedAt'> {
  const startsOn = order.filedAt!.slice(0, 10)
  const freeUntil = periodEnd(startsOn)
  const stateName =
    US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState
  return {
    order: order.id,
    title: `${order.llcname} (order ${order.id}), ${stateName}`,
    state: order.formationState,
    status: ownAgent ? 'own_agent' : 'active',
    startsOn: `${startsOn}T12:00:00.000Z`,
    freeUntil: `${freeUntil}T12:00:00.000Z`,
    paidUntil: `${freeUntil}T12:00:00.000Z`,
    renewalPrice: price,
  }
}

export async function startAgentService(req: PayloadRequest, orderId: number): Promise<void> {
  const { payload } = req
  const existing = await payload.db.findOne<Pick<AgentService, 'id'>>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: {},
    req,
  })
  if (existing) return
  const order = await payload.db.findOne<StartingOrder>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: {
      llcname: true,
      formationState: true,
      filedAt: true,
      agentRenewalPrice: true,
      status: true,
    },
    req,
  })
  if (!order?.filedAt) return
  const details = await payload.db.findOne<Pick<FilingDetail, 'id'> & { agent?: AgentSection }>({
    collection: 'filing-details',
    where: { order: { equals: orderId } },
    select: { agent: true },
    req,
  })
  const ownAgent = details?.agent?.kind === 'own'
  // Orders paid before the price was recorded: today's price, which renewals still ask for first.
  const price = order.agentRenewalPrice ?? (await agentRenewalPrice(payload))
  const service = serviceOf(order, ownAgent, price)
  await payload.db.create({ collection: 'agent-services', data: service, req })
  await recordEvent(
    payload,
    {
      order: orderId,
      status: order.status as OrderStatus,
      summary: ownAgent
        ? 'Registered agent: the customer named their own, so no service of ours started'
        : `Registered agent service started: ours, free until ${longDate(service.freeUntil)}, then ${formatDollars(price)} a year`,
      by: null,
    },
    req,
  )
}
