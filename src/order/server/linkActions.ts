/**
 * POST /api/orders/:id/link: staff revoke the customer's order page link (a forwarded email, a
 * customer who asks), or an admin re-issues it: the old link stops working and the new one is
 * emailed to the order's email, which after payment only the customer (order page) or an admin
 * changes, on the timeline. Each is one transaction with its timeline line
 * (docs/customer-page.md#the-link).
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { isAdminUser, isStaffUser } from '@/access'
import { queueOrderLinks } from '@/email/queueOrderLinks'
import type { Order } from '@/payload-types'

import { type LinkActionRequest, linkActionSchema } from '../staffActions'
import { isCharged, type OrderStatus } from '../status'
import { answerUnexpected, fail, parseWith, readJsonObject, requireJson, succeed } from './http'
import { orderIdFrom } from './http'
import { newLinkColumns, revokeLink } from './orderLinks'
import { recordEvent } from './timeline'

type LinkedOrder = Pick<Order, 'id' | 'status' | 'email' | 'llcname' | 'formationState'>

export async function changeLink(
  req: PayloadRequest,
  id: number,
  { action }: LinkActionRequest,
): Promise<Response> {
  const { payload } = req
  const order = await payload.db.findOne<LinkedOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: { status: true, email: true, llcname: true, formationState: true },
  })
  if (!order) return fail(404, 'No such order.')
  if (!isCharged(order.status))
    return fail(409, 'Only a paid order has an order page: this one was never charged.')
  const ownTransaction = await initTransaction(req)
  try {
    if (action === 'revoke') await revokeLink(payload, id, req)
    else {
      await payload.db.updateOne({
        collection: 'orders',
        where: { id: { equals: id } },
        data: newLinkColumns().columns,
        req,
      })
      await queueOrderLinks(payload, order.email, [order], { req, reissued: true })
    }
    await recordEvent(
      payload,
      {
        order: id,
        status: order.status as OrderStatus,
        summary:
          action === 'revoke'
            ? 'Order page link revoked: it no longer opens the order'
            : `Order page link re-issued and emailed to ${order.email}; the old one no longer works`,
        by: req.user?.id as number,
      },
      req,
    )
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  return succeed({ orderId: id, link: action === 'revoke' ? 'revoked' : 'reissued' })
}

export const handleLinkAction: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user))
      return fail(req.user ? 403 : 401, "Only staff can change a customer's link.")
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(linkActionSchema, await readJsonObject(req))
    // A new link goes to the order's email: an editor may stop a link, only an admin sends one.
    if (input.action === 'reissue' && !isAdminUser(req.user))
      return fail(403, "Only an admin can email a new link to the customer's order page.")
    return await changeLink(req, id, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'link', error)
  }
}
