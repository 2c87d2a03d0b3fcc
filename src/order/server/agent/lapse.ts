/**
 * A year that ends unrenewed ends the service (docs/registered-agent.md#renewing): nothing is
 * charged without the customer's renewal, so on the day a paid period (the free year first) ends
 * without one, the hourly run moves the service to `ended` and emails what the state needs. The
 * service's row is locked by the move, as a renewal's new attempt locks it, so a renewal being
 * charged is never crossed: while its outcome is unknown the service waits.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { CHARGING_RENEWAL_STATUSES } from '@/collections/AgentRenewals/statuses'
import {
  AGENT_EMAIL_ORDER_SELECT,
  type AgentEmailOrder,
  queueAgentEmail,
} from '@/email/queueAgentEmail'
import { agentRenewalEmail } from '@/email/templates/agentRenewal'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { formatDollars } from '@/utilities/money'
import { relationId } from '@/utilities/rowId'

import { dayOf, lastDayBefore, noonOf, renewalPeriod, whatTheStateNeeds } from '../../agentService'
import type { OrderStatus } from '../../status'
import { forgetCardAtSquare } from '../squareCards'
import { recordEvent } from '../timeline'
import { CARD_SERVICE_SELECT, type CardService, clearSavedCard } from './cardOnFile'
import {
  renewalKey,
  RENEWAL_SELECT,
  RENEWING_SERVICE_SELECT,
  type RenewingService,
  type StoredRenewal,
} from './renewal'

type Outcome = 'ended' | 'renewed_free' | 'waiting' | 'taken'

async function endOne(payload: Payload, service: RenewingService, now: Date): Promise<Outcome> {
  const ends = dayOf(service.paidUntil)
  const lastDay = lastDayBefore(ends)
  const free = !(service.renewalPrice > 0)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const moved = await payload.db.updateOne({
      collection: 'agent-services',
      where: {
        and: [
          { id: { equals: service.id } },
          { status: { equals: 'active' } },
          { paidUntil: { equals: service.paidUntil } },
        ],
      },
      data: free
        ? { paidUntil: noonOf(renewalPeriod(ends).end), updatedAt: now.toISOString() }
        : { status: 'ended', endsOn: noonOf(lastDay), updatedAt: now.toISOString() },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!moved) {
      await killTransaction(req)
      return 'taken'
    }
    const renewal = await payload.db.findOne<StoredRenewal>({
      collection: 'agent-renewals',
      where: { key: { equals: renewalKey(service.id, service.paidUntil) } },
      select: RENEWAL_SELECT,
      req,
    })
    if (
      renewal &&
      (renewal.status === 'paid' || CHARGING_RENEWAL_STATUSES.includes(renewal.status))
    ) {
      // Its charge may have been made: settled first, then this run or the next decides.
      await killTransaction(req)
      return 'waiting'
    }
    // Automatic renewal was on and no charge went through (Square unreachable on every try):
    // the card goes with the service, and staff are told, since the customer had agreed.
    const card = free
      ? null
      : await payload.db.findOne<CardService>({
          collection: 'agent-services',
          where: { id: { equals: service.id } },
          select: CARD_SERVICE_SELECT,
          req,
        })
    if (card?.savedCardId) await clearSavedCard(req, service.id, now)
    if (renewal?.status === 'due')
      await payload.db.updateOne({
        collection: 'agent-renewals',
        where: { and: [{ id: { equals: renewal.id } }, { status: { equals: 'due' } }] },
        data: { status: 'lapsed', updatedAt: now.toISOString() },
        req,
      })
    const orderId = relationId(service.order)
    const order =
      orderId &&
      (await payload.db.findOne<AgentEmailOrder>({
        collection: 'orders',
        where: { id: { equals: orderId } },
        select: AGENT_EMAIL_ORDER_SELECT,
        req,
      }))
    if (order) {
      const shownLastDay = calendarDate(lastDay)
      await recordEvent(
        payload,
        {
          order: order.id,
          status: order.status as OrderStatus,
          summary: free
            ? `Registered agent renewed at no charge until ${calendarDate(lastDayBefore(renewalPeriod(ends).end))}`
            : `Registered agent service ended after ${shownLastDay}: the year was not renewed`,
          by: null,
        },
        req,
      )
      if (!free)
        await queueAgentEmail(req, order, (context) =>
          agentRenewalEmail({
            ...context,
            kind: 'lapsed',
            price: formatDollars(service.renewalPrice),
            lastDay: shownLastDay,
            nextFrom: calendarDate(ends),
            nextTo: calendarDate(lastDayBefore(renewalPeriod(ends).end)),
            stateNeeds: whatTheStateNeeds(context.stateName, shownLastDay, true),
          }),
        )
    }
    await commitTransaction(req)
    if (card?.savedCardId) {
      payload.logger.error(
        `ALERT: registered agent service ${service.id} ended with automatic renewal on: its saved card was never charged. Check Square, and contact the customer.`,
      )
      await forgetCardAtSquare(payload, card.savedCardId, undefined, `service ${service.id}`)
    }
    return free ? 'renewed_free' : 'ended'
  } catch (error) {
    await killTransaction(req)
    payload.logger.error(
      `Registered agent service ${service.id} was not ended (${(error as Error)?.name ?? 'error'}); the next run tries again.`,
    )
    return 'taken'
  }
}

/** Ends the services whose paid period is over unrenewed; resolves to how many ended. */
export async function endUnrenewedServices(
  payload: Payload,
  now: Date = new Date(),
): Promise<number> {
  const today = calendarDayIn(now)
  const { docs } = await payload.db.find<RenewingService>({
    collection: 'agent-services',
    where: {
      and: [{ status: { equals: 'active' } }, { paidUntil: { less_than_equal: noonOf(today) } }],
    },
    select: RENEWING_SERVICE_SELECT,
    limit: 200,
    pagination: false,
  })
  let ended = 0
  for (const service of docs) if ((await endOne(payload, service, now)) === 'ended') ended++
  return ended
}
