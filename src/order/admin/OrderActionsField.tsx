import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { stateFeeFacts } from '../server/balances/facts'
import { OrderActions } from './OrderActions'

/**
 * The order actions with what only the server knows: the state record's fee today and the
 * order's balance, read when the order opens (docs/orders-and-payments.md#the-state-fee-confirmed).
 */
export async function OrderActionsField({
  data,
  payload,
}: {
  data?: Partial<Order>
  payload: Payload
}) {
  const fee = data?.id ? await stateFeeFacts(payload, data.id) : null
  return <OrderActions fee={fee} />
}
