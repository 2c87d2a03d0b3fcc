/**
 * POST /api/orders/:id/work: staff assign a work item of the order to themselves, mark it done
 * (with a file they attached to the order), or reopen it (docs/documents.md#deliverables). Staff
 * only, JSON only; the item must be one the order paid for, and each change is one transaction
 * with its timeline line.
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadHandler,
  type PayloadRequest,
  ValidationError,
  type Where,
} from 'payload'

import { isStaffUser } from '@/access'
import type { Order, User } from '@/payload-types'

import { type WorkActionRequest, workActionSchema } from '../../staffActions'
import { DELIVERY_LABELS, type DeliveryState } from '../../deliveries'
import { isUnderWay, STATUS_LABELS, type OrderStatus } from '../../status'
import {
  answerUnexpected,
  fail,
  orderIdFrom,
  parseWith,
  readJsonObject,
  requireJson,
  succeed,
} from '../http'
import { scheduleReminders } from '../reminders/schedule'
import { recordEvent } from '../timeline'
import { orderDeliveries } from './read'

/** The file attached must be a file staff attached to this order. */
async function attachable(req: PayloadRequest, orderId: number, documentId: number) {
  const doc = await req.payload.db.findOne<{ id: number; filename?: string | null }>({
    collection: 'order-documents',
    where: {
      and: [
        { id: { equals: documentId } },
        { order: { equals: orderId } },
        { origin: { equals: 'staff' } },
      ],
    },
    select: { filename: true },
    req,
  })
  return doc?.filename ?? null
}

function changesOf(input: WorkActionRequest, user: User, now: string) {
  switch (input.action) {
    case 'assign':
      return { status: 'assigned', assignedTo: user.id, doneAt: null, doneBy: null } as const
    case 'done':
      return {
        status: 'done',
        doneAt: now,
        doneBy: user.id,
        document: input.document ?? null,
      } as const
    case 'reopen':
      return { status: 'assigned', doneAt: null, doneBy: null, document: null } as const
  }
}

/** Where a work item must stand for each action: a click on a stale view changes nothing. */
const ALLOWED_FROM: Record<WorkActionRequest['action'], DeliveryState[]> = {
  assign: ['to_do'],
  done: ['to_do', 'assigned'],
  reopen: ['done'],
}

/**
 * The work row, written only if it still stands as judged (a conditional update, or a create the
 * unique index lets through once), and the order's row touched on its status, which locks it
 * against a completion running at the same moment (lifecycle.ts checks the work again under it).
 */
async function writeWork(
  req: PayloadRequest,
  order: Pick<Order, 'id' | 'status'>,
  input: WorkActionRequest,
  from: DeliveryState,
): Promise<boolean> {
  const user = req.user as User
  const now = new Date().toISOString()
  const data = { ...changesOf(input, user, now), updatedAt: now }
  const touched = await req.payload.db.updateOne({
    collection: 'orders',
    where: { and: [{ id: { equals: order.id } }, { status: { equals: order.status } }] },
    data: { updatedAt: now },
    options: { atomic: true },
    returning: true,
    req,
  })
  if (!touched) return false
  const row: { and: Where[] } = {
    and: [{ order: { equals: order.id } }, { item: { equals: input.item } }],
  }
  if (from === 'to_do') {
    const taken = await req.payload.db.count({ collection: 'order-work', where: row, req })
    if (taken.totalDocs > 0) return false
    await req.payload.db.create({
      collection: 'order-work',
      data: { order: order.id, item: input.item, assignedTo: user.id, ...data },
      req,
      returning: false,
    })
    return true
  }
  const updated = await req.payload.db.updateOne({
    collection: 'order-work',
    where: { and: [...row.and, { status: { equals: from } }] },
    data,
    options: { atomic: true },
    returning: true,
    req,
  })
  return Boolean(updated)
}

const CHANGED_MEANWHILE = 'The order changed while you were working on it: reload it and try again.'

/** Two first clicks at once: the unique index refuses the second row. */
const isTaken = (error: unknown) =>
  error instanceof ValidationError ||
  (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code === '23505'

export const handleWork: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user))
      return fail(req.user ? 403 : 401, 'Only staff can change work items.')
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(workActionSchema, await readJsonObject(req))
    const order = await req.payload.db.findOne<Pick<Order, 'id' | 'status'>>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: { status: true },
    })
    if (!order) return fail(404, 'No such order.')
    if (!isUnderWay(order.status))
      return fail(
        409,
        `The order is ${STATUS_LABELS[order.status as OrderStatus].toLowerCase()}: its work can no longer change.`,
      )
    const delivery = (await orderDeliveries(req.payload, id))?.find(
      (candidate) => candidate.key === input.item && candidate.work,
    )
    if (!delivery) return fail(422, `This order did not buy ${input.item}.`)
    const file = input.document ? await attachable(req, id, input.document) : null
    if (input.document && !file)
      return fail(422, 'Attach a file staff added to this order (Order documents), or none.')
    if (!ALLOWED_FROM[input.action].includes(delivery.state))
      return fail(
        409,
        `${delivery.label} is ${DELIVERY_LABELS[delivery.state].toLowerCase()}: reload the order.`,
      )
    const by = (req.user as User).name || (req.user as User).email
    const summary =
      input.action === 'assign'
        ? `${delivery.label}: assigned to ${by}`
        : input.action === 'done'
          ? `${delivery.label}: done${file ? `, ${file} attached` : ''}`
          : `${delivery.label}: reopened`
    const ownTransaction = await initTransaction(req)
    try {
      const written = await writeWork(req, order, input, delivery.state)
      if (!written) {
        if (ownTransaction) await killTransaction(req)
        return fail(409, CHANGED_MEANWHILE)
      }
      await recordEvent(
        req.payload,
        { order: id, status: order.status as OrderStatus, summary, by: (req.user as User).id },
        req,
      )
      if (ownTransaction) await commitTransaction(req)
    } catch (error) {
      if (ownTransaction) await killTransaction(req)
      if (isTaken(error)) return fail(409, CHANGED_MEANWHILE)
      throw error
    }
    // The S corporation election leaves (or rejoins) the calendar with its reminders.
    if (input.item === 'irsForm')
      await scheduleReminders(req.payload, id).catch((error: unknown) =>
        req.payload.logger.error({
          err: error,
          msg: `Order ${id}: its reminders were not updated.`,
        }),
      )
    return succeed({ item: input.item, action: input.action })
  } catch (error) {
    return answerUnexpected(req.payload, 'work', error)
  }
}
