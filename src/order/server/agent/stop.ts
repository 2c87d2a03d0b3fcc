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
  type PayloadRequest,
} from 'payload'

import type { CancelTiming } from '@/collections/AgentServices/statuses'
import { AGENT_EMAIL_ORDER_SELECT, queueAgentEmail } from '@/email/queueAgentEmail'
import { agentStoppedEmail } from '@/email/templates/agentStopped'
import type { AgentRenewal, AgentService, Order } from '@/payload-types'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { formatCents } from '@/utilities/money'

import {
  dayOf,
  lastDayBefore,
  noonOf,
  proratedRefundCents,
  whatTheStateNeeds,
} from '../../agentService'
import type { OrderStatus } from '../../status'
import { forgetCardAtSquare } from '../squareCards'
import { recordEvent } from '../timeline'
import { lockedService } from './cardOnFile'
import { refundStoppedYears } from './refundYear'

export type StopOutcome =
  | { kind: 'stopped'; lastDay: string; ended: boolean }
  | {
      kind: 'refused'
      status: 409
      code: 'not_started' | 'own_agent' | 'renewing'
      message: string
    }

export const NOT_STARTED =
  'Nothing to stop yet: our registered agent service starts when the state files your company. To name your own agent instead, change the Registered agent section of your filing details.'
export const STOPPED =
  'The service was stopped, so it does not renew. To have us as your registered agent again, contact us.'
export const OWN_AGENT =
  'Your company uses its own registered agent: there is no service of ours to stop.'

/**
 * Why the order's service cannot be renewed or charged (not started, the customer's own agent,
 * stopped or ended, or free: `free` says what there is not to do), or null when it can.
 */
export function notRenewable(
  service: Pick<AgentService, 'status' | 'renewalPrice'> | null,
  free: string,
): string | null {
  if (!service) return NOT_STARTED
  if (service.status === 'own_agent') return OWN_AGENT
  if (service.status !== 'active') return STOPPED
  if (!(service.renewalPrice > 0)) return `Our registered agent renews at no charge: ${free}.`
  return null
}

const NOT_STARTED_ANSWER: StopOutcome = {
  kind: 'refused',
  status: 409,
  code: 'not_started',
  message: NOT_STARTED,
}

export const RENEWING =
  'A renewal payment is being confirmed with the card processor: try again in a few minutes, once the page shows its outcome.'

type StoppingService = Pick<AgentService, 'id' | 'status' | 'paidUntil' | 'endsOn'>
type StoppingOrder = Pick<
  Order,
  'id' | 'email' | 'firstName' | 'llcname' | 'formationState' | 'status'
>

const findService = (payload: Payload, orderId: number) =>
  payload.db.findOne<StoppingService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: { status: true, paidUntil: true, endsOn: true },
  })

/** An earlier stop, answered as it was made. */
const stoppedAlready = (service: StoppingService, today: string): StopOutcome => {
  const last = dayOf(service.endsOn ?? service.paidUntil)
  return { kind: 'stopped', lastDay: last, ended: last <= today }
}

/**
 * What a stop does to the service's renewals: one being charged refuses it (its outcome first); a
 * renewal not paid is not renewed any more; stopped at once, each year paid for and not over is
 * to be refunded its whole months left (made by ./refundYear.ts once the stop is committed).
 */
async function settleRenewalsOfStop(
  req: PayloadRequest,
  serviceId: number,
  when: CancelTiming,
  today: string,
): Promise<{ refusal: StopOutcome } | { paidYear: boolean; refundCents: number }> {
  const { docs } = await req.payload.db.find<
    Pick<AgentRenewal, 'id' | 'status' | 'periodEnd' | 'amountCents'>
  >({
    collection: 'agent-renewals',
    where: {
      and: [
        { service: { equals: serviceId } },
        { status: { in: ['due', 'pending', 'payment_unknown', 'paid'] } },
      ],
    },
    select: { status: true, periodEnd: true, amountCents: true },
    limit: 100,
    pagination: false,
    req,
  })
  if (docs.some((renewal) => renewal.status === 'pending' || renewal.status === 'payment_unknown'))
    return { refusal: { kind: 'refused', status: 409, code: 'renewing', message: RENEWING } }
  const paidYears = docs.filter(
    (renewal) => renewal.status === 'paid' && dayOf(renewal.periodEnd) > today,
  )
  let refundCents = 0
  if (when === 'now')
    for (const renewal of paidYears) {
      const cents = proratedRefundCents(renewal.amountCents, today, dayOf(renewal.periodEnd))
      if (!cents) continue
      await req.payload.db.updateOne({
        collection: 'agent-renewals',
        where: { and: [{ id: { equals: renewal.id } }, { status: { equals: 'paid' } }] },
        data: { refundDueCents: cents, updatedAt: new Date().toISOString() },
        req,
      })
      refundCents += cents
    }
  for (const renewal of docs.filter((row) => row.status === 'due'))
    await req.payload.db.updateOne({
      collection: 'agent-renewals',
      where: { and: [{ id: { equals: renewal.id } }, { status: { equals: 'due' } }] },
      data: { status: 'cancelled', updatedAt: new Date().toISOString() },
      req,
    })
  return { paidYear: paidYears.length > 0, refundCents }
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
  const periodEnds = dayOf(service.paidUntil)
  const lastDay = when === 'now' || periodEnds <= today ? today : lastDayBefore(periodEnds)
  const ended = lastDay === today && when === 'now'
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let savedCardId: string | null | undefined
  try {
    // The card on file as it stands under the service's lock: the one Square is told to disable.
    const held = await lockedService(req, service.id)
    savedCardId = held?.savedCardId
    const stopped = await payload.db.updateOne({
      collection: 'agent-services',
      where: { and: [{ id: { equals: service.id } }, { status: { equals: 'active' } }] },
      data: {
        status: ended ? 'ended' : 'cancelled',
        cancelWhen: when,
        cancelledAt: now.toISOString(),
        endsOn: noonOf(lastDay),
        // A stop turns automatic renewal off: the saved card is never charged again.
        savedCard: null,
        savedCardId: null,
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
    // The service's row is locked by the update: no renewal attempt starts until this commits.
    const renewals = await settleRenewalsOfStop(req, service.id, when, today)
    if ('refusal' in renewals) {
      await killTransaction(req)
      return renewals.refusal
    }
    const order = await payload.db.findOne<StoppingOrder>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: AGENT_EMAIL_ORDER_SELECT,
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
      const shownDay = calendarDate(lastDay)
      await queueAgentEmail(req, order, (context) =>
        agentStoppedEmail({
          ...context,
          lastDay: shownDay,
          ended,
          paidYear: renewals.paidYear,
          refund: renewals.refundCents ? formatCents(renewals.refundCents) : null,
          savedCard: savedCardId ? held?.savedCard : null,
          stateNeeds: whatTheStateNeeds(context.stateName, shownDay, ended),
        }),
      )
    }
    await commitTransaction(req)
    await forgetCardAtSquare(payload, savedCardId, undefined, `service ${service.id}`)
    if (renewals.refundCents)
      // Made now; if Square does not answer, the hourly run makes it (an ALERT is logged).
      await refundStoppedYears(payload, orderId).catch((error: unknown) =>
        payload.logger.error(
          `ALERT: order ${orderId}: the refund of its stopped registered agent year was not made now (${(error as Error)?.name ?? 'error'}); the hourly run tries again.`,
        ),
      )
    return { kind: 'stopped', lastDay, ended }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
