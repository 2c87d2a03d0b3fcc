import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  ValidationError,
} from 'payload'
import * as z from 'zod/mini'

import { FILING_SECTION_FIELDS } from '@/collections/FilingDetails/statuses'
import type { FilingDetail, Order } from '@/payload-types'

import { SECTION_SCHEMAS } from '../../filing/details'

import { queueOrderDocuments } from '../documents/task'
import { recordEvent } from '../timeline'

/** Marks the server's own writes (the customer's saves, a change request), which say themselves. */
export const SERVER_WRITE = { filingDetailsServerWrite: true } as const

/** What only the server writes: where the details stand, never an admin's form. */
const SERVER_OWNED = [
  'order',
  'title',
  'entity',
  'status',
  'submittedAt',
  'changeRequest',
  'confirmed',
  'reminded',
] as const

/**
 * An admin's save in the admin: the fields the server owns stay as stored (a form opened before
 * the customer submitted would otherwise put the old status back), and each section must be what
 * the customer's form could send, so the order page can always read it.
 */
export const checkAdminCorrection: CollectionBeforeChangeHook<FilingDetail> = ({
  data,
  originalDoc,
  operation,
  context,
  collection,
  req,
}) => {
  if (operation !== 'update' || context.filingDetailsServerWrite || !originalDoc) return data
  const kept: Partial<FilingDetail> = { ...data }
  for (const name of SERVER_OWNED) (kept as Record<string, unknown>)[name] = originalDoc[name]
  const errors: { path: string; message: string }[] = []
  for (const { name } of FILING_SECTION_FIELDS) {
    const value = data[name]
    if (value == null) continue
    const parsed = z.safeParse(SECTION_SCHEMAS[name], value)
    // The SSN is never kept here, whoever types it: it lives encrypted on the order.
    if (parsed.success)
      (kept as Record<string, unknown>)[name] =
        name === 'ein' ? { ...parsed.data, ssn: undefined } : parsed.data
    else
      errors.push(
        ...parsed.error.issues.map((issue) => ({
          path: [name, ...issue.path].join('.'),
          message: issue.message,
        })),
      )
  }
  if (errors.length)
    throw new ValidationError({ collection: collection.slug, errors: errors.slice(0, 20), req })
  return kept
}

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
  // The documents follow the corrected details: a new version of each (docs/documents.md).
  if (doc.status === 'submitted') await queueOrderDocuments(req, orderId)
  return doc
}
