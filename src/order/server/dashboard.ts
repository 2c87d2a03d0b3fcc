import type { Payload, Where } from 'payload'

import type { Order } from '@/payload-types'
import { businessTimeZone, calendarDayIn } from '@/utilities/dates'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import { refundRecords } from '../staffActions'
import { CHARGED_STATUSES } from '../status'

/** Milliseconds the zone is ahead of UTC at `at`. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  )
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
  return asUtc - Math.floor(at / 1000) * 1000
}

/** Midnight of `now`'s day in the zone, and of the Monday of its week, as instants. */
export function periodStarts(now: Date, timeZone: string): { today: Date; week: Date } {
  const local = new Date(now.getTime() + zoneOffset(now.getTime(), timeZone))
  const midnight = (daysBack: number) => {
    const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack)
    return new Date(day - zoneOffset(day, timeZone))
  }
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return { today: midnight(0), week: midnight(sinceMonday) }
}

/** Orders paid in the period and what they were charged; refunds made in the period, on any order. */
export type Period = { orders: number; chargedCents: number; refundedCents: number }

export type OrderFigures = {
  today: Period
  week: Period
  /** Orders waiting on staff, by status. */
  waiting: { paid: number; in_review: number; filed_with_state: number }
  /** Payments whose outcome Square has not told, and ones stuck mid-charge. */
  unknownPayments: number
  /** Checkouts whose card failed in the last 7 days (the customer may need a hand). */
  failedPayments: number
  /** Refunds Square has not confirmed: settled by the next refund of the order. */
  unconfirmedRefunds: number
  unverifiedFees: number
  /** Reminder emails still to send through `until` ('YYYY-MM-DD', 7 days from today). */
  remindersThisWeek: { count: number; until: string }
}

/** The last day, 'YYYY-MM-DD' in the zone, of the reminders counted as due this week. */
export const reminderWeekEnd = (now: Date, timeZone: string): string =>
  formatCalendarDate(addDays(parseCalendarDate(calendarDayIn(now, timeZone)), 7))

const count = async (
  payload: Payload,
  collection: 'orders' | 'state-fees' | 'order-reminders',
  where: Where,
) => (await payload.db.count({ collection, where })).totalDocs

/**
 * Reminders still to send whose day comes by `until` (any left from earlier days included: the
 * hourly run has not sent them yet). The dashboard links the same list.
 */
export const remindersDueWhere = (until: string): Where => ({
  and: [{ status: { equals: 'scheduled' } }, { sendOn: { less_than_equal: until } }],
})

/** The figures of the staff dashboard. */
export async function orderFigures(
  payload: Payload,
  now = new Date(),
  timeZone = businessTimeZone(),
): Promise<OrderFigures> {
  const { today, week } = periodStarts(now, timeZone)
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString()
  const stuckBefore = new Date(now.getTime() - 60_000).toISOString()
  const reminderUntil = reminderWeekEnd(now, timeZone)
  const [
    paidThisWeek,
    refundedThisWeek,
    paid,
    inReview,
    filed,
    unknown,
    failed,
    unconfirmedRefunds,
    unverifiedFees,
    remindersThisWeek,
  ] = await Promise.all([
    payload.db.find<Pick<Order, 'id' | 'paidAt' | 'amountCents'>>({
      collection: 'orders',
      where: {
        and: [
          { status: { in: [...CHARGED_STATUSES] } },
          { paidAt: { greater_than_equal: week.toISOString() } },
        ],
      },
      select: { paidAt: true, amountCents: true },
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
    count(payload, 'orders', { status: { equals: 'paid' } }),
    count(payload, 'orders', { status: { equals: 'in_review' } }),
    count(payload, 'orders', { status: { equals: 'filed_with_state' } }),
    count(payload, 'orders', {
      or: [
        { status: { equals: 'payment_unknown' } },
        {
          and: [
            { status: { equals: 'pending' } },
            {
              or: [
                { chargingUntil: { less_than: stuckBefore } },
                { chargingUntil: { exists: false } },
              ],
            },
          ],
        },
      ],
    }),
    count(payload, 'orders', {
      and: [{ status: { equals: 'payment_failed' } }, { updatedAt: { greater_than: weekAgo } }],
    }),
    count(payload, 'orders', { refundPending: { exists: true } }),
    count(payload, 'state-fees', {
      or: [{ verified: { equals: false } }, { verified: { exists: false } }],
    }),
    count(payload, 'order-reminders', remindersDueWhere(reminderUntil)),
  ])
  const refunds = refundedThisWeek.docs.flatMap((order) => refundRecords(order.refunds))
  const period = (since: Date): Period => {
    const orders = paidThisWeek.docs.filter((order) => new Date(order.paidAt!) >= since)
    return {
      orders: orders.length,
      chargedCents: orders.reduce((sum, order) => sum + (order.amountCents ?? 0), 0),
      refundedCents: refunds
        .filter((refund) => new Date(refund.refundedAt) >= since)
        .reduce((sum, refund) => sum + refund.amountCents, 0),
    }
  }
  return {
    today: period(today),
    week: period(week),
    waiting: { paid, in_review: inReview, filed_with_state: filed },
    unknownPayments: unknown,
    failedPayments: failed,
    unconfirmedRefunds,
    unverifiedFees,
    remindersThisWeek: { count: remindersThisWeek, until: reminderUntil },
  }
}
