import type { Payload, Where } from 'payload'

import type { Order, OrderBalance } from '@/payload-types'
import { businessTimeZone, calendarDayIn } from '@/utilities/dates'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import { expectedFilingDay } from '../filingSpeed'
import { toCents } from '../pricing'
import { isFeeRefundKey } from '../feeSettlement'
import { refundRecords } from '../staffActions'
import { CHARGED_STATUSES } from '../status'
import { periodStarts } from './dashboardPeriods'
import { leaseMs } from './settle'
import { squareTimeoutMs } from './square'
import {
  dashboardLists,
  type DashboardLists,
  unverifiedFees,
  WAITING,
  type WaitingStatus,
} from './dashboardLists'

// Where today and this week begin, re-exported for the figures' callers and tests.
export { periodStarts }

/**
 * Orders paid in the period and what they were charged (balances of the state's fee paid in it
 * included), of which the state fees we pass on to the states, less differences refunded (the
 * rest is our fees); refunds made in the period, on any order.
 */
export type Period = {
  orders: number
  chargedCents: number
  stateFeeCents: number
  refundedCents: number
  /** Of the refunds, differences of the state's fee (already taken off `stateFeeCents`). */
  stateFeeRefundedCents: number
}

/** A figure and the list it counts: the dashboard links that very `where`. */
export type Figure = { count: number; where: Where }

/** An order as the dashboard names it, with a link to it. */
export type OrderBrief = Pick<
  Order,
  'id' | 'llcname' | 'status' | 'total' | 'formationState' | 'createdAt' | 'paidAt'
>

export type OrderFigures = {
  /** Today in the business's zone, 'YYYY-MM-DD'. */
  todayOn: string
  today: Period
  week: Period
  /** Orders made (and charged) today and this week. */
  ordersToday: Figure
  ordersThisWeek: Figure
  /** The five orders made last. */
  recent: OrderBrief[]
  /** Orders waiting on staff, by status, with the one paid longest ago. */
  waiting: Record<WaitingStatus, Figure & { oldest: OrderBrief | null }>
  /** Expedited orders not filed yet, promised within 2 business days: the first ten by due day. */
  expeditedNotFiled: Figure & { orders: (OrderBrief & { dueOn: string })[] }
  /** Orders whose state fee was an estimate, not filed yet: staff confirm the fee first. */
  estimatedFee: Figure & { orders: OrderBrief[] }
  /** Payments whose outcome Square has not told, and ones stuck mid-charge. */
  unknownPayments: Figure
  /** Balances of the state fee asked of customers and not paid (collection order-balances). */
  balancesDue: Figure
  /** Balance payments whose outcome Square has not told, or stuck mid-charge (order-balances). */
  unknownBalances: Figure
  /** Documents our registered agent received whose scan is not forwarded yet (agent-mail). */
  receivedNotForwarded: Figure
  /** Our registered agent services: serving, ending within 30 days, stopped, ended. */
  agent: Record<'active' | 'endingSoon' | 'stopping' | 'ended' | 'unknownRenewals', Figure> & {
    /** Renewals paid since the week began, and what they brought in (cents). */
    renewedThisWeek: Figure & { amountCents: number }
  }
  /** Checkouts whose card failed this week (the customer may need a hand). */
  failedPayments: Figure
  /** Refunds Square has not confirmed: settled by the next refund of the order. */
  unconfirmedRefunds: Figure
  unverifiedFees: Figure
  /** Reminder emails still to send through `until` ('YYYY-MM-DD', 7 days from today). */
  remindersThisWeek: { count: number; until: string }
}

/** The last day, 'YYYY-MM-DD' in the zone, of the reminders counted as due this week. */
export const reminderWeekEnd = (now: Date, timeZone: string): string =>
  formatCalendarDate(addDays(parseCalendarDate(calendarDayIn(now, timeZone)), 7))

/**
 * Reminders still to send whose day comes by `until` (any left from earlier days included: the
 * hourly run has not sent them yet). The dashboard links the same list.
 */
