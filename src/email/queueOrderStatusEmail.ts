import type { PayloadRequest } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import { firstDue } from '@/order/calendar'
import { amountWords, dueWords, obligationTitle } from '@/order/calendarWords'
import type { Delivery } from '@/order/deliveries'
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import { orderDeliveries } from '@/order/server/deliveries/read'
import { orderCalendar } from '@/order/server/orderCalendar'
import type { Order } from '@/payload-types'

import { orderPageLink } from './orderLinks'
import { queueEmail } from './queueEmail'
import { siteContact } from './siteContact'
import { orderStatusEmail } from './templates/orderStatus'

/** The order fields a status email reads: never the password hash, the SSN or the card token. */
export const STATUS_EMAIL_SELECT = {
  email: true,
  firstName: true,
  llcname: true,
  formationState: true,
  filedAt: true,
  stateConfirmationNumber: true,
  einNumber: true,
  designator: true,
  paidAt: true,
} as const

export type StatusEmailOrder = Pick<Order, 'id' | keyof typeof STATUS_EMAIL_SELECT>

/** Each deliverable as the completion email lists it: its documents, or the work done. */
function includedLines(deliveries: Delivery[]): string[] {
  return deliveries.map(({ label, work, documents }) => {
    if (work) return `${label}: done`
    const titles = documents.map((kind) => DOCUMENT_TITLES[kind])
    return titles.length === 1 && titles[0] === label
      ? `${label}, on your order page`
      : `${label}: ${titles.join(', ')}, on your order page`
  })
}

/**
 * Queues the customer's email about a filed or completed order, inside the caller's transaction
 * (`req`): it exists only if the status change is committed.
 */
export async function queueOrderStatusEmail(
  req: PayloadRequest,
  order: StatusEmailOrder,
  status: 'filed_with_state' | 'completed',
  documentCount: number,
): Promise<void> {
  const { replyTo, ...contact } = await siteContact(req.payload, req)
  const calendar = await orderCalendar(req.payload, order, { req })
  const report = calendar && firstDue(calendar.obligations, 'report')
  const mail = orderStatusEmail({
    status,
    orderNumber: String(order.id),
    firstName: order.firstName,
    companyName: order.llcname,
    stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
    processing: calendar?.record.processing,
    filedOn: order.filedAt?.slice(0, 10) ?? null,
    confirmationNumber: order.stateConfirmationNumber,
    documentCount,
    ...(status === 'completed'
      ? { included: includedLines((await orderDeliveries(req.payload, order.id, req)) ?? []) }
      : {}),
    einNumber: order.einNumber,
    orderPage: orderPageLink(order.id),
    firstReport: report
      ? {
          title: obligationTitle(report, calendar.stateName),
          due: dueWords(report),
          amount: amountWords(report),
        }
      : null,
    ...contact,
  })
  await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
}
