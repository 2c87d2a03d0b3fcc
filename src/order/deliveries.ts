/**
 * Where each thing an order paid for stands (docs/documents.md#deliverables): documents are
 * delivered once made and offered on the order page; work a person does is to do, assigned, then
 * done. An order is completed only when every one is delivered. Pure: the server reads the
 * order's documents and work items and passes them in.
 */
import type { WorkItem, WorkStatus } from '@/collections/OrderWork/items'

import { type DeliveredOrder, type Deliverable, deliverablesOf } from './deliverables'
import type { DocumentKind } from './documents/kinds'

export type DeliveryState = 'waiting' | 'delivered' | 'to_do' | 'assigned' | 'done'

/** A work item as stored: who has it, when it was done, the file attached. */
export type WorkRecord = {
  item: WorkItem | string
  status: WorkStatus | string
  assignedTo?: string | null
  doneAt?: string | null
  document?: number | null
}

export type Delivery = Deliverable & {
  state: DeliveryState
  /** Its documents made so far (current versions). */
  made: DocumentKind[]
  assignedTo?: string
  doneAt?: string
  document?: number
}

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  waiting: 'Made from the filing details once submitted',
  delivered: 'Delivered',
  to_do: 'To do',
  assigned: 'Assigned',
  done: 'Done',
}

const isDelivered = (state: DeliveryState) => state === 'delivered' || state === 'done'

function stateOf(deliverable: Deliverable, made: DocumentKind[], work?: WorkRecord) {
  if (deliverable.work) {
    if (work?.status === 'done') return 'done'
    return work?.status === 'assigned' ? 'assigned' : 'to_do'
  }
  return deliverable.documents.every((kind) => made.includes(kind)) ? 'delivered' : 'waiting'
}

/** Every deliverable of the order with its state, in the order the order page lists them. */
export function deliveriesOf(
  order: DeliveredOrder,
  madeKinds: readonly DocumentKind[],
  work: readonly WorkRecord[],
): Delivery[] {
  return deliverablesOf(order).map((deliverable) => {
    const record = deliverable.work ? work.find((row) => row.item === deliverable.key) : undefined
    return {
      ...deliverable,
      state: stateOf(deliverable, [...madeKinds], record),
      made: deliverable.documents.filter((kind) => madeKinds.includes(kind)),
      ...(record?.assignedTo ? { assignedTo: record.assignedTo } : {}),
      ...(record?.status === 'done' && record.doneAt ? { doneAt: record.doneAt } : {}),
      ...(record?.document ? { document: record.document } : {}),
    }
  })
}

/** What stands between the order and its completion, each in words staff act on. */
export const undelivered = (deliveries: readonly Delivery[]) =>
  deliveries
    .filter((delivery) => !isDelivered(delivery.state))
    .map((delivery) => ({
      path: `deliverables.${delivery.key}`,
      message: delivery.work
        ? `${delivery.label} is not done: mark it done under Deliverables`
        : `${delivery.label} is not made yet: make the documents from the filing details`,
    }))
