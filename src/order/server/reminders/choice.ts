import type { Payload } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import type { Order } from '@/payload-types'

import { scheduleReminders } from './schedule'

/** What the reminders page shows of an order: the company, and whether reminders are on. */
export type RemindersChoice = { companyName: string; stateName: string; on: boolean }

/** The order's reminders choice, or null when there is no such order. */
export async function remindersChoiceOf(
  payload: Payload,
  orderId: number,
): Promise<RemindersChoice | null> {
  const order = await payload.db.findOne<
    Pick<Order, 'id' | 'llcname' | 'formationState' | 'reminders'>
  >({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { llcname: true, formationState: true, reminders: true },
  })
  if (!order) return null
  return {
    companyName: order.llcname,
    stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
    on: order.reminders === true,
  }
}

/**
 * The customer turns deadline reminders on or off (from their order page or an email's link):
 * honoured at once. Off cancels every reminder still waiting; on schedules the calendar's.
 */
export async function setReminders(payload: Payload, orderId: number, on: boolean): Promise<void> {
  await payload.db.updateOne({
    collection: 'orders',
    where: { id: { equals: orderId } },
    data: { reminders: on, remindersChangedAt: new Date().toISOString() },
  })
  await scheduleReminders(payload, orderId)
}