export const remindersDueWhere = (until: string): Where => ({
  and: [{ status: { equals: 'scheduled' } }, { sendOn: { less_than_equal: until } }],
})

const BRIEF = {
  llcname: true,
  status: true,
  total: true,
  formationState: true,
  createdAt: true,
  paidAt: true,
} as const

const figure = async (
  payload: Payload,
  collection:
    'orders' | 'state-fees' | 'order-balances' | 'agent-mail' | 'agent-services' | 'agent-renewals',
  where: Where,
): Promise<Figure> => ({ count: (await payload.db.count({ collection, where })).totalDocs, where })

const briefs = async (payload: Payload, where: Where, sort: string, limit: number) =>
  (
    await payload.db.find<OrderBrief>({
      collection: 'orders',
      where,
      select: BRIEF,
      sort,
      limit,
      pagination: false,
    })
  ).docs

/** Revenue of the periods: orders paid since the week began, and the refunds made meanwhile. */
async function revenue(payload: Payload, today: Date, week: Date) {
  const [paidThisWeek, refundedThisWeek, balancesThisWeek] = await Promise.all([
    payload.db.find<Pick<Order, 'id' | 'paidAt' | 'amountCents' | 'stateFee'>>({
      collection: 'orders',
      where: {
        and: [
          { status: { in: [...CHARGED_STATUSES] } },
          { paidAt: { greater_than_equal: week.toISOString() } },
        ],
      },
      select: { paidAt: true, amountCents: true, stateFee: true },
      pagination: false,
      limit: 0,
    }),
    // A refund updates its order, so orders refunded this week were updated this week.
    payload.db.find<Pick<Order, 'id' | 'refunds'>>({
      collection: 'orders',
      where: {
        and: [
          { refundedCents: { greater_than: 0 } },
          { updatedAt: { greater_than_equal: week.toISOString() } },
        ],
      },
      select: { refunds: true },
      pagination: false,
      limit: 0,
    }),
    payload.db.find<Pick<OrderBalance, 'id' | 'paidAt' | 'amountCents'>>({
      collection: 'order-balances',
      where: {
        and: [
          { status: { equals: 'paid' } },
          { paidAt: { greater_than_equal: week.toISOString() } },
        ],
      },
      select: { paidAt: true, amountCents: true },
      pagination: false,
      limit: 0,
    }),
  ])
  const refunds = refundedThisWeek.docs.flatMap((order) => refundRecords(order.refunds))
  const period = (since: Date): Period => {
    const orders = paidThisWeek.docs.filter((order) => new Date(order.paidAt!) >= since)
    const balances = balancesThisWeek.docs.filter((balance) => new Date(balance.paidAt!) >= since)
    const balanceCents = balances.reduce((sum, balance) => sum + balance.amountCents, 0)
    const inPeriod = refunds.filter((refund) => new Date(refund.refundedAt) >= since)
    const sum = (rows: { amountCents: number }[]) =>
      rows.reduce((total, row) => total + row.amountCents, 0)
    return {
      orders: orders.length,
      chargedCents: orders.reduce((sum, order) => sum + (order.amountCents ?? 0), 0) + balanceCents,
      stateFeeCents:
        orders.reduce((sum, order) => sum + toCents(order.stateFee ?? 0), 0) +
        balanceCents -
        sum(inPeriod.filter((refund) => isFeeRefundKey(refund.key))),
      refundedCents: sum(inPeriod),
      stateFeeRefundedCents: sum(inPeriod.filter((refund) => isFeeRefundKey(refund.key))),
    }
  }
  return { today: period(today), week: period(week) }
}

/** Renewals of our registered agent paid in a period: how many, and their sum. */
async function renewalRevenue(payload: Payload, where: Where) {
  const { docs } = await payload.db.find<{ id: number; amountCents: number }>({
    collection: 'agent-renewals',
    where,
    select: { amountCents: true },
    pagination: false,
    limit: 0,
  })
  return {
    count: docs.length,
    where,
    amountCents: docs.reduce((total, renewal) => total + renewal.amountCents, 0),
  }
}

