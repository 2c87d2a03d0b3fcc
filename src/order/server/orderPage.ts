/**
 * What the customer's order page shows (docs/customer-page.md#the-page), read in one place: the
 * order through an including select (never the SSN, the password hash, the card token or the
 * link's own columns), its timeline, its documents, its compliance calendar and any balance of
 * the state's fee.
 */
import type { Payload } from 'payload'

import { CONFIRMATION_SELECT } from '@/email/confirmationLines'
import type { Order, OrderBalance } from '@/payload-types'

import { type TimelineLine } from '../orderTimeline'
import { isCharged } from '../status'
import type { Delivery } from '../deliveries'
import {
  agentMailOf,
  agentServiceOf,
  type PageAgentMail,
  type PageAgentService,
} from './agent/read'
import { orderDeliveries } from './deliveries/read'
import { orderDocuments, type PageDocument } from './documents/offered'
import {
  CALENDAR_ORDER_SELECT,
  orderCalendar,
  type OrderCalendar,
  type StateRecordOf,
} from './orderCalendar'

export const ORDER_PAGE_SELECT = {
  ...CONFIRMATION_SELECT,
  ...CALENDAR_ORDER_SELECT,
  status: true,
  ein: true,
  einNumber: true,
  stateConfirmationNumber: true,
  cancellationReason: true,
  refundedCents: true,
  refunds: true,
  reminders: true,
  agentRenewalPrice: true,
} as const

export type PageOrder = Pick<Order, 'id' | keyof typeof ORDER_PAGE_SELECT>

/** A balance of the state's fee as the customer sees it: never its keys or card token. */
export type PageBalance = Pick<
  OrderBalance,
  | 'id'
  | 'status'
  | 'amountCents'
  | 'stateFeeCents'
  | 'sourceUrl'
  | 'sourceCheckedOn'
  | 'paidAt'
  | 'receiptUrl'
  | 'refundedAt'
>

/** The order's balances the customer is told of (a replaced one is not). */
export async function orderBalances(payload: Payload, orderId: number): Promise<PageBalance[]> {
  const { docs } = await payload.db.find<PageBalance>({
    collection: 'order-balances',
    where: { and: [{ order: { equals: orderId } }, { status: { not_equals: 'cancelled' } }] },
    select: {
      status: true,
      amountCents: true,
      stateFeeCents: true,
      sourceUrl: true,
      sourceCheckedOn: true,
      paidAt: true,
      receiptUrl: true,
      refundedAt: true,
    },
    sort: 'createdAt',
    limit: 20,
    pagination: false,
  })
  return docs
}

export type OrderPageData = {
  order: PageOrder
  timeline: TimelineLine[]
  /** Its documents: those made from its details at once, staff's once filed. */
  documents: PageDocument[]
  calendar: OrderCalendar | null
  balances: PageBalance[]
  /** What it paid for, and where each stands. */
  deliveries: Delivery[]
  /** Our registered agent's service, from the filing on; null before. */
  agent: PageAgentService | null
  /** What our agent received for the company. */
  received: PageAgentMail[]
}

/** Everything the page shows of one order, or null for none. */
export async function orderPageData(
  payload: Payload,
  id: number,
  recordOf?: StateRecordOf,
): Promise<OrderPageData | null> {
  const order = await payload.db.findOne<PageOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: ORDER_PAGE_SELECT,
  })
  if (!order) return null
  const [events, documents, calendar, balances, deliveries, agent, received] = await Promise.all([
    payload.db.find<TimelineLine>({
      collection: 'order-events',
      where: { order: { equals: id } },
      // Only the status and its time: a line's summary is written for staff.
      select: { status: true, createdAt: true },
      sort: 'createdAt',
      limit: 200,
      pagination: false,
    }),
    orderDocuments(payload, order),
    orderCalendar(payload, order, { recordOf }),
    orderBalances(payload, id),
    orderDeliveries(payload, id),
    agentServiceOf(payload, id),
    agentMailOf(payload, id),
  ])
  return {
    order,
    timeline: events.docs.map(({ status, createdAt }) => ({ status, createdAt })),
    documents,
    calendar,
    balances,
    // Where each stands, never who on our side does it or which file they attached.
    deliveries: (deliveries ?? []).map(
      ({ assignedTo: _who, document: _file, ...delivery }) => delivery,
    ),
    agent,
    received,
  }
}

/** Just the calendar of an order and its company's name, for the `.ics`; null for none. */
export async function orderCalendarFile(payload: Payload, id: number, recordOf?: StateRecordOf) {
  const order = await payload.db.findOne<
    Pick<Order, 'id' | 'llcname' | 'status' | keyof typeof CALENDAR_ORDER_SELECT>
  >({
    collection: 'orders',
    where: { id: { equals: id } },
    select: { ...CALENDAR_ORDER_SELECT, llcname: true, status: true },
  })
  if (!order || !isCharged(order.status)) return null
  const calendar = await orderCalendar(payload, order, { recordOf })
  return calendar ? { order, calendar } : null
}
