/**
 * A balance still due three days after it was asked for is reminded once (with the hourly
 * reminders, src/order/server/reminders/task.ts). The reminder is claimed by a conditional update
 * in the transaction that queues its email, so it goes out once whatever the number of replicas.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { BALANCE_EMAIL_ORDER_SELECT, queueBalanceEmail } from '@/email/queueBalanceEmail'
import type { Order } from '@/payload-types'

import { BALANCE_REMINDER_DAYS } from '../../feeSettlement'
import type { OrderStatus } from '../../status'
import { CONFIRMABLE } from './confirm'
import { BALANCE_SELECT, type StoredBalance } from './ledger'

const DAY_MS = 24 * 60 * 60 * 1000

async function remindOne(payload: Payload, balance: StoredBalance, now: Date): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const claimed = await payload.db.updateOne({
      collection: 'order-balances',
      where: {
        and: [
          { id: { equals: balance.id } },
          { status: { equals: 'due' } },
          { remindedAt: { exists: false } },
        ],
      },
      data: { remindedAt: now.toISOString(), updatedAt: now.toISOString() },
      options: { atomic: true },
      returning: true,
      req,
    })
    const order =
      claimed &&
      (await payload.db.findOne<
        Pick<Order, 'id' | 'status' | keyof typeof BALANCE_EMAIL_ORDER_SELECT>
      >({
        collection: 'orders',
        where: { id: { equals: Number(balance.order) } },
        select: { ...BALANCE_EMAIL_ORDER_SELECT, status: true },
        req,
      }))
    if (!claimed) {
      await killTransaction(req)
      return false
    }
    if (!order || !CONFIRMABLE.includes(order.status as OrderStatus)) {
      // The order will not be filed (cancelled, refunded, or gone): nothing more is asked.
      await payload.db.updateOne({
        collection: 'order-balances',
        where: { id: { equals: balance.id } },
        data: { status: 'cancelled', updatedAt: now.toISOString() },
        req,
      })
      await commitTransaction(req)
      return false
    }
    await queueBalanceEmail(req, order, balance, 'reminder')
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Queues the reminders of balances due for three days or more; resolves to how many. */
export async function remindDueBalances(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.db.find<StoredBalance>({
    collection: 'order-balances',
    where: {
      and: [
        { status: { equals: 'due' } },
        { remindedAt: { exists: false } },
        {
          createdAt: {
            less_than_equal: new Date(now.getTime() - BALANCE_REMINDER_DAYS * DAY_MS).toISOString(),
          },
        },
      ],
    },
    select: BALANCE_SELECT,
    sort: 'createdAt',
    limit: 200,
    pagination: false,
  })
  let sent = 0
  for (const balance of docs) {
    try {
      if (await remindOne(payload, balance, now)) sent++
    } catch (error) {
      payload.logger.error({ err: error, msg: `Balance ${balance.id}: its reminder failed.` })
    }
  }
  return sent
}
