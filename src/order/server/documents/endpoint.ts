/**
 * POST /api/orders/:id/documents: staff make the order's documents again, a new version of each,
 * from its filing details as they stand (docs/documents.md#staff). Staff only, JSON only; the
 * timeline records who did it.
 */
import type { PayloadHandler } from 'payload'

import { isStaffUser } from '@/access'
import type { Order } from '@/payload-types'

import { answerUnexpected, fail, orderIdFrom, requireJson } from '../http'
import { recordEvent } from '../timeline'
import { makeOrderDocuments } from './make'

const WHY: Record<string, string> = {
  'no details': 'This order has no filing details to make documents from.',
  'details not submitted':
    'The filing details are not submitted: the documents are made from submitted details only.',
}

export const handleMakeDocuments: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user)) return fail(req.user ? 403 : 401, 'Only staff can make documents.')
    requireJson(req)
    const id = orderIdFrom(req)
    const order = await req.payload.db.findOne<Pick<Order, 'id' | 'status'>>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: { status: true },
    })
    if (!order) return fail(404, 'No such order.')
    const result = await makeOrderDocuments(req.payload, id, { force: true })
    if (result.skipped) return fail(409, WHY[result.skipped]!)
    await recordEvent(req.payload, {
      order: id,
      status: order.status,
      summary: `Documents made again by staff: ${result.made.length} new version(s)`,
      by: req.user!.id as number,
    })
    return Response.json(
      { data: { success: true, made: result.made.length } },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return answerUnexpected(req.payload, 'documents', error)
  }
}
