/** What the order page says of each status (docs/customer-page.md#what-happens-next). */
import type { OrderStatus } from '@/order/status'
import { stateProcessing } from '@/states/processingTime'
import type { StateFee } from '@/payload-types'

type Words = { stateName: string; expedited: boolean; processing?: StateFee['processing'] }

/** Where the order stands, in one sentence under its status. */
export function standingOf(status: OrderStatus, { stateName }: Words): string {
  switch (status) {
    case 'paid':
      return 'We have your payment and will review your order shortly.'
    case 'in_review':
      return `We are checking your order and preparing the filing for ${stateName}.`
    case 'filed_with_state':
      return `Your filing is with ${stateName}; we email you as soon as it is approved.`
    case 'completed':
      return 'Your company is formed. Your documents are ready below.'
    case 'cancelled':
      return 'This order was cancelled; nothing more will be filed.'
    case 'refunded':
      return 'This order was refunded; nothing more will be filed.'
    default:
      return 'This order has not been paid.'
  }
}

/** The steps still ahead of the order, in order. */
export function nextSteps(
  status: OrderStatus,
  { stateName, expedited, processing }: Words,
): string[] {
  const filing = expedited ? 'within 2 business days (expedited)' : 'within about 2 weeks'
  switch (status) {
    case 'paid':
    case 'in_review':
      return [
        `We review your order and contact you by email if anything is missing.`,
        `We prepare your documents and file them with ${stateName} ${filing} of your payment.`,
        stateProcessing(stateName, processing),
        'When the state approves it, we email you and your documents appear on this page.',
      ]
    case 'filed_with_state':
      return [
        stateProcessing(stateName, processing, 'reviews').replace(' then ', ' '),
        'When the state approves it, we email you and your documents appear on this page.',
        'Keep an eye on the calendar below: it shows what the state will ask of your company.',
      ]
    case 'completed':
      return [
        'Download your documents and keep them with your company records: your bank will ask for them when you open an account.',
        'Note the due dates in the calendar below, or add them to your own calendar.',
        'Questions about your annual report? Reply to any of our emails, or write to us.',
      ]
    default:
      return [
        'Nothing more will happen with this order. If you did not expect this, contact us below.',
      ]
  }
}
