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
import {
  queueOrderStatusEmail,
  STATUS_EMAIL_SELECT,
  type StatusEmailOrder,
} from '@/email/queueOrderStatusEmail'
import type { FilingDetail, Order } from '@/payload-types'
import { formatCents } from '@/utilities/money'

import { type MoveOrderRequest, moveOrderSchema } from '../staffActions'
import {
  canMove,
  needsDocuments,
  needsFiling,
  refusalOfMove,
  STATUS_LABELS,
  type StaffTarget,
} from '../status'
import {
  answerUnexpected,
  fail,
  orderIdFrom,
  parseWith,
  readJsonObject,
  RequestProblem,
  requireJson,
  succeed,
} from './http'
import { startAgentService } from './agent/start'
import { confirmStateFee } from './balances/confirm'
import { balancesOf, openBalanceOf } from './balances/ledger'
import { scheduleReminders } from './reminders/schedule'
import { completionProblems } from './deliveries/read'
import { recordEvent } from './timeline'

type MovableOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'ein'
  | 'filedAt'
  | 'stateConfirmationNumber'
  | 'einNumber'
  | 'stateFeeEstimated'
  | 'stateFeeConfirmedCents'
>

/**
 * How many documents staff attached to the order (the state's approved documents, the EIN
 * letter): those we made from the details are not the state's (docs/documents.md).
 */
export const documentCount = async (req: PayloadRequest, id: number) =>
  (
    await req.payload.db.count({
      collection: 'order-documents',
      where: { and: [{ order: { equals: id } }, { origin: { equals: 'staff' } }] },
      req,
    })
  ).totalDocs

const CHANGED_MEANWHILE = 'The order changed while you were working on it: reload it and try again.'

type Changes = Pick<
  Order,
  'filedAt' | 'stateConfirmationNumber' | 'einNumber' | 'cancellationReason'
> & { documents: number }

/** Why the order cannot be filed yet: its details are not submitted, or changes are asked. */
async function filingDetailsProblems(req: PayloadRequest, id: number) {
  const record = await req.payload.db.findOne<Pick<FilingDetail, 'id' | 'status'>>({
    collection: 'filing-details',
    where: { order: { equals: id } },
    select: { status: true },
    req,
  })
  if (record?.status === 'submitted') return []
  return [
    {
      path: 'filingDetails',
      message:
        record?.status === 'changes_requested'
          ? 'Changes were asked of the customer: wait for their new submission'
          : "The customer's filing details are not submitted yet",
    },
  ]
}

/** What the move leaves on the order, or the 422 naming what it lacks. */
async function changesFor(
  req: PayloadRequest,
  order: MovableOrder,
  input: MoveOrderRequest,
): Promise<Changes> {
  const to = input.status
  const filedAt = input.filedAt ? `${input.filedAt}T12:00:00.000Z` : order.filedAt
  const confirmation = input.stateConfirmationNumber || order.stateConfirmationNumber
  const ein = input.einNumber || order.einNumber
  const documents = await documentCount(req, order.id)
  const missing: { path: string; message: string }[] = []
  if (needsFiling(to)) {
    if (!filedAt) missing.push({ path: 'filedAt', message: 'Enter the day the state filed it' })
    if (!confirmation)
      missing.push({
        path: 'stateConfirmationNumber',
        message: "Enter the state's confirmation number",
      })
  }
  if (to === 'filed_with_state') missing.push(...(await filingDetailsProblems(req, order.id)))
  if (needsDocuments(to)) {
    if (!documents)
      missing.push({ path: 'formationDocuments', message: 'Attach the formation documents' })
    if (order.ein && !ein)
      missing.push({ path: 'einNumber', message: 'This order includes an EIN: enter it' })
    missing.push(...(await completionProblems(req.payload, order.id, req)))
  }
  if (to === 'cancelled' && !input.note)
    missing.push({ path: 'note', message: 'Say why the order is cancelled' })
  if (missing.length)
    throw new RequestProblem(
      422,
      missing.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
      missing,
    )
  return {
    documents,
    ...(needsFiling(to) || input.filedAt ? { filedAt, stateConfirmationNumber: confirmation } : {}),
    ...(ein ? { einNumber: ein.replace(/^(\d{2})-?(\d{7})$/, '$1-$2') } : {}),
    ...(to === 'cancelled' ? { cancellationReason: input.note } : {}),
  }
}

function summaryOf(to: StaffTarget, changes: Changes, note?: string): string {
  switch (to) {
    case 'filed_with_state':
      return `Filed with the state on ${changes.filedAt?.slice(0, 10)}, confirmation ${changes.stateConfirmationNumber}`
    case 'completed': {
      const count = changes.documents
      return `Completed${count ? `: ${count} ${count === 1 ? 'document' : 'documents'}` : ''}${changes.einNumber ? `, EIN ${changes.einNumber}` : ''}`
    }
    case 'cancelled':
      return `Cancelled: ${note}`
    default:
      return `Moved to ${STATUS_LABELS[to]}${note ? `: ${note}` : ''}`
  }
}

