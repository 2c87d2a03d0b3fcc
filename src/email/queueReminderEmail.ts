import type { PayloadRequest } from 'payload'

import type { Obligation } from '@/order/calendar'
import type { OrderCalendar } from '@/order/server/orderCalendar'
import { stopRemindersUrl } from '@/order/server/reminders/links'
import type { Order, OrderReminder } from '@/payload-types'

import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import { reminderEmail } from './templates/reminder'

/** The order fields a reminder reads. */
export const REMINDER_EMAIL_SELECT = { email: true, firstName: true, llcname: true } as const

export type ReminderEmailOrder = Pick<Order, 'id' | keyof typeof REMINDER_EMAIL_SELECT>

/** Whole days from one 'YYYY-MM-DD' to another. */
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/**
 * Queues one reminder of a deadline inside the caller's transaction (`req`), which claimed its
 * row: the email exists only if the claim is committed.
 */
export async function queueReminderEmail(
  req: PayloadRequest,
  {
    order,
    reminder,
    obligation,
    calendar,
    today,
  }: {
    order: ReminderEmailOrder
    reminder: Pick<OrderReminder, 'title'>
    obligation: Obligation
    calendar: OrderCalendar
    today: string
  },
): Promise<void> {
  const { replyTo, portalUrl: _portal, ...contact } = await siteContact(req.payload, req)
  const unsubscribeUrl = stopRemindersUrl(order.id)
  const mail = reminderEmail({
    firstName: order.firstName,
    companyName: order.llcname,
    title: reminder.title,
    obligation,
    daysLeft: daysFrom(today, obligation.dueOn ?? today),
    filingPortal: calendar.record.links?.filingPortal ?? null,
    orderPage: orderPageLink(order.id),
    calendarFile: orderPageLink(order.id, '/calendar.ics'),
    unsubscribeUrl,
    ...contact,
  })
  await queueEmail({
    req,
    to: order.email,
    ...mail,
    unsubscribeUrl,
    ...(replyTo ? { replyTo } : {}),
  })
}
