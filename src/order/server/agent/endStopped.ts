/**
 * A service the customer stopped at the end of its period ends once its last day has passed
 * (docs/registered-agent.md#stopping), with the hourly reminders' run: one conditional update per
 * service, so it ends once, with its timeline line, whatever runs it.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { AgentService, Order } from '@/payload-types'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { relationId } from '@/utilities/rowId'

import type { OrderStatus } from '../../status'
import { recordEvent } from '../timeline'

export async function endStoppedServices(
  payload: Payload,
  now: Date = new Date(),
): Promise<number> {
  // Its last day is over once the business's today is later than it.
  const today = calendarDayIn(now)
  const { docs } = await payload.db.find<Pick<AgentService, 'id' | 'order' | 'endsOn'>>({
    collection: 'agent-services',
    where: {
      and: [
        { status: { equals: 'cancelled' } },
        { endsOn: { less_than: `${today}T00:00:00.000Z` } },
      ],
    },
    select: { order: true, endsOn: true },
    limit: 200,
    pagination: false,
  })
  let ended = 0
  for (const service of docs) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const done = await payload.db.updateOne({
        collection: 'agent-services',
        where: { and: [{ id: { equals: service.id } }, { status: { equals: 'cancelled' } }] },
        data: { status: 'ended', updatedAt: now.toISOString() },
        options: { atomic: true },
        returning: true,
        req,
      })
      const orderId = relationId(service.order)
      if (done && orderId) {
        const order = await payload.db.findOne<Pick<Order, 'id' | 'status'>>({
          collection: 'orders',
          where: { id: { equals: orderId } },
          select: { status: true },
          req,
        })
        if (order)
          await recordEvent(
            payload,
            {
              order: orderId,
              status: order.status as OrderStatus,
              summary: `Registered agent service ended after its last day, ${calendarDate(service.endsOn!)}, as the customer asked`,
              by: null,
            },
            req,
          )
        ended++
      }
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      payload.logger.error(
        `Registered agent service ${service.id} was not ended (${(error as Error)?.name ?? 'error'}); the next run tries again.`,
      )
    }
  }
  return ended
}
