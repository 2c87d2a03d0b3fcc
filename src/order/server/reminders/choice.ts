import type { Payload } from 'payload'

import { scheduleReminders } from './schedule'

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
