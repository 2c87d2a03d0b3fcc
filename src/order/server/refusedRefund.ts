/**
 * A refund Square refused: nothing was refunded, the attempt is a line of the order's timeline
 * like every refund, and the admin hears what to do next (docs/orders-and-payments.md, "Refunds").
 */
import type { PayloadRequest } from 'payload'

import { formatCents } from '@/utilities/money'

import type { OrderStatus } from '../status'
import type { RefundableOrder, RefundAttempt } from './refundLedger'
import { recordEvent } from './timeline'

/** What the admin can do after a refusal, with what this site supports. */
export const refusedRefundNextStep = (paymentId: string) =>
  `Nothing was refunded. Look up payment ${paymentId} in Square's Dashboard to see why. Once Square can refund it, refund again here. If you pay the customer back another way, this site does not record it: say so in the note of the order's next move (or in the reason when you cancel it).`

/** Adds the refused attempt to the order's timeline; the refusal is answered even if this fails. */
export async function recordRefusedRefund(
  req: PayloadRequest,
  order: RefundableOrder,
  attempt: RefundAttempt,
  refusal: { code: string; message: string },
): Promise<void> {
  try {
    await recordEvent(
      req.payload,
      {
        order: order.id,
        status: order.status as OrderStatus,
        summary: `Refund of ${formatCents(attempt.amountCents)} refused by Square (${refusal.code}): ${refusal.message} Nothing was refunded. Reason given: ${attempt.reason}`,
        by: attempt.by,
      },
      req,
    )
  } catch (error) {
    req.payload.logger.error({
      err: error,
      msg: `Order ${order.id}: the refused refund was not added to its timeline.`,
    })
  }
}
