/**
 * The customer stops our registered agent service from the order page, in one step
 * (docs/registered-agent.md#stopping): at the end of the period (the free year, or a year paid
 * for), or at once. One conditional update from `active`, so a double submit stops it once; the
 * stop, its timeline line and the customer's email are one transaction. Asked again, the same
 * answer as the first time.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { CancelTiming } from '@/collections/AgentServices/statuses'
import { US_STATES } from '@/collections/StateFees/usStates'
import { orderPageLink } from '@/email/orderLinks'
import { queueEmail } from '@/email/queueEmail'
import { siteContact } from '@/email/siteContact'
import { agentStoppedEmail } from '@/email/templates/agentStopped'
import type { AgentService, Order, StateFee } from '@/payload-types'
import { calendarDate, calendarDayIn } from '@/utilities/dates'

import { lastDayBefore, whatTheStateNeeds } from '../../agentService'
import type { OrderStatus } from '../../status'
import { recordEvent } from '../timeline'

export type StopOutcome =
  | { kind: 'stopped'; lastDay: string; ended: boolean }
  | { kind: 'refused'; status: 409; code: 'not_started' | 'own_agent'; message: string }

export const NOT_STARTED =
  'Nothing to stop yet: our registered agent service starts when the state files your company. To name your own agent instead, change the Registered agent section of your filing details.'
export const OWN_AGENT =
  'Your company uses its own registered agent: there is no service of ours to stop.'

const NOT_STARTED_ANSWER: StopOutcome = {
  kind: 'refused',
  status: 409,
  code: 'not_started',
  message: NOT_STARTED,
}

type StoppingService = Pick<AgentService, 'id' | 'status' | 'paidUntil' | 'endsOn'>
type StoppingOrder = Pick<
  Order,
  'id' | 'email' | 'firstName' | 'llcname' | 'formationState' | 'status'
>

const day = (instant: string) => instant.slice(0, 10)
const noon = (date: string) => `${date}T12:00:00.000Z`

const findService = (payload: Payload, orderId: number) =>
  payload.db.findOne<StoppingService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: { status: true, paidUntil: true, endsOn: true },
  })

/** An earlier stop, answered as it was made. */
const stoppedAlready = (service: StoppingService, today: string): StopOutcome => {
  const last = day(service.endsOn ?? service.paidUntil)
  return { kind: 'stopped', lastDay: last, ended: last <= today }
}

export async function stopAgentService(
  payload: Payload,
  orderId: number,
  when: CancelTiming,
  now: Date = new Date(),
): Promise<StopOutcome> {
  const service = await findService(payload, orderId)
  if (!service) return NOT_STARTED_ANSWER
  if (service.status === 'own_agent')
    return { kind: 'refused', status: 409, code: 'own_agent', message: OWN_AGENT }
  const today = calendarDayIn(now)
  if (service.status !== 'active') return stoppedAlready(service, today)

  // At once: today is the last day. At the period's end: the day before the next would begin.
  const periodEnds = day(service.paidUntil)
  const lastDay = when === 'now' || periodEnds <= today ? today : lastDayBefore(periodEnds)
  const ended = lastDay === today && when === 'now'
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const stopped = await payload.db.updateOne({
      collection: 'agent-services',
      where: { and: [{ id: { equals: service.id } }, { status: { equals: 'active' } }] },
      data: {
        status: ended ? 'ended' : 'cancelled',
        cancelWhen: when,
        cancelledAt: now.toISOString(),
        endsOn: noon(lastDay),
        updatedAt: now.toISOString(),
      },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!stopped) {
      await killTransaction(req)
      const current = await findService(payload, orderId)
      return current ? stoppedAlready(current, today) : NOT_STARTED_ANSWER
    }
    const order = await payload.db.findOne<StoppingOrder>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: { email: true, firstName: true, llcname: true, formationState: true, status: true },
      req,
    })
    if (order) {
      await recordEvent(
        payload,
        {
          order: orderId,
          status: order.status as OrderStatus,
          summary: ended
            ? 'Registered agent service stopped by the customer, at once'
            : `Registered agent service stopped by the customer: ours until ${calendarDate(lastDay)}, then not renewed`,
          by: null,
        },
        req,
      )
      await queueStoppedEmail(payload, req, order, lastDay, ended)
    }
    await commitTransaction(req)
    return { kind: 'stopped', lastDay, ended }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function queueStoppedEmail(
  payload: Payload,
  req: Awaited<ReturnType<typeof createLocalReq>>,
  order: StoppingOrder,
  lastDay: string,
  ended: boolean,
) {
  const stateName =
    US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState
  const record = await payload.db.findOne<Pick<StateFee, 'id' | 'links'>>({
    collection: 'state-fees',
    where: { slug: { equals: order.formationState } },
    select: { links: true },
    req,
  })
  const { replyTo, ...contact } = await siteContact(payload, req)
  const shownDay = calendarDate(lastDay)
  const mail = agentStoppedEmail({
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    stateName,
    lastDay: shownDay,
    ended,
    stateNeeds: whatTheStateNeeds(stateName, shownDay, ended),
    feePage: record?.links?.feePage ?? null,
    filingPortal: record?.links?.filingPortal ?? null,
    orderPage: orderPageLink(order.id),
    siteName: contact.siteName,
    support: contact.support,
  })
  await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
}
