/**
 * POST /api/orders/:id/status: staff move a paid order along its life (src/order/status.ts),
 * with what each step needs recorded. The move, its timeline line and the customer's email are
 * one transaction, and the move is conditional on the status the request was judged on, so two
 * staff moving one order at once never both succeed.
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { isStaffUser } from '@/access'
import { queueOrderStatusEmail, STATUS_EMAIL_SELECT } from '@/email/orderStatus'
import type { Order } from '@/payload-types'

import { type MoveOrderRequest, moveOrderSchema } from '../staffActions'
import {
  canMove,
  needsDocuments,
  needsFiling,
  refusalOfMove,
  STATUS_LABELS,
  type StaffTarget,
} from '../status'
import { answerUnexpected, fail, parseWith, readJsonObject, RequestProblem, succeed } from './http'
import { recordEvent } from './timeline'

type MovableOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'ein'
  | 'filedAt'
  | 'stateConfirmationNumber'
  | 'einNumber'
  | 'formationDocuments'
  | 'llcname'
>

const docIds = (docs: Order['formationDocuments']): number[] =>
  (docs ?? []).map((doc) => (typeof doc === 'object' ? doc.id : doc))

/** The order's id from the path; a 404 for anything that is not one. */
export function orderIdFrom(req: PayloadRequest): number {
  const raw = String(req.routeParams?.id ?? '')
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new RequestProblem(404, 'No such order.')
  return id
}

/** What the move leaves on the order, or the 422 naming what it lacks. */
async function changesFor(
  req: PayloadRequest,
  order: MovableOrder,
  input: MoveOrderRequest,
): Promise<Partial<Order>> {
  const to = input.status
  const filedAt = input.filedAt ? `${input.filedAt}T12:00:00.000Z` : order.filedAt
  const confirmation = input.stateConfirmationNumber || order.stateConfirmationNumber
  const documents = input.formationDocuments ?? docIds(order.formationDocuments)
  const ein = input.einNumber || order.einNumber
  const missing: { path: string; message: string }[] = []
  if (needsFiling(to)) {
    if (!filedAt) missing.push({ path: 'filedAt', message: 'Enter the day the state filed it' })
    if (!confirmation)
      missing.push({
        path: 'stateConfirmationNumber',
        message: "Enter the state's confirmation number",
      })
  }
  if (needsDocuments(to)) {
    if (!documents.length)
      missing.push({ path: 'formationDocuments', message: 'Attach the formation documents' })
    if (order.ein && !ein)
      missing.push({ path: 'einNumber', message: 'This order includes an EIN: enter it' })
  }
  if (to === 'cancelled' && !input.note)
    missing.push({ path: 'note', message: 'Say why the order is cancelled' })
  if (documents.length) {
    const { totalDocs } = await req.payload.count({
      collection: 'order-documents',
      where: { id: { in: documents } },
      req,
    })
    if (totalDocs !== new Set(documents).size)
      missing.push({ path: 'formationDocuments', message: 'Some documents do not exist' })
  }
  if (missing.length)
    throw new RequestProblem(
      422,
      missing.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
      missing,
    )
  return {
    ...(needsFiling(to) || input.filedAt ? { filedAt, stateConfirmationNumber: confirmation } : {}),
    ...(input.formationDocuments ? { formationDocuments: documents } : {}),
    ...(ein ? { einNumber: ein.replace(/^(\d{2})-?(\d{7})$/, '$1-$2') } : {}),
    ...(to === 'cancelled' ? { cancellationReason: input.note } : {}),
  }
}

function summaryOf(to: StaffTarget, changes: Partial<Order>, note?: string): string {
  switch (to) {
    case 'filed_with_state':
      return `Filed with the state on ${changes.filedAt?.slice(0, 10)}, confirmation ${changes.stateConfirmationNumber}`
    case 'completed': {
      const count = (changes.formationDocuments ?? []).length
      return `Completed${count ? `: ${count} ${count === 1 ? 'document' : 'documents'}` : ''}${changes.einNumber ? `, EIN ${changes.einNumber}` : ''}`
    }
    case 'cancelled':
      return `Cancelled: ${note}`
    default:
      return `Moved to ${STATUS_LABELS[to]}${note ? `: ${note}` : ''}`
  }
}

export async function moveOrder(
  req: PayloadRequest,
  id: number,
  input: MoveOrderRequest,
): Promise<Response> {
  const { payload } = req
  const order = await payload.db.findOne<MovableOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: {
      status: true,
      ein: true,
      filedAt: true,
      stateConfirmationNumber: true,
      einNumber: true,
      formationDocuments: true,
      llcname: true,
    },
  })
  if (!order) return fail(404, 'No such order.')
  const to = input.status
  if (!canMove(order.status, to)) return fail(409, refusalOfMove(order.status, to))
  const changes = await changesFor(req, order, input)

  const ownTransaction = await initTransaction(req)
  try {
    // The conditional update locks the row and proves nobody moved the order meanwhile.
    const moved = await payload.db.updateOne({
      collection: 'orders',
      where: { and: [{ id: { equals: id } }, { status: { equals: order.status } }] },
      data: { status: to, updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!moved) {
      if (ownTransaction) await killTransaction(req)
      return fail(409, 'The order changed while you were working on it: reload it and try again.')
    }
    const updated = await payload.update({
      collection: 'orders',
      id,
      data: changes,
      overrideAccess: true,
      depth: 0,
      req,
      select: STATUS_EMAIL_SELECT,
    })
    await recordEvent(
      payload,
      {
        order: id,
        status: to,
        summary: summaryOf(
          to,
          { ...changes, formationDocuments: updated.formationDocuments },
          input.note,
        ),
        by: req.user?.id as number,
      },
      req,
    )
    if (to === 'filed_with_state' || to === 'completed')
      await queueOrderStatusEmail(req, { ...updated, id }, to)
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  return succeed({ orderId: id, status: to })
}

export const handleMoveOrder: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user)) return fail(req.user ? 403 : 401, 'Only staff can move orders.')
    const id = orderIdFrom(req)
    const input = parseWith(moveOrderSchema, await readJsonObject(req))
    return await moveOrder(req, id, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'status', error)
  }
}
