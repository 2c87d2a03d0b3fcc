/**
 * What a staff move does, said before it is made: the confirmation of the order actions reads
 * it. Pure, from the lifecycle's rules (status.ts) and what the status endpoint records and emails
 * (docs/orders-and-payments.md, "An order's life" and "Emails").
 */
import { canMove, STATUS_LABELS, type OrderStatus, type StaffTarget } from './status'

export type MoveNotice = {
  heading: string
  /** What changes on the order. */
  does: string[]
  /** What the customer receives. */
  email: string
  /** Whether and how the move can be taken back. */
  undo: string
}

const EMAILS: Record<StaffTarget, string> = {
  in_review: 'No email is sent to the customer.',
  filed_with_state:
    "The customer is emailed that the company is filed with the state, with the filing day, the state's confirmation number, the link to their order page and when the first report is due.",
  completed:
    'The customer is emailed that the company is formed, with the filing details, the number of documents ready on their order page, the EIN when ordered, and when the first report is due.',
  cancelled: 'No email is sent to the customer: tell them yourself if they should hear it.',
}

function changes(to: StaffTarget, einOrdered: boolean): string[] {
  const line = `The order becomes ${STATUS_LABELS[to]}, with a line on its timeline (you, now, and your note).`
  if (to === 'filed_with_state')
    return [
      line,
      "The filing day and the state's confirmation number are recorded; the compliance calendar and reminders follow the filing day.",
      "The state's fee you paid is confirmed first: a lower fee is refunded to the customer at once; a higher one is asked of them and the order is not filed until it is paid or waived.",
    ]
  if (to === 'completed')
    return [
      line,
      'The filing details and the formation documents are recorded; the customer downloads the documents from their order page.',
      ...(einOrdered ? ['The EIN is recorded.'] : []),
    ]
  if (to === 'cancelled')
    return [
      line,
      'The reason is recorded and deadline reminders stop.',
      'Cancelling refunds nothing: refund the order separately, with Refund.',
    ]
  return [line]
}

function undoing(from: OrderStatus, to: StaffTarget): string {
  if (canMove(to, from))
    return `It can be moved back to ${STATUS_LABELS[from]} with Move the order.`
  const filing =
    to === 'filed_with_state' || to === 'completed'
      ? ' An admin can still correct a typo in the filing details on the Filing tab.'
      : ''
  return to === 'cancelled'
    ? 'This cannot be undone: a cancelled order stays cancelled.'
    : `This cannot be undone: orders only move forward.${filing}`
}

export const moveNotice = (
  from: OrderStatus,
  to: StaffTarget,
  { einOrdered }: { einOrdered: boolean },
): MoveNotice => ({
  heading: `Move this order from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}?`,
  does: changes(to, einOrdered),
  email: EMAILS[to],
  undo: undoing(from, to),
})
