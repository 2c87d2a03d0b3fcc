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
} from 'payload'

import { isStaffUser } from '@/access'
import type { Order, OrderWork, User } from '@/payload-types'

import { type WorkActionRequest, workActionSchema } from '../../staffActions'
import { isCharged, STATUS_LABELS, type OrderStatus } from '../../status'
import {
  answerUnexpected,
  fail,
  orderIdFrom,
  parseWith,
  readJsonObject,
  requireJson,
  succeed,
} from '../http'
import { recordEvent } from '../timeline'
import { orderDeliveries } from './read'

const STOPPED = ['cancelled', 'refunded']

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

async function writeWork(
  req: PayloadRequest,
  order: Pick<Order, 'id' | 'status'>,
  input: WorkActionRequest,
  summary: string,
) {
  const user = req.user as User
  const data = changesOf(input, user, new Date().toISOString())
  const existing = await req.payload.db.findOne<Pick<OrderWork, 'id'>>({
    collection: 'order-work',
    where: { and: [{ order: { equals: order.id } }, { item: { equals: input.item } }] },
    select: { item: true },
    req,
  })
  if (existing)
    await req.payload.db.updateOne({
      collection: 'order-work',
      id: existing.id,
      data,
      req,
      returning: false,
    })
  else
    await req.payload.db.create({
      collection: 'order-work',
      data: { order: order.id, item: input.item, assignedTo: user.id, ...data },
      req,
      returning: false,
    })
  await recordEvent(
    req.payload,
    { order: order.id, status: order.status as OrderStatus, summary, by: user.id },
    req,
  )
}

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
    if (!isCharged(order.status) || STOPPED.includes(order.status))
      return fail(
        409,
        `The order is ${STATUS_LABELS[order.status as OrderStatus].toLowerCase()}: it has no work to do.`,
      )
    const delivery = (await orderDeliveries(req.payload, id))?.find(
      (candidate) => candidate.key === input.item && candidate.work,
    )
    if (!delivery) return fail(422, `This order did not buy ${input.item}.`)
    const file = input.document ? await attachable(req, id, input.document) : null
    if (input.document && !file)
      return fail(422, 'Attach a file staff added to this order (Order documents), or none.')
    const summary =
      input.action === 'assign'
        ? `${delivery.label}: assigned to ${(req.user as User).name || (req.user as User).email}`
        : input.action === 'done'
          ? `${delivery.label}: done${file ? `, ${file} attached` : ''}`
          : `${delivery.label}: reopened`
    const ownTransaction = await initTransaction(req)
    try {
      await writeWork(req, order, input, summary)
      if (ownTransaction) await commitTransaction(req)
    } catch (error) {
      if (ownTransaction) await killTransaction(req)
      throw error
    }
    return succeed({ item: input.item, action: input.action })
  } catch (error) {
    return answerUnexpected(req.payload, 'work', error)
  }
}
