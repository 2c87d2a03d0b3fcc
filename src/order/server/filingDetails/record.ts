/**
 * An order's filing details record (docs/filing-details.md#the-record): found, or made from what
 * the wizard collected the first time the customer or staff open it; and the context its checks
 * read (the state's rules for the entity type, today, what the order bought).
 */
import type { Payload, PayloadRequest } from 'payload'

import { isStateSlug } from '@/collections/StateFees/usStates'
import type { FilingDetailStatus } from '@/collections/FilingDetails/statuses'
import type { FilingDetail, Order, StateFee } from '@/payload-types'
import { calendarDayIn } from '@/utilities/dates'

import { type CheckContext, checkFilingDetails, type SectionReport } from '../../filing/check'
import type { FilingDetails, SectionName } from '../../filing/details'
import { isNaicsCode } from '../../filing/naicsList'
import { prefilledDetails } from '../../filing/prefill'
import { filingRulesOf, type StoredFilingRules } from '../../filing/rules'
import { type Designator, feeColumn } from '../../pricing'

export const FILING_ORDER_SELECT = {
  status: true,
  llcname: true,
  designator: true,
  formationState: true,
  ein: true,
  firstName: true,
  lastName: true,
  companyStreetAddress: true,
  companyCity: true,
  companyState: true,
  companyZipCode: true,
  ssnFirstName: true,
  ssnLastName: true,
  hasSSN: true,
  // Read only to know whether one is on file: its ciphertext, never opened here.
  ssn: true,
} as const

export type FilingOrder = Pick<Order, 'id' | keyof typeof FILING_ORDER_SELECT>

export type FilingRecord = Pick<
  FilingDetail,
  'id' | 'status' | 'submittedAt' | 'changeRequest' | 'updatedAt'
> &
  FilingDetails & { confirmed?: SectionName[] | null }

export const SECTION_SELECT = {
  company: true,
  llcPeople: true,
  corporationPeople: true,
  nonprofitPeople: true,
  shares: true,
  agent: true,
  addresses: true,
  ein: true,
} as const

const RECORD_SELECT = {
  ...SECTION_SELECT,
  confirmed: true,
  status: true,
  submittedAt: true,
  changeRequest: true,
  updatedAt: true,
} as const

export const entityOfOrder = (order: Pick<Order, 'designator'>) =>
  feeColumn[order.designator as Designator] ?? 'llc'

/** Filing details stop changing once the state has the filing, or the order has stopped. */
/** The order statuses in which the customer may still change the details. */
export const DETAILS_OPEN = ['paid', 'in_review'] as const

export const detailsOpen = (status: string | null | undefined): boolean =>
  (DETAILS_OPEN as readonly unknown[]).includes(status)

export const loadFilingOrder = (payload: Payload, id: number, req?: PayloadRequest) =>
  payload.db.findOne<FilingOrder>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: FILING_ORDER_SELECT,
    ...(req ? { req } : {}),
  })

const findRecord = (payload: Payload, orderId: number, req?: PayloadRequest) =>
  payload.db.findOne<FilingRecord>({
    collection: 'filing-details',
    where: { order: { equals: orderId } },
    select: RECORD_SELECT,
    ...(req ? { req } : {}),
  })

export const hasFilingRecord = async (payload: Payload, orderId: number) =>
  (await payload.db.count({ collection: 'filing-details', where: { order: { equals: orderId } } }))
    .totalDocs > 0

/** The order's record, made from the wizard's facts when it has none yet. */
export async function filingRecordOf(
  payload: Payload,
  order: FilingOrder,
  req?: PayloadRequest,
): Promise<FilingRecord> {
  const found = await findRecord(payload, order.id, req)
  if (found) return found
  const entity = entityOfOrder(order)
  try {
    await payload.create({
      collection: 'filing-details',
      data: {
        order: order.id,
        title: `${order.llcname} (order ${order.id})`,
        entity,
        status: 'waiting' satisfies FilingDetailStatus,
        ...prefilledDetails(entity, order, { ein: Boolean(order.ein) }),
      },
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  } catch (error) {
    // Two first visits at once: the unique order index lets one in; the other reads its record.
    const again = await findRecord(payload, order.id, req)
    if (again) return again
    throw error
  }
  return (await findRecord(payload, order.id, req))!
}

type RulesRecord = Pick<StateFee, 'id' | 'llcFacts' | 'corporationFacts' | 'nonprofitFacts'>

/** What the checks of this order read: its state's rules for its entity type, today, its purchases. */
export async function checkContextOf(
  payload: Payload,
  order: FilingOrder,
  req?: PayloadRequest,
): Promise<CheckContext> {
  const entity = entityOfOrder(order)
  const state = isStateSlug(order.formationState) ? order.formationState : 'delaware'
  const record = await payload.db.findOne<RulesRecord>({
    collection: 'state-fees',
    where: { slug: { equals: state } },
    select: { [`${entity}Facts`]: { filing: true } },
    ...(req ? { req } : {}),
  })
  const stored = record?.[`${entity}Facts`]?.filing as StoredFilingRules | undefined
  return {
    entity,
    state,
    rules: filingRulesOf(entity, stored),
    today: calendarDayIn(new Date()),
    ein: Boolean(order.ein),
    ssnOnFile: Boolean(order.hasSSN && order.ssn),
    isNaicsCode,
  }
}

export const reportOf = (record: FilingRecord, ctx: CheckContext): SectionReport[] =>
  checkFilingDetails(record, ctx, record.confirmed ?? [])