/** Balances still due of an order that will not be filed: nothing more is asked. */
const endDueBalances = (req: PayloadRequest, id: number) =>
  req.payload.db.updateMany({
    collection: 'order-balances',
    where: { and: [{ order: { equals: id } }, { status: { equals: 'due' } }] },
    data: { status: 'cancelled', updatedAt: new Date().toISOString() },
    req,
  })

const balanceBlocksFiling = (cents: number, feeCents: number) =>
  `A balance of ${formatCents(cents)} is due from the customer (the state's fee is ${formatCents(feeCents)}): the order can be filed once it is paid or an admin waives it.`

/**
 * Before an order is filed, the state's fee paid is confirmed (docs/orders-and-payments.md#the-state-fee-confirmed):
 * a lower fee is refunded at once; a higher one leaves a balance, which stops the filing until it
 * is paid or waived. A fee charged as an estimate must be confirmed; an official one counts as
 * confirmed when staff send none.
 */
async function settleFeeBeforeFiling(
  req: PayloadRequest,
  order: MovableOrder,
  input: MoveOrderRequest,
): Promise<Response | null> {
  if (input.stateFeePaidCents === undefined) {
    if (order.stateFeeEstimated && order.stateFeeConfirmedCents == null)
      throw new RequestProblem(422, "stateFeePaidCents: Confirm the state's fee you paid", [
        {
          path: 'stateFeePaidCents',
          message: "This order was charged an estimate: confirm the state's fee you paid",
        },
      ])
    return null
  }
  const result = await confirmStateFee(req, order.id, {
    stateFeeCents: input.stateFeePaidCents,
    by: (req.user?.id as number) ?? null,
    via: 'paid at filing',
  })
  if (result.kind === 'balance') {
    const balance = openBalanceOf(await balancesOf(req.payload, order.id))
    return fail(
      409,
      balanceBlocksFiling(result.cents, balance?.stateFeeCents ?? input.stateFeePaidCents),
    )
  }
  if (result.kind === 'refund' && !result.refunded) return fail(result.status, result.message)
  return null
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
      stateFeeEstimated: true,
      stateFeeConfirmedCents: true,
    },
  })
  if (!order) return fail(404, 'No such order.')
  if (input.from && input.from !== order.status) return fail(409, CHANGED_MEANWHILE)
  const to = input.status
  if (!canMove(order.status, to)) return fail(409, refusalOfMove(order.status, to))
  const changes = await changesFor(req, order, input)
  const filing = needsFiling(to) && !needsFiling(order.status ?? '')
  if (filing) {
    const refused = await settleFeeBeforeFiling(req, order, input)
    if (refused) return refused
  }

  const ownTransaction = await initTransaction(req)
  try {
    // One conditional update: it proves nobody moved the order meanwhile, and locks the row
    // until the timeline line and the email are written with it.
    const { documents, ...fields } = changes
    const moved = await payload.db.updateOne({
      collection: 'orders',
      where: { and: [{ id: { equals: id } }, { status: { equals: order.status } }] },
      data: { ...fields, status: to, updatedAt: new Date().toISOString() },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!moved) {
      if (ownTransaction) await killTransaction(req)
      return fail(409, CHANGED_MEANWHILE)
    }
    // Read again under the order's lock, which a customer's save and a change of a work item
    // take first: details changed since the check above are not filed as they were reviewed,
    // and work reopened meanwhile is not completed.
    const late =
      to === 'filed_with_state'
        ? await filingDetailsProblems(req, id)
        : needsDocuments(to)
          ? await completionProblems(payload, id, req)
          : []
    const balance = needsFiling(to) ? openBalanceOf(await balancesOf(payload, id, req)) : undefined
    if (balance)
      throw new RequestProblem(409, balanceBlocksFiling(balance.amountCents, balance.stateFeeCents))
    if (late.length)
      throw new RequestProblem(
        422,
        late.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
        late,
      )
    const updated = (await payload.db.findOne<StatusEmailOrder>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: STATUS_EMAIL_SELECT,
      req,
    }))!
    await recordEvent(
      payload,
      {
        order: id,
        status: to,
        summary: summaryOf(to, changes, input.note),
        by: req.user?.id as number,
      },
      req,
    )
    // The company exists from the filing date: our registered agent's service starts with it.
    if (filing) await startAgentService(req, id)
    if (to === 'filed_with_state' || to === 'completed')
      await queueOrderStatusEmail(req, updated, to, documents)
    // A cancelled order owes nothing more; a balance being charged right now is settled, and
    // refunded by an admin if it was paid.
    if (to === 'cancelled') await endDueBalances(req, id)
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  // A filing date moves the calendar's dates; a cancelled order gets no more reminders. The move
  // stands either way: the reminders' hourly run catches up.
  if (ownTransaction)
    await scheduleReminders(payload, id, req).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Order ${id}: its reminders were not updated.` }),
    )
  return succeed({ orderId: id, status: to })
}

export const handleMoveOrder: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user)) return fail(req.user ? 403 : 401, 'Only staff can move orders.')
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(moveOrderSchema, await readJsonObject(req))
    return await moveOrder(req, id, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'status', error)
  }
}
