import type { CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@/payload-types'

import { CHARGE_FIXED } from '../chargeFixed'
import { SERVER_OWNED } from '../serverOwned'
import { isCharged } from '../statuses'

/**
 * A person's save of an order (the admin form, the API) takes the server-owned columns as they
 * are when it writes, not as they were when it read: a refund or a move that lands between the
 * two is never written over. The first statement locks the order's row until the save commits,
 * so the refund or move waits for it, or has already been seen. The same goes for what a charged
 * order was charged for (chargeFixed.ts), even if it was paid after the form was read. Scripts
 * with the Local API and no user keep full control.
 */
export const keepServerOwned: CollectionBeforeChangeHook<Order> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.id || !req.user) return data
  const current = await req.payload.db.updateOne({
    collection: 'orders',
    where: { id: { equals: originalDoc.id } },
    data: { updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
    req,
  })
  if (!current) return data
  const kept: Record<string, unknown> = { ...data }
  for (const name of SERVER_OWNED) if (name in current) kept[name] = current[name]
  if (isCharged(current.status as string))
    for (const name of CHARGE_FIXED) if (name in current) kept[name] = current[name]
  return kept as Partial<Order>
}
