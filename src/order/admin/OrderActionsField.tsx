import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { stateFeeFacts } from '../server/balances/facts'
import { orderDeliveries, staffFiles } from '../server/deliveries/read'
import { OrderActions } from './OrderActions'

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
