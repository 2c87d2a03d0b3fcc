import type { PayloadRequest } from 'payload'

import { REFUNDABLE_STATUSES } from '../status'
import { leaseFree, updateOrderIf } from './orderLease'
import { type RefundableOrder, type RefundAttempt, sameRefundedCents } from './refundLedger'

/** Takes the order's refund lease with this attempt written on it; false when another holds it. */
export const claimRefundLease = (
  req: PayloadRequest,
  order: RefundableOrder,
  attempt: RefundAttempt,
  until: string,
) =>
  updateOrderIf(
    req.payload,
    {
      and: [
        { id: { equals: order.id } },
        { status: { in: [...REFUNDABLE_STATUSES] } },
        sameRefundedCents(order.refundedCents),
        leaseFree('refundingUntil'),
      ],
    },
    { refundingUntil: until, refundPending: attempt },
    req,
  )

/** Gives the lease back; with `forget`, the attempt certainly refunded nothing. */
export const releaseRefundLease = (
  req: PayloadRequest,
  id: number,
  until: string,
  forget: boolean,
) =>
  updateOrderIf(
    req.payload,
    { and: [{ id: { equals: id } }, { refundingUntil: { equals: until } }] },
    { refundingUntil: null, ...(forget ? { refundPending: null } : {}) },
    req,
  )
