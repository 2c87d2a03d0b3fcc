/**
 * The card on file of a registered agent service (docs/registered-agent.md#automatic-renewal), as
 * what saves it, turns it off, charges it and stops the service read and change it: each under
 * the service's row lock, taken in the caller's transaction.
 */
import type { PayloadRequest } from 'payload'

import type { AgentService } from '@/payload-types'

export type CardService = Pick<
  AgentService,
  | 'id'
  | 'order'
  | 'status'
  | 'paidUntil'
  | 'renewalPrice'
  | 'savedCard'
  | 'savedCardId'
  | 'squareCustomerId'
>

export const CARD_SERVICE_SELECT = {
  order: true,
  status: true,
  paidUntil: true,
  renewalPrice: true,
  savedCard: true,
  savedCardId: true,
  squareCustomerId: true,
} as const

/** Locks the service's row in the caller's transaction and reads it as it now stands. */
export async function lockedService(req: PayloadRequest, serviceId: number) {
  await req.payload.db.updateOne({
    collection: 'agent-services',
    where: { id: { equals: serviceId } },
    data: { updatedAt: new Date().toISOString() },
    req,
  })
  return req.payload.db.findOne<CardService>({
    collection: 'agent-services',
    where: { id: { equals: serviceId } },
    select: CARD_SERVICE_SELECT,
    req,
  })
}

/** Whether a renewal of the service is being charged, its outcome not known yet. */
export const chargingRenewal = async (req: PayloadRequest, serviceId: number) =>
  (
    await req.payload.db.count({
      collection: 'agent-renewals',
      where: {
        and: [
          { service: { equals: serviceId } },
          { status: { in: ['pending', 'payment_unknown'] } },
        ],
      },
      req,
    })
  ).totalDocs > 0

/** Forgets the service's saved card, in the caller's transaction (the service's row locked). */
export const clearSavedCard = (req: PayloadRequest, serviceId: number, now: Date) =>
  req.payload.db.updateOne({
    collection: 'agent-services',
    where: { id: { equals: serviceId } },
    data: { savedCard: null, savedCardId: null, updatedAt: now.toISOString() },
    req,
  })
