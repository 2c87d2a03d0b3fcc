/**
 * Staff's side of the state fee: POST /api/orders/:id/state-fee confirms it (staff), and
 * POST /api/orders/:id/waive-balance lets an admin waive an open balance, with a reason on the
 * timeline (docs/orders-and-payments.md#the-state-fee-confirmed).
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { isAdminUser, isStaffUser } from '@/access'
import { formatCents } from '@/utilities/money'

import { confirmFeeSchema, waiveBalanceSchema } from '../../staffActions'
import type { OrderStatus } from '../../status'
import { answerUnexpected, fail, parseWith, readJsonObject, requireJson, succeed } from '../http'
import { orderIdFrom } from '../http'
import { recordEvent } from '../timeline'
import { confirmStateFee, type ConfirmResult } from './confirm'
import { balancesOf, openBalanceOf, findFeeOrder } from './ledger'

/** What staff read after confirming: one sentence, and the figures. */
export function confirmAnswer(result: ConfirmResult): Response {
  switch (result.kind) {
    case 'none':
      return succeed({ ...result, message: 'Confirmed: the customer paid exactly that.' })
    case 'refund':
      return result.refunded
        ? succeed({ ...result, message: result.message })
        : fail(result.status, result.message, { extra: { kind: 'refund', cents: result.cents } })
    case 'balance':
      return succeed({
        ...result,
        message: `The customer has been asked for a balance of ${formatCents(result.cents)}; the order can be filed once it is paid or an admin waives it.`,
      })
  }
}

export const handleConfirmFee: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user)) return fail(req.user ? 403 : 401, 'Only staff confirm fees.')
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(confirmFeeSchema, await readJsonObject(req))
    const result = await confirmStateFee(req, id, {
      stateFeeCents: input.stateFeeCents,
      // None given: the state record's source for the fee (confirm.ts).
      sourceUrl: input.sourceUrl,
      by: req.user?.id as number,
      via: 'confirmed on the order',
    })
    return confirmAnswer(result)
  } catch (error) {
    return answerUnexpected(req.payload, 'state-fee', error)
  }
}

async function waive(req: PayloadRequest, id: number, reason: string): Promise<Response> {
  const { payload } = req
  const order = await findFeeOrder(payload, id)
  if (!order) return fail(404, 'No such order.')
  const open = openBalanceOf(await balancesOf(payload, id))
  if (!open) return fail(409, 'This order has no balance due.')
  if (open.status !== 'due')
    return fail(409, 'The customer is paying the balance right now: wait a minute, then reload.')
  const ownTransaction = await initTransaction(req)
  try {
    const waived = await payload.db.updateOne({
      collection: 'order-balances',
      where: { and: [{ id: { equals: open.id } }, { status: { equals: 'due' } }] },
      data: {
        status: 'waived',
        waivedBy: req.user?.id as number,
        waiveReason: reason,
        updatedAt: new Date().toISOString(),
      },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!waived) {
      if (ownTransaction) await killTransaction(req)
      return fail(409, 'The balance changed meanwhile: reload the order.')
    }
    await recordEvent(
      payload,
      {
        order: id,
        status: order.status as OrderStatus,
        summary: `Balance of ${formatCents(open.amountCents)} waived: ${reason}`,
        by: req.user?.id as number,
      },
      req,
    )
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  payload.logger.info(`Order ${id}: balance ${open.id} waived by admin ${String(req.user?.id)}.`)
  return succeed({ balanceId: open.id, status: 'waived' })
}

export const handleWaiveBalance: PayloadHandler = async (req) => {
  try {
    if (!isAdminUser(req.user))
      return fail(req.user ? 403 : 401, 'Only admins can waive a balance.')
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(waiveBalanceSchema, await readJsonObject(req))
    return await waive(req, id, input.reason)
  } catch (error) {
    return answerUnexpected(req.payload, 'waive-balance', error)
  }
}
