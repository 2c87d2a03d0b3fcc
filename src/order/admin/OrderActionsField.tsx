import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { stateFeeFacts } from '../server/balances/facts'
import { orderDeliveries } from '../server/deliveries/read'
import type { AttachedFile } from './Deliverables'
import { OrderActions } from './OrderActions'

/** The files staff attached to the order, newest first: what a work item may name. */
async function staffFiles(payload: Payload, orderId: number): Promise<AttachedFile[]> {
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

/**
 * The order actions with what only the server knows: the state record's fee today, the
 * order's balance and where each deliverable stands, read when the order opens (docs/orders-and-payments.md#the-state-fee-confirmed).
 */
export async function OrderActionsField({
  data,
  payload,
}: {
  data?: Partial<Order>
  payload: Payload
}) {
  if (!data?.id) return <OrderActions fee={null} deliveries={[]} files={[]} />
  const [fee, deliveries, files] = await Promise.all([
    stateFeeFacts(payload, data.id),
    orderDeliveries(payload, data.id),
    staffFiles(payload, data.id),
  ])
  return <OrderActions fee={fee} deliveries={deliveries ?? []} files={files} />
}
