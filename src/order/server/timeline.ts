import type { Payload, PayloadRequest } from 'payload'

import type { OrderStatus } from '../status'

export type TimelineEvent = {
  order: number
  /** The order's status after the event. */
  status: OrderStatus
  summary: string
  /** The staff member who did it; none for the customer or the server. */
  by?: number | null
}

/** Adds a line to an order's timeline; with `req`, inside the caller's transaction. */
export async function recordEvent(
  payload: Payload,
  event: TimelineEvent,
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'order-events',
    data: { ...event, by: event.by ?? null },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}
