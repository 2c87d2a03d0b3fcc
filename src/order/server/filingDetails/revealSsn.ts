/**
 * POST /api/orders/:id/reveal-ssn: an admin reads the responsible party's SSN on the filing sheet
 * (to file the EIN application). Admins only, JSON only, never cached; every reveal is a line on
 * the order's timeline with who made it (docs/filing-details.md#the-filing-sheet).
 */
import type { PayloadHandler } from 'payload'

import { isAdminUser } from '@/access'
import type { Order } from '@/payload-types'

import { answerUnexpected, fail, requireJson } from '../http'
import { orderIdFrom } from '../http'
import { recordEvent } from '../timeline'

export const handleRevealSsn: PayloadHandler = async (req) => {
  try {
    if (!isAdminUser(req.user)) return fail(req.user ? 403 : 401, 'Only admins can reveal an SSN.')
    requireJson(req)
    const id = orderIdFrom(req)
    const order = await req.payload
      .findByID({
        collection: 'orders',
        id,
        depth: 0,
        overrideAccess: true,
        select: { ssn: true, status: true },
      })
      .catch(() => null)
    if (!order) return fail(404, 'No such order.')
    const { ssn, status } = order as Pick<Order, 'ssn' | 'status'>
    if (!ssn) return fail(404, 'This order holds no SSN.')
    await recordEvent(req.payload, {
      order: id,
      status,
      summary: "The responsible party's SSN was revealed on the filing sheet",
      by: req.user!.id as number,
    })
    return Response.json(
      { data: { success: true, ssn } },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return answerUnexpected(req.payload, 'reveal-ssn', error)
  }
}
