import type { TaskConfig } from 'payload'

import { chargeSavedCards } from '../agent/autoRenew'
import { endStoppedServices } from '../agent/endStopped'
import { endUnrenewedServices } from '../agent/lapse'
import { sendRenewalNotices } from '../agent/notices'
import { refundStoppedYears } from '../agent/refundYear'
import { refundPaidBalances } from '../balances/refundPaid'
import { remindDueBalances } from '../balances/reminders'
import { remindUnfinishedDetails } from '../filingDetails/reminders'
import { sendDueReminders } from './sendDueReminders'

/**
 * Sends the reminder emails that are due (docs/customer-page.md#reminders), every hour on the
 * default queue, which the jobs leader runs (src/jobs/runDueJobs.ts). Each reminder is claimed by
 * one conditional update before its email is queued, so it goes out once whatever runs it. The
 * same run reminds customers whose filing details are unfinished (src/order/server/filingDetails)
 * and whose state-fee balance is due for three days (src/order/server/balances), and refunds the
 * balances paid on fully refunded orders that Square did not refund at the time. It also sends the
 * registered agent's renewal notices, charges the cards saved for automatic renewal, and ends
 * the agent years over unrenewed (../agent).
 */
export const sendDueRemindersTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendDueReminders',
  label: 'Send due reminder emails',
  schedule: [{ cron: '0 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    const [deadlines, details, balances, renewals] = [
      await sendDueReminders(req.payload),
      await remindUnfinishedDetails(req.payload),
      await remindDueBalances(req.payload),
      await sendRenewalNotices(req.payload),
    ]
    // Paid balances of fully refunded orders that Square did not refund at the time.
    await refundPaidBalances(req.payload)
    // Registered agent services stopped by their customers, past their last day.
    await endStoppedServices(req.payload)
    // Renewals agreed to with a saved card, on their day, before unrenewed years are ended.
    await chargeSavedCards(req.payload)
    // Registered agent years over without a renewal, and paid years stopped at once whose
    // refund Square did not make at the time.
    await endUnrenewedServices(req.payload)
    await refundStoppedYears(req.payload)
    return { output: { sent: deadlines + details + balances + renewals } }
  },
}
