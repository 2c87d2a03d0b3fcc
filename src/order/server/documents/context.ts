/**
 * Reads what an order's documents are made from (docs/documents.md#the-context): the order, its
 * filing details as last saved, the state, and our registered agent and company name.
 */
import type { Payload } from 'payload'

import { isStateSlug, POSTAL_CODES, US_STATES } from '@/collections/StateFees/usStates'
import type { Order } from '@/payload-types'
import { calendarDayIn } from '@/utilities/dates'

import type { DeliveredOrder } from '../../deliverables'
import type { DocumentContext } from '../../documents/context'
import { documentContextOf } from '../../documents/fromDetails'
import { governingLawOf } from '../../documents/governingLaw'
import { ADD_ON_PRICES } from '../../packages'
import { ourAgentIn } from '../filingDetails/pageData'
import { entityOfOrder, type FilingRecord, SECTION_SELECT } from '../filingDetails/record'

const ADD_ONS = Object.fromEntries(Object.keys(ADD_ON_PRICES).map((key) => [key, true]))

export const DOCUMENT_ORDER_SELECT = {
  llcname: true,
  designator: true,
  formationState: true,
  clientPackage: true,
  status: true,
  filedAt: true,
  businessLicense: true,
  ...ADD_ONS,
} as const

export type DocumentOrder = Pick<Order, 'id' | keyof typeof DOCUMENT_ORDER_SELECT> & DeliveredOrder

export type DocumentSource = {
  order: DocumentOrder
  record: Pick<FilingRecord, 'id' | 'status' | 'updatedAt'> & FilingRecord
  ctx: DocumentContext
}

/** The order, its details and the context made of them; null when either is missing. */
export async function documentSourceOf(
  payload: Payload,
  orderId: number,
): Promise<DocumentSource | null> {
  const order = (await payload.db.findOne({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: DOCUMENT_ORDER_SELECT,
  })) as DocumentOrder | null
  if (!order || !isStateSlug(order.formationState)) return null
  const [record, settings] = await Promise.all([
    payload.db.findOne<FilingRecord>({
      collection: 'filing-details',
      where: { order: { equals: orderId } },
      select: { ...SECTION_SELECT, status: true, updatedAt: true },
    }),
    payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { registeredAgent: true, siteName: true },
    }),
  ])
  if (!record) return null
  const entity = entityOfOrder(order)
  const slug = order.formationState
  const name = US_STATES[slug]
  const ourAgent = ourAgentIn(settings, slug)
  const ctx = documentContextOf({
    orderId,
    company: order.llcname,
    entity,
    state: { slug, name, code: POSTAL_CODES[slug] },
    governingLaw: governingLawOf(slug, name, entity),
    today: calendarDayIn(new Date()),
    filedOn: order.filedAt ? calendarDayIn(order.filedAt) : null,
    details: record,
    ourAgent,
    ourName: ourAgent.name ?? settings?.siteName ?? 'Our filing service',
  })
  return { order, record, ctx }
}
