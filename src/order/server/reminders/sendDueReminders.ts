/**
 * The hourly send of reminder emails (docs/customer-page.md#reminders). Each row is claimed by one
 * conditional update in the same transaction as its email's job, so it is sent exactly once,
 * whatever the number of replicas running this at the same moment: the second claim finds the row
 * no longer `scheduled` and does nothing.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type Where,
} from 'payload'

import {
  queueReminderEmail,
  REMINDER_EMAIL_SELECT,
  type ReminderEmailOrder,
} from '@/email/queueReminderEmail'
import type { OrderReminder } from '@/payload-types'
import { calendarDayIn } from '@/utilities/dates'

import { STAGES } from '../../status'
import { orderCalendar } from '../orderCalendar'
import {
  REMINDER_ORDER_SELECT,
  type ReminderOrder,
  scheduleReminders,
  wantsReminders,
} from './schedule'

/** How many reminders one run sends at most; the next hour's run takes the rest. */
const BATCH = 200

/** How long after a payment or a change of choice the run makes sure the order is scheduled. */
const RECENT_MS = 2 * 24 * 60 * 60 * 1000

type Outcome = 'sent' | 'cancelled' | 'taken'

/**
 * Claims one reminder and queues its email, in one transaction. The order is read after the claim,
 * so a customer who turned reminders off before it committed is never sent one after.
 */
async function sendOne(payload: Payload, row: OrderReminder, today: string): Promise<Outcome> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const claimed = await payload.db.updateOne({
      collection: 'order-reminders',
      where: { and: [{ id: { equals: row.id } }, { status: { equals: 'scheduled' } }] },
      data: {
        status: 'sent',
        sentAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!claimed) {
      await killTransaction(req)
      return 'taken'
    }
    const orderId = row.order as number
    const order = await payload.db.findOne<ReminderOrder & ReminderEmailOrder>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: { ...REMINDER_ORDER_SELECT, ...REMINDER_EMAIL_SELECT },
      req,
    })
    const calendar =
      order && wantsReminders(order) ? await orderCalendar(payload, order, { today, req }) : null
    const obligation = calendar?.obligations.find(
      (item) => item.kind === row.obligation && item.dueOn === row.dueOn,
    )
    if (!order || !calendar || !obligation) {
      await payload.db.updateOne({
        collection: 'order-reminders',
        where: { id: { equals: row.id } },
        data: { status: 'cancelled', sentAt: null },
        req,
      })
      await commitTransaction(req)
      return 'cancelled'
    }
    // An earlier lead of the same deadline not sent yet (the order was paid late, say) would only
    // repeat this one.
    await payload.db.updateMany({
      collection: 'order-reminders',
      where: {
        and: [
          { order: { equals: orderId } },
          { obligation: { equals: row.obligation } },
          { dueOn: { equals: row.dueOn } },
          { daysBefore: { greater_than: row.daysBefore } },
          { status: { equals: 'scheduled' } },
        ],
      },
      data: { status: 'skipped' },
      req,
    })
    await queueReminderEmail(req, { order, reminder: row, obligation, calendar, today })
    await commitTransaction(req)
    return 'sent'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The latest lead due of each deadline: a 30-day row next to a due 7-day row is not sent. */
function latestOfEachDeadline(rows: OrderReminder[]): OrderReminder[] {
  const latest = new Map<string, OrderReminder>()
  for (const row of rows) {
    const key = `${row.order}:${row.obligation}:${row.dueOn}`
    const kept = latest.get(key)
    if (!kept || row.daysBefore < kept.daysBefore) latest.set(key, row)
  }
  return [...latest.values()]
}

/** Orders paid or whose choice changed lately: scheduled again, should their scheduling have failed. */
async function recentlyChosen(payload: Payload, now: Date, scope: Where[]): Promise<number[]> {
  const { docs } = await payload.db.find<{ id: number }>({
    collection: 'orders',
    where: {
      and: [
        ...scope,
        { reminders: { equals: true } },
        { status: { in: [...STAGES] } },
        { remindersChangedAt: { greater_than: new Date(now.getTime() - RECENT_MS).toISOString() } },
      ],
    },
    select: { id: true },
    pagination: false,
    limit: 500,
  })
  return docs.map((doc) => doc.id)
}

type Options = {
  /** 'YYYY-MM-DD' in the business time zone. */
  today?: string
  now?: Date
  /** Only these orders' reminders: a test's own, on a database other tests share. */
  orders?: number[]
}

/**
 * Sends every reminder due on `today` or earlier whose deadline is still ahead; resolves to how
 * many were sent.
 */
export async function sendDueReminders(
  payload: Payload,
  { today = calendarDayIn(new Date()), now = new Date(), orders }: Options = {},
): Promise<number> {
  const scope: Where[] = orders ? [{ order: { in: orders } }] : []
  // A deadline that has passed gets no reminder any more.
  await payload.db.updateMany({
    collection: 'order-reminders',
    where: {
      and: [...scope, { status: { equals: 'scheduled' } }, { dueOn: { less_than_equal: today } }],
    },
    data: { status: 'skipped' },
  })
  const { docs: due } = await payload.db.find<OrderReminder>({
    collection: 'order-reminders',
    where: {
      and: [
        ...scope,
        { status: { equals: 'scheduled' } },
        { sendOn: { less_than_equal: today } },
        { dueOn: { greater_than: today } },
        { order: { exists: true } },
      ],
    },
    sort: 'sendOn',
    pagination: false,
    limit: BATCH,
  })
  let sent = 0
  const recent = await recentlyChosen(payload, now, orders ? [{ id: { in: orders } }] : [])
  const touched = new Set<number>(recent)
  for (const row of latestOfEachDeadline(due)) {
    try {
      if ((await sendOne(payload, row, today)) === 'sent') sent += 1
      touched.add(row.order as number)
    } catch (error) {
      payload.logger.error({
        err: error,
        msg: `Reminder ${row.id}: not sent; tried again next hour.`,
      })
    }
  }
  // The calendar's three-year horizon moves on, and a moved or cancelled order is settled.
  for (const orderId of touched)
    await scheduleReminders(payload, orderId, undefined, { today }).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Order ${orderId}: reminders not scheduled.` }),
    )
  return sent
}
