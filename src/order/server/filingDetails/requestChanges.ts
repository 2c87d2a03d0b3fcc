/**
 * POST /api/orders/:id/filing-changes: staff ask the customer to change some filing details
 * (docs/filing-details.md#staff). The request, its timeline line and the customer's email are one
 * transaction; the order page then opens on the sections named, with the message, and the order
 * cannot be filed until the customer submits again.
 */
import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import * as z from 'zod/mini'

import { isStaffUser } from '@/access'
import { US_STATES } from '@/collections/StateFees/usStates'
import { orderPageLink } from '@/email/orderLinks'
import { queueEmail } from '@/email/queueEmail'
import { siteContact } from '@/email/siteContact'
import { filingDetailsEmail } from '@/email/templates/filingDetails'
import type { Order } from '@/payload-types'
import { isMultiLine } from '@/utilities/text'

import { SECTION_NAMES, type SectionName } from '../../filing/details'
import { sectionsOf } from '../../filing/sections'
import {
  answerUnexpected,
  fail,
  parseWith,
  readJsonObject,
  RequestProblem,
  requireJson,
  succeed,
} from '../http'
import { orderIdFrom } from '../http'
import { recordEvent } from '../timeline'
import { SERVER_WRITE } from './adminCorrection'
import { detailsOpen, entityOfOrder, filingRecordOf, loadFilingOrder } from './record'

const requestSchema = z.strictObject({
  message: z
    .string({ error: () => 'Say what the customer should change' })
    .check(
      z.trim(),
      z.minLength(1, 'Say what the customer should change'),
      z.maxLength(2000, 'At most 2000 characters'),
      z.refine(isMultiLine, 'Must not contain control characters'),
    ),
  sections: z
    .array(
      z.enum(SECTION_NAMES as [SectionName, ...SectionName[]], { error: () => 'Unknown section' }),
    )
    .check(z.minLength(1, 'Name at least one section'), z.maxLength(8, 'At most 8 sections')),
})

async function requestChanges(
  req: PayloadRequest,
  id: number,
  input: z.infer<typeof requestSchema>,
) {
  const { payload } = req
  const order = await loadFilingOrder(payload, id)
  if (!order) return fail(404, 'No such order.')
  if (!detailsOpen(order.status))
    return fail(409, 'Changes can be asked only before the order is filed.')
  const plans = sectionsOf(entityOfOrder(order), { ein: Boolean(order.ein) })
  const unknown = input.sections.filter((name) => !plans.some((plan) => plan.name === name))
  if (unknown.length)
    throw new RequestProblem(422, `This order has no section ${unknown.join(', ')}`, [
      { path: 'sections', message: `This order has no section ${unknown.join(', ')}` },
    ])
  const titles = plans
    .filter((plan) => input.sections.includes(plan.name))
    .map((plan) => plan.title)
  const record = await filingRecordOf(payload, order)
  const own = await initTransaction(req)
  try {
    await payload.update({
      collection: 'filing-details',
      id: record.id,
      data: {
        status: 'changes_requested',
        changeRequest: {
          message: input.message,
          sections: input.sections,
          requestedAt: new Date().toISOString(),
        },
      },
      overrideAccess: true,
      context: SERVER_WRITE,
      req,
    })
    await recordEvent(
      payload,
      {
        order: id,
        status: order.status,
        summary: `Changes asked of the customer (${titles.join(', ')}): ${input.message}`,
        by: req.user?.id as number,
      },
      req,
    )
    const contact = await payload.db.findOne<Pick<Order, 'id' | 'email' | 'firstName'>>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: { email: true, firstName: true },
      req,
    })
    const { replyTo, ...site } = await siteContact(payload, req)
    const mail = filingDetailsEmail({
      kind: 'changes_requested',
      orderNumber: String(id),
      firstName: contact?.firstName,
      companyName: order.llcname,
      stateName: US_STATES[order.formationState as keyof typeof US_STATES] ?? order.formationState,
      message: input.message,
      sections: titles,
      orderPage: orderPageLink(id),
      ...site,
    })
    await queueEmail({ req, to: contact!.email, ...mail, ...(replyTo ? { replyTo } : {}) })
    if (own) await commitTransaction(req)
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
  return succeed({ orderId: id, status: 'changes_requested' })
}

export const handleRequestChanges: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user)) return fail(req.user ? 403 : 401, 'Only staff can ask for changes.')
    requireJson(req)
    const id = orderIdFrom(req)
    const input = parseWith(requestSchema, await readJsonObject(req))
    return await requestChanges(req, id, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'filing-changes', error)
  }
}
