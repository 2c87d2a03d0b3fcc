import type { TaskConfig } from 'payload'

import { sendDueReminders } from './sendDueReminders'

/**
 * Sends the reminder emails that are due (docs/customer-page.md#reminders), every hour on the
 * default queue, which the jobs leader runs (src/jobs/runDueJobs.ts). Each reminder is claimed by
 * one conditional update before its email is queued, so it goes out once whatever runs it.
 */
export const sendDueRemindersTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendDueReminders',
  label: 'Send due reminder emails',
  schedule: [{ cron: '0 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { sent: await sendDueReminders(req.payload) } }),
}
