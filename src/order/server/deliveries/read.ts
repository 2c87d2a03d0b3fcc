/**
 * An order's deliveries as they stand (docs/documents.md#deliverables): what it paid for, the
 * current versions of the documents made from its details, and its work items.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Order, OrderWork, User } from '@/payload-types'

import { type DeliveredOrder } from '../../deliverables'
import { deliveriesOf, type Delivery, undelivered, type WorkRecord } from '../../deliveries'
import type { DocumentKind } from '../../documents/kinds'
import { PACKAGE_OPTIONS } from '../../packages'

/** The order's columns deliverables are read from. */
export const DELIVERED_SELECT = {
  clientPackage: true,
  designator: true,
  businessLicense: true,
  ...Object.fromEntries(PACKAGE_OPTIONS.map((option) => [option, true])),
} as const

type Ids = { payload: Payload; req?: PayloadRequest }

async function madeKinds({ payload, req }: Ids, orderId: number): Promise<DocumentKind[]> {
  const { docs } = await payload.db.find<{ id: number; kind?: DocumentKind | null }>({
    collection: 'order-documents',
    where: {
      and: [
        { order: { equals: orderId } },
        { origin: { equals: 'generated' } },
        { current: { equals: true } },
      ],
    },
    select: { kind: true },
    limit: 100,
    pagination: false,
    req,
  })
  return docs.flatMap((doc) => (doc.kind ? [doc.kind] : []))
}

async function workRecords({ payload, req }: Ids, orderId: number): Promise<WorkRecord[]> {
  const { docs } = await payload.db.find<OrderWork>({
    collection: 'order-work',
    where: { order: { equals: orderId } },
    limit: 20,
    pagination: false,
    req,
  })
  const ids = [...new Set(docs.flatMap((doc) => (doc.assignedTo ? [Number(doc.assignedTo)] : [])))]
  const { docs: users } = ids.length
    ? await payload.db.find<Pick<User, 'id' | 'name' | 'email'>>({
        collection: 'users',
        where: { id: { in: ids } },
        select: { name: true, email: true },
        limit: ids.length,
        pagination: false,
        req,
      })
    : { docs: [] }
  const nameOf = (id: unknown) => {
    const user = users.find((candidate) => candidate.id === Number(id))
    return user ? user.name || user.email : null
  }
  return docs.map((doc) => ({
    item: doc.item,
    status: doc.status,
    assignedTo: nameOf(doc.assignedTo),
    doneAt: doc.doneAt ?? null,
    document:
      typeof doc.document === 'object' ? (doc.document?.id ?? null) : (doc.document ?? null),
  }))
}

/** The order's deliveries, or null for no order. */
export async function orderDeliveries(
  payload: Payload,
  orderId: number,
  req?: PayloadRequest,
): Promise<Delivery[] | null> {
  const order = await payload.db.findOne<Pick<Order, 'id'> & DeliveredOrder>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: DELIVERED_SELECT,
    req,
  })
  if (!order) return null
  const [made, work] = await Promise.all([
    madeKinds({ payload, req }, orderId),
    workRecords({ payload, req }, orderId),
  ])
  return deliveriesOf(order, made, work)
}

/**
 * What stands between the order and its completion, each in words staff act on. Documents are
 * owed only once the details they are made from were submitted: an order from before the
 * filing details has none to make, and staff attach what it gets.
 */
export async function completionProblems(
  payload: Payload,
  orderId: number,
  req?: PayloadRequest,
): Promise<{ path: string; message: string }[]> {
  const [deliveries, record] = await Promise.all([
    orderDeliveries(payload, orderId, req),
    payload.db.findOne<{ id: number; status?: string | null }>({
      collection: 'filing-details',
      where: { order: { equals: orderId } },
      select: { status: true },
      req,
    }),
  ])
  const owed = (deliveries ?? []).filter(
    (delivery) => delivery.work || record?.status === 'submitted',
  )
  return undelivered(owed)
}

/** The files staff attached to the order, newest first: what a work item may name. */
export async function staffFiles(
  payload: Payload,
  orderId: number,
): Promise<{ id: number; filename: string }[]> {
  const { docs } = await payload.db.find<{ id: number; filename?: string | null }>({
    collection: 'order-documents',
    where: { and: [{ order: { equals: orderId } }, { origin: { equals: 'staff' } }] },
    select: { filename: true },
    sort: '-createdAt',
    limit: 50,
    pagination: false,
  })
  return docs.flatMap((doc) => (doc.filename ? [{ id: doc.id, filename: doc.filename }] : []))
}