async function waiting(payload: Payload, lists: DashboardLists) {
  const entries = await Promise.all(
    WAITING.map(async (status) => {
      const where = lists.waiting[status]
      const [counted, [oldest]] = await Promise.all([
        figure(payload, 'orders', where),
        briefs(payload, where, 'paidAt', 1),
      ])
      return [status, { ...counted, oldest: oldest ?? null }] as const
    }),
  )
  return Object.fromEntries(entries) as OrderFigures['waiting']
}

/** The figures of the staff dashboard. */
export async function orderFigures(
  payload: Payload,
  now = new Date(),
  timeZone = businessTimeZone(),
): Promise<OrderFigures> {
  const { today, week } = periodStarts(now, timeZone)
  const stuckBefore = new Date(now.getTime() - leaseMs({ timeoutMs: squareTimeoutMs() }) - 60_000)
  const lists = dashboardLists({ today, week, stuckBefore })
  const reminderUntil = reminderWeekEnd(now, timeZone)
  const [
    periods,
    ordersToday,
    ordersThisWeek,
    recent,
    waitingFigures,
    expeditedNotFiled,
    expeditedOrders,
    estimatedFee,
    estimatedOrders,
    unknownPayments,
    failedPayments,
    unconfirmedRefunds,
    unverified,
    remindersThisWeek,
    balancesDue,
    unknownBalances,
    receivedNotForwarded,
    agentActive,
    agentEndingSoon,
    agentStopping,
    agentEnded,
    unknownRenewals,
    renewedThisWeek,
  ] = await Promise.all([
    revenue(payload, today, week),
    figure(payload, 'orders', lists.ordersToday),
    figure(payload, 'orders', lists.ordersThisWeek),
    briefs(payload, { status: { in: [...CHARGED_STATUSES] } }, '-createdAt', 5),
    waiting(payload, lists),
    figure(payload, 'orders', lists.expeditedNotFiled),
    briefs(payload, lists.expeditedNotFiled, 'paidAt', 10),
    figure(payload, 'orders', lists.estimatedFeeNotFiled),
    briefs(payload, lists.estimatedFeeNotFiled, 'paidAt', 10),
    figure(payload, 'orders', lists.unknownPayments),
    figure(payload, 'orders', lists.failedThisWeek),
    figure(payload, 'orders', lists.unconfirmedRefunds),
    figure(payload, 'state-fees', unverifiedFees),
    payload.db.count({ collection: 'order-reminders', where: remindersDueWhere(reminderUntil) }),
    figure(payload, 'order-balances', lists.balancesDue),
    figure(payload, 'order-balances', lists.unknownBalances),
    figure(payload, 'agent-mail', lists.receivedNotForwarded),
    figure(payload, 'agent-services', lists.agentActive),
    figure(payload, 'agent-services', lists.agentEndingSoon),
    figure(payload, 'agent-services', lists.agentStopping),
    figure(payload, 'agent-services', lists.agentEnded),
    figure(payload, 'agent-renewals', lists.unknownRenewals),
    renewalRevenue(payload, lists.renewedThisWeek),
  ])
  return {
    todayOn: calendarDayIn(now, timeZone),
    ...periods,
    ordersToday,
    ordersThisWeek,
    recent,
    waiting: waitingFigures,
    expeditedNotFiled: {
      ...expeditedNotFiled,
      orders: expeditedOrders.map((order) => ({
        ...order,
        dueOn: expectedFilingDay(
          calendarDayIn(new Date(order.paidAt ?? order.createdAt), timeZone),
          true,
        ),
      })),
    },
    estimatedFee: { ...estimatedFee, orders: estimatedOrders },
    unknownPayments,
    failedPayments,
    unconfirmedRefunds,
    balancesDue,
    unknownBalances,
    receivedNotForwarded,
    agent: {
      active: agentActive,
      endingSoon: agentEndingSoon,
      stopping: agentStopping,
      ended: agentEnded,
      unknownRenewals,
      renewedThisWeek,
    },
    unverifiedFees: unverified,
    remindersThisWeek: { count: remindersThisWeek.totalDocs, until: reminderUntil },
  }
}
