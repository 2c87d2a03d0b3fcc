/**
 * An order's reminder emails (docs/customer-page.md#reminders), kept in step with its compliance
 * calendar: one `order-reminders` row per dated obligation and lead. Called whenever what they
 * depend on changes (payment, a staff move, a refund, the customer's choice) and after each send,
 * so the three-year horizon moves on. Safe to run twice at once: the unique index on (order,
 * obligation, due date, lead) guards the inserts, and every other write is conditional on the
 * row's status, so a row the sender has just claimed is never touched.
 */
import { type Payload, type PayloadRequest, ValidationError } from 'payload'

import type { Order, OrderReminder } from '@/payload-types'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'
import { calendarDayIn } from '@/utilities/dates'

import type { Obligation } from '../../calendar'
import { obligationTitle } from '../../calendarWords'
import { STAGES } from '../../status'
import { CALENDAR_ORDER_SELECT, orderCalendar, type OrderCalendar } from '../orderCalendar'

/** Days before a due date that a reminder goes out, the earliest first. */
export const REMINDER_LEADS = [30, 7] as const

export const REMINDER_ORDER_SELECT = {
  ...CALENDAR_ORDER_SELECT,
  status: true,
  reminders: true,
} as const

export type ReminderOrder = Pick<Order, 'id' | keyof typeof REMINDER_ORDER_SELECT>

export type PlannedReminder = Pick<
  OrderReminder,
  'obligation' | 'title' | 'dueOn' | 'daysBefore' | 'sendOn'
>

/** The customer asked for reminders, and the order is charged, neither cancelled nor refunded. */
export const wantsReminders = (order: Pick<Order, 'status' | 'reminders'>): boolean =>
  order.reminders === true && (STAGES as readonly string[]).includes(order.status)

type RemindedKind = Exclude<Obligation['kind'], 'agent'>

/** What tells two reminders of one order apart, as the unique index does. */
export const reminderKey = (row: Pick<OrderReminder, 'obligation' | 'dueOn' | 'daysBefore'>) =>
  `${row.obligation}:${row.dueOn}:${row.daysBefore}`

/** The obligation a reminder is about still has this date in the calendar. */
export const isInCalendar = (
  calendar: OrderCalendar,
  row: Pick<OrderReminder, 'obligation' | 'dueOn'>,
): boolean =>
  calendar.obligations.some(
    (obligation) => obligation.kind === row.obligation && obligation.dueOn === row.dueOn,
  )

/** The reminders a calendar calls for: each dated obligation, 30 and 7 calendar days before. */
export function plannedReminders(calendar: OrderCalendar): PlannedReminder[] {
  // Our registered agent's renewal has notices of its own (../agent/notices.ts).
  const dated = calendar.obligations.filter(
    (obligation): obligation is Obligation & { dueOn: string; kind: RemindedKind } =>
      Boolean(obligation.dueOn) && obligation.kind !== 'agent',
  )
  return dated.flatMap((obligation) =>
    REMINDER_LEADS.map((daysBefore) => ({
      obligation: obligation.kind,
      title: obligationTitle(obligation, calendar.stateName),
      dueOn: obligation.dueOn,
      daysBefore,
      sendOn: formatCalendarDate(addDays(parseCalendarDate(obligation.dueOn), -daysBefore)),
    })),
  )
}

/** Every reminder of the order still waiting becomes cancelled (reminders off, order ended). */
export async function cancelReminders(
  payload: Payload,
  orderId: number,
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.updateMany({
    collection: 'order-reminders',
    where: { and: [{ order: { equals: orderId } }, { status: { equals: 'scheduled' } }] },
    data: { status: 'cancelled', updatedAt: new Date().toISOString() },
    ...(req ? { req } : {}),
  })
}

/** Inserts one reminder; false when it exists already (the unique index said so). */
async function insertReminder(
  payload: Payload,
  orderId: number,
  reminder: PlannedReminder,
  req?: PayloadRequest,
): Promise<boolean> {
  const now = new Date().toISOString()
  try {
    await payload.db.create({
      collection: 'order-reminders',
      data: { ...reminder, order: orderId, status: 'scheduled', createdAt: now, updatedAt: now },
      select: { id: true },
      ...(req ? { req } : {}),
    })
    return true
  } catch (error) {
    // The database adapter reports a unique-index violation as a ValidationError.
    if (error instanceof ValidationError) return false
    throw error
  }
}

/**
 * Makes the order's reminder rows match its calendar as of `today` ('YYYY-MM-DD' in the business
 * time zone). Rows whose due date is past are left to the sender, which marks them skipped. Run it
 * outside a transaction: a duplicate insert would abort the caller's.
 */
export async function scheduleReminders(
  payload: Payload,
  orderId: number,
  req?: PayloadRequest,
  { today = calendarDayIn(new Date()) }: { today?: string } = {},
): Promise<void> {
  const order = await payload.db.findOne<ReminderOrder>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: REMINDER_ORDER_SELECT,
    ...(req ? { req } : {}),
  })
  const calendar =
    order && wantsReminders(order) ? await orderCalendar(payload, order, { today, req }) : null
  if (!calendar) return cancelReminders(payload, orderId, req)

  const planned = new Map(plannedReminders(calendar).map((row) => [reminderKey(row), row]))
  const { docs: rows } = await payload.db.find<OrderReminder>({
    collection: 'order-reminders',
    where: { order: { equals: orderId } },
    pagination: false,
    limit: 0,
    ...(req ? { req } : {}),
  })
  const updatedAt = new Date().toISOString()
  for (const row of rows) {
    if (row.dueOn <= today) continue
    const wanted = planned.has(reminderKey(row))
    planned.delete(reminderKey(row))
    if (!wanted && row.status === 'scheduled')
      // The date moved (staff recorded the filing date): the old one is no deadline of the company.
      await payload.db.deleteMany({
        collection: 'order-reminders',
        where: { and: [{ id: { equals: row.id } }, { status: { equals: 'scheduled' } }] },
        ...(req ? { req } : {}),
      })
    else if (wanted && row.status === 'cancelled')
      // The customer turned reminders on again.
      await payload.db.updateOne({
        collection: 'order-reminders',
        where: { and: [{ id: { equals: row.id } }, { status: { equals: 'cancelled' } }] },
        data: { status: 'scheduled', updatedAt },
        options: { atomic: true },
        returning: false,
        ...(req ? { req } : {}),
      })
  }
  for (const reminder of planned.values()) await insertReminder(payload, orderId, reminder, req)
  // A reminder already due (paid or filed late in its window) goes out within a tick of the jobs
  // runner rather than at the next hour; the sender claims each row once, so an extra run is harmless.
  const { totalDocs: dueNow } = await payload.db.count({
    collection: 'order-reminders',
    where: {
      and: [
        { order: { equals: orderId } },
        { status: { equals: 'scheduled' } },
        { sendOn: { less_than_equal: today } },
        { dueOn: { greater_than: today } },
      ],
    },
    ...(req ? { req } : {}),
  })
  if (dueNow > 0)
    await payload.jobs.queue({
      task: 'sendDueReminders',
      queue: 'default',
      input: {},
      ...(req ? { req } : {}),
    })
}
