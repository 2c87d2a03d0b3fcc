/**
 * A year of our registered agent that the customer paid for and stopped at once is refunded its
 * whole months left (docs/registered-agent.md#stopping): the stop records how much
 * (`refundDueCents`), then the refund is made by the shared path (../cardCharges/refund.ts), at
 * once after the stop and by the hourly run when Square did not answer.
 */
import type { Payload, Where } from 'payload'

import { queueRefundEmail, type RefundedOrder } from '@/email/queueRefundEmail'
import type { AgentRenewal, Order } from '@/payload-types'
import { calendarDate } from '@/utilities/dates'
import { formatCents } from '@/utilities/money'
import { relationId } from '@/utilities/rowId'

import { dayOf, lastDayBefore } from '../../agentService'
import type { OrderStatus } from '../../status'
import { refundEach, type RefundKind } from '../cardCharges/refund'
import { recordEvent } from '../timeline'

const WAITING: Where = {
  and: [{ status: { equals: 'paid' } }, { refundDueCents: { greater_than: 0 } }],
}

const RENEWAL_REFUND: RefundKind = {
  collection: 'agent-renewals',
  name: 'registered agent year',
  keyPrefix: 'ra',
  keySeed: 'agent-renewal-refund',
  reason: 'Registered agent stopped at once: the whole months left of the year paid for',
  waiting: WAITING,
  record: async (req, target, refund) => {
    const { payload } = req
    const now = new Date().toISOString()
    const recorded = (await payload.db.updateOne({
      collection: 'agent-renewals',
      where: { and: [{ id: { equals: target.id } }, WAITING] },
      data: {
        status: 'refunded',
        refundedCents: refund.amountCents,
        squareRefundId: refund.refundId,
        refundedAt: now,
        refundingUntil: null,
        updatedAt: now,
      },
      options: { atomic: true },
      returning: true,
      req,
    })) as Pick<AgentRenewal, 'periodStart' | 'periodEnd' | 'amountCents'> | null
    if (!recorded) return false
    const order = await payload.db.findOne<Pick<Order, 'status'> & RefundedOrder>({
      collection: 'orders',
      where: { id: { equals: target.order } },
      select: { status: true, email: true, firstName: true, llcname: true },
      req,
    })
    if (order) {
      const year = `${calendarDate(dayOf(recorded.periodStart))} to ${calendarDate(lastDayBefore(dayOf(recorded.periodEnd)))}`
      await recordEvent(
        payload,
        {
          order: target.order,
          status: order.status as OrderStatus,
          summary: `Refunded ${formatCents(refund.amountCents)} of the registered agent year ${year}, stopped at once (Square refund ${refund.refundId})`,
          by: null,
        },
        req,
      )
      await queueRefundEmail(req, order, {
        amountCents: refund.amountCents,
        refundedCents: refund.amountCents,
        chargedCents: recorded.amountCents,
        why: `You stopped our registered agent service at once: these are the whole months left of the year you paid for (${year}).`,
      })
    }
    return true
  },
}

/** Refunds the stopped years waiting for it: one order's after its stop, or every one left. */
export async function refundStoppedYears(payload: Payload, orderId?: number): Promise<number> {
  const { docs } = await payload.db.find<
    Pick<AgentRenewal, 'id' | 'order' | 'refundDueCents' | 'squarePaymentId'>
  >({
    collection: 'agent-renewals',
    where: {
      and: [
        WAITING,
        { squarePaymentId: { exists: true } },
        ...(orderId ? [{ order: { equals: orderId } }] : []),
      ],
    },
    select: { order: true, refundDueCents: true, squarePaymentId: true },
    limit: 100,
    pagination: false,
  })
  return refundEach(
    payload,
    RENEWAL_REFUND,
    docs.map((renewal) => ({
      id: renewal.id,
      order: relationId(renewal.order)!,
      squarePaymentId: renewal.squarePaymentId!,
      refundCents: renewal.refundDueCents!,
    })),
  )
}
