/**
 * The renewal notices (docs/registered-agent.md#renewing): 60, 30 and 7 days before a paid period
 * (the free year first) ends, each with the price, the date, and the order page's one-step renew
 * and stop. Sent by the hourly reminders' run on the jobs queue; each notice is claimed by one
 * conditional update on the service in the same transaction as its email, so it goes out once
 * whatever the number of runners.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import {
  AGENT_EMAIL_ORDER_SELECT,
  type AgentEmailOrder,
  queueAgentEmail,
} from '@/email/queueAgentEmail'
import { agentRenewalEmail } from '@/email/templates/agentRenewal'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { formatDollars } from '@/utilities/money'
import { relationId } from '@/utilities/rowId'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import {
  autoRenewChargeDay,
  dayOf,
  dueRenewalNotice,
  lastDayBefore,
  noonOf,
  RENEWAL_NOTICE_DAYS,
  renewalPeriod,
  whatTheStateNeeds,
} from '../../agentService'
import type { OrderStatus } from '../../status'
import { recordEvent } from '../timeline'
import { RENEWING_SERVICE_SELECT, type RenewingService } from './renewal'

/** How many notices of the period ending on `paidUntil` the service has had. */
const sentFor = (service: RenewingService) =>
  service.noticesFor === service.paidUntil ? (service.noticesSent ?? 0) : 0

async function sendNotice(
  payload: Payload,
  service: RenewingService,
  notice: number,
  now: Date,
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const claimed = await payload.db.updateOne({
      collection: 'agent-services',
      where: {
        and: [
          { id: { equals: service.id } },
          { status: { equals: 'active' } },
          { paidUntil: { equals: service.paidUntil } },
          {
            or: [
              { noticesFor: { exists: false } },
              { noticesFor: { not_equals: service.paidUntil } },
              { noticesSent: { less_than: notice } },
            ],
          },
        ],
      },
      data: { noticesFor: service.paidUntil, noticesSent: notice, updatedAt: now.toISOString() },
      options: { atomic: true },
      returning: true,
      req,
    })
    const orderId = relationId(service.order)
    const order =
      claimed &&
      orderId &&
      (await payload.db.findOne<AgentEmailOrder>({
        collection: 'orders',
        where: { id: { equals: orderId } },
        select: AGENT_EMAIL_ORDER_SELECT,
        req,
      }))
    if (!order) {
      await killTransaction(req)
      return false
    }
    const ends = dayOf(service.paidUntil)
    const next = renewalPeriod(ends)
    const lastDay = calendarDate(lastDayBefore(ends))
    const price = formatDollars(service.renewalPrice)
    await recordEvent(
      payload,
      {
        order: order.id,
        status: order.status as OrderStatus,
        summary: `Registered agent renewal notice ${notice} of ${RENEWAL_NOTICE_DAYS.length} sent: paid until ${lastDay}, renewal ${price}`,
        by: null,
      },
      req,
    )
    await queueAgentEmail(req, order, (context) =>
      agentRenewalEmail({
        ...context,
        kind: 'notice',
        price,
        lastDay,
        nextFrom: calendarDate(next.start),
        nextTo: calendarDate(lastDayBefore(next.end)),
        stateNeeds: whatTheStateNeeds(context.stateName, lastDay, false),
        savedCard: service.savedCard,
        chargeOn: calendarDate(autoRenewChargeDay(ends)),
      }),
    )
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    payload.logger.error(
      `Renewal notice of registered agent service ${service.id} was not sent (${(error as Error)?.name ?? 'error'}); the next run tries again.`,
    )
    return false
  }
}

/** Sends the renewal notices due today; resolves to how many were sent. */
export async function sendRenewalNotices(
  payload: Payload,
  now: Date = new Date(),
): Promise<number> {
  const today = calendarDayIn(now)
  const horizon = formatCalendarDate(addDays(parseCalendarDate(today), RENEWAL_NOTICE_DAYS[0]))
  const { docs } = await payload.db.find<RenewingService>({
    collection: 'agent-services',
    where: {
      and: [
        { status: { equals: 'active' } },
        { renewalPrice: { greater_than: 0 } },
        { paidUntil: { greater_than: noonOf(today) } },
        { paidUntil: { less_than_equal: noonOf(horizon) } },
      ],
    },
    select: RENEWING_SERVICE_SELECT,
    limit: 500,
    pagination: false,
  })
  let sent = 0
  for (const service of docs) {
    const notice = dueRenewalNotice(today, dayOf(service.paidUntil), sentFor(service))
    if (notice && (await sendNotice(payload, service, notice, now))) sent++
  }
  return sent
}
