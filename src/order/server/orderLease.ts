import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * One conditional UPDATE of an order's own columns, through the database adapter (`atomic`):
 * false when the condition no longer holds, so two requests can never both take the same step.
 * With `req`, inside the caller's transaction.
 */
export async function updateOrderIf(
  payload: Payload,
  where: Where,
  data: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<boolean> {
  const updated = await payload.db.updateOne({
    collection: 'orders',
    where,
    data: { ...data, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
    ...(req ? { req } : {}),
  })
  return Boolean(updated)
}

/**
 * An order's lease column is free: never taken, or run out. A charge attempt holds
 * `chargingUntil`, a refund request `refundingUntil`, a confirmation of its state fee
 * `feeSettlingUntil`, while it talks to Square.
 */
export const leaseFree = (
  lease: 'chargingUntil' | 'refundingUntil' | 'feeSettlingUntil',
  now: Date = new Date(),
): Where => ({
  or: [{ [lease]: { exists: false } }, { [lease]: { less_than: now.toISOString() } }],
})
