/**
 * What the customer's order page shows (docs/customer-page.md#the-page), read in one place: the
 * order through an including select (never the SSN, the password hash, the card token or the
 * link's own columns), its timeline, its documents, its compliance calendar and any balance of
 * the state's fee.
 */
import type { Payload, Where } from 'payload'

import { CONFIRMATION_SELECT } from '@/email/confirmationLines'
import type { DocumentKind } from '@/collections/OrderDocuments/kinds'
import type { Order, OrderBalance } from '@/payload-types'

import { type TimelineLine } from '../orderTimeline'
import { isCharged } from '../status'
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
} as const

export type PageOrder = Pick<Order, 'id' | keyof typeof ORDER_PAGE_SELECT>

/** A document as the page lists it: made from the order (each version), or attached by staff. */
export type PageDocument = {
  id: number
  filename: string
  mimeType: string | null
  kind: DocumentKind | null
  version: number | null
  current: boolean
  createdAt: string
}

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
}

/** Staff's files (the state's approved documents) are the customer's once the filing is done. */
const STATE_DOCUMENTS_FROM = ['filed_with_state', 'completed']
/** An order that stopped keeps no documents on its page. */
const STOPPED = ['cancelled', 'refunded']

/**
 * Which of its documents an order's page offers (docs/customer-page.md#documents): those made from
 * its filing details, every version, as soon as they exist; those staff attach, once filed.
 */
const documentsWhere = (order: Pick<Order, 'id' | 'status'>): { and: Where[] } => ({
  and: [
    { order: { equals: order.id } },
    ...(STATE_DOCUMENTS_FROM.includes(order.status) ? [] : [{ origin: { equals: 'generated' } }]),
  ],
})

/** The documents the order's page lists, newest version first within each kind. */
export async function orderDocuments(
  payload: Payload,
  order: Pick<Order, 'id' | 'status'>,
): Promise<PageDocument[]> {
  if (STOPPED.includes(order.status)) return []
  const { docs } = await payload.db.find<Omit<PageDocument, 'current'> & { current?: boolean }>({
    collection: 'order-documents',
    where: documentsWhere(order),
    select: {
      filename: true,
      mimeType: true,
      kind: true,
      version: true,
      current: true,
      createdAt: true,
    },
    sort: '-createdAt',
    limit: 200,
    pagination: false,
  })
  return docs
    .filter((doc) => doc.filename)
    .map((doc) => ({
      id: doc.id,
      filename: doc.filename,
      mimeType: doc.mimeType ?? null,
      kind: doc.kind ?? null,
      version: doc.version ?? null,
      current: doc.current !== false,
      createdAt: doc.createdAt,
    }))
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
  const [events, documents, calendar, balances] = await Promise.all([
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
  ])
  return {
    order,
    timeline: events.docs.map(({ status, createdAt }) => ({ status, createdAt })),
    documents,
    calendar,
    balances,
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

/**
 * The file name of one of the order's documents its page offers, or null when the page does not
 * offer it (another order's, a staff file before filing, an order that stopped).
 */
export async function offeredOrderDocument(
  payload: Payload,
  orderId: number,
  documentId: number,
): Promise<string | null> {
  const order = await payload.db.findOne<Pick<Order, 'id' | 'status'>>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { status: true },
  })
  if (!order || STOPPED.includes(order.status)) return null
  const document = await payload.db.findOne<{ id: number; filename?: string | null }>({
    collection: 'order-documents',
    where: { and: [{ id: { equals: documentId } }, ...documentsWhere(order).and] },
    select: { filename: true },
  })
  return document?.filename ?? null
}
