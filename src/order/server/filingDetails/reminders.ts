/**
 * While the filing details are unfinished, the customer is reminded twice: a day after paying and
 * three days after (docs/filing-details.md#after-payment); never once they are submitted. Run with
 * the hourly reminders (src/order/server/reminders/task.ts). Each email is claimed by a
 * conditional update of the record's count in the transaction that queues it, so it goes out once
 * whatever the number of replicas.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import { orderPageLink } from '@/email/orderLinks'
import { queueEmail } from '@/email/queueEmail'
import { siteContact } from '@/email/siteContact'
import { filingDetailsEmail } from '@/email/templates/filingDetails'
import type { FilingDetail, Order } from '@/payload-types'

import { FILING_ORDER_SELECT, type FilingOrder, filingRecordOf } from './record'

const DAY_MS = 24 * 60 * 60 * 1000
/** Orders paid longer ago than this are past reminding: staff write to them. */
const HORIZON_DAYS = 30
const BATCH = 200

type RemindedOrder = FilingOrder & Pick<Order, 'email' | 'firstName' | 'paidAt'>

/** How many reminders an order should have had by `now`: 0, 1 (a day on) or 2 (three days on). */
export const remindersDue = (paidAt: string, now: Date): number => {
  const days = (now.getTime() - Date.parse(paidAt)) / DAY_MS
  return days >= 3 ? 2 : days >= 1 ? 1 : 0
}

async function remindOne(payload: Payload, order: RemindedOrder, now: Date): Promise<boolean> {
  // Made before the transaction: two runs at once find one record instead of failing inside it.
  const record = await filingRecordOf(payload, order)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const due = remindersDue(order.paidAt!, now)
    const claimed =
      record.status === 'waiting' &&
      (await payload.db.updateOne({
        collection: 'filing-details',
        where: {
          and: [
            { id: { equals: record.id } },
            { status: { equals: 'waiting' } },
            { or: [{ reminded: { less_than: due } }, { reminded: { exists: false } }] },
          ],
        },
        data: { reminded: due, updatedAt: now.toISOString() },
        options: { atomic: true },
        req,
      }))
    if (!claimed) {
      await killTransaction(req)
      return false
    }
    const { replyTo, ...site } = await siteContact(payload, req)
    const mail = filingDetailsEmail({
      kind: 'reminder',
      orderNumber: String(order.id),
      firstName: order.firstName,
      companyName: order.llcname,
      stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
      orderPage: orderPageLink(order.id),
      ...site,
    })
    await queueEmail({ req, to: order.email, ...mail, ...(replyTo ? { replyTo } : {}) })
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Whether the order's record, as read in a batch, may still be owed a reminder by `now`. */
const mayBeOwed = (
  record: { status?: string | null; reminded?: number | null } | undefined,
  due: number,
) => !record || (record.status === 'waiting' && (record.reminded ?? 0) < due)

/**
 * Queues the reminders due now; resolves to how many were queued. Orders are read a page at a
 * time with their records in one query, so only those still owed one open a transaction.
 */
export async function remindUnfinishedDetails(payload: Payload, now = new Date()): Promise<number> {
  let sent = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.db.find<RemindedOrder>({
      collection: 'orders',
      where: {
        and: [
          { status: { in: ['paid', 'in_review'] } },
          { paidAt: { less_than_equal: new Date(now.getTime() - DAY_MS).toISOString() } },
          {
            paidAt: { greater_than: new Date(now.getTime() - HORIZON_DAYS * DAY_MS).toISOString() },
          },
        ],
      },
      select: { ...FILING_ORDER_SELECT, email: true, firstName: true, paidAt: true },
      sort: 'id',
      limit: BATCH,
      page,
    })
    if (!docs.length) return sent
    const { docs: records } = await payload.db.find<
      Pick<FilingDetail, 'id' | 'order' | 'status' | 'reminded'>
    >({
      collection: 'filing-details',
      where: { order: { in: docs.map((order) => order.id) } },
      select: { order: true, status: true, reminded: true },
      limit: BATCH,
      pagination: false,
    })
    const byOrder = new Map(records.map((record) => [Number(record.order), record]))
    for (const order of docs) {
      if (!mayBeOwed(byOrder.get(order.id), remindersDue(order.paidAt!, now))) continue
      try {
        if (await remindOne(payload, order, now)) sent++
      } catch (error) {
        payload.logger.error({ err: error, msg: `Order ${order.id}: its details reminder failed.` })
      }
    }
    if (!hasNextPage) return sent
  }
}
