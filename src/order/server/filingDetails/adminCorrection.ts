import type { CollectionAfterChangeHook } from 'payload'

import { FILING_SECTION_FIELDS } from '@/collections/FilingDetails/statuses'
import type { FilingDetail, Order } from '@/payload-types'

import { recordEvent } from '../timeline'

/** Marks the server's own writes (the customer's saves, a change request), which say themselves. */
export const SERVER_WRITE = { filingDetailsServerWrite: true } as const

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * An admin's correction of the filing details in the admin: the save is a version (the
 * collection keeps every one), and this puts it on the order's timeline, naming the sections
 * changed and who changed them (docs/filing-details.md#staff).
 */
export const recordAdminCorrection: CollectionAfterChangeHook<FilingDetail> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context.filingDetailsServerWrite || !req.user) return doc
  const changed = FILING_SECTION_FIELDS.filter(
    ({ name }) => !sameJson(doc[name], previousDoc?.[name]),
  )
  if (!changed.length) return doc
  const orderId = typeof doc.order === 'object' ? doc.order.id : doc.order
  const order = await req.payload.db.findOne<Pick<Order, 'id' | 'status'>>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { status: true },
    req,
  })
  if (!order) return doc
  await recordEvent(
    req.payload,
    {
      order: orderId,
      status: order.status,
      summary: `Filing details corrected by staff: ${changed.map(({ label }) => label).join(', ')}`,
      by: req.user.id as number,
    },
    req,
  )
  return doc
}
