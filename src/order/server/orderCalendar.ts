/**
 * An order's compliance calendar, read from its state's record (src/order/calendar.ts): the order
 * page, the admin's order view, the filed and completed emails, the `.ics` and the reminders all
 * read it here.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { AgentService, Order } from '@/payload-types'
import { calendarDayIn } from '@/utilities/dates'

import { agentRenewalObligation } from '../agentService'
import { type CalendarRecord, complianceCalendar, type Obligation } from '../calendar'
import { type Designator, feeColumn } from '../pricing'
import { sElectionObligation } from '../sElection'

/** The order fields a calendar needs. */
export const CALENDAR_ORDER_SELECT = {
  designator: true,
  formationState: true,
  filedAt: true,
  paidAt: true,
  irsForm: true,
} as const

export type CalendarOrder = Pick<Order, 'id' | keyof typeof CALENDAR_ORDER_SELECT>

export type OrderCalendar = {
  /** The day the company counts as formed: filed with the state, else paid. */
  formedOn: string
  /** Whether `formedOn` is the state's filing date (else the payment's, until filed). */
  filed: boolean
  stateName: string
  record: CalendarRecord
  obligations: Obligation[]
}

export type StateRecordOf = (state: string) => Promise<CalendarRecord | null>

/** The day the company counts as formed, or null for an order never paid. */
export const formationDayOf = (order: Pick<Order, 'filedAt' | 'paidAt'>): string | null =>
  order.filedAt ? order.filedAt.slice(0, 10) : order.paidAt ? calendarDayIn(order.paidAt) : null

/** The state record as the calendar reads it. */
export async function calendarRecord(
  payload: Payload,
  state: string,
  req?: PayloadRequest,
): Promise<CalendarRecord | null> {
  const { docs } = await payload.find({
    collection: 'state-fees',
    where: { slug: { equals: state } },
    // An including select: an excluding one empties array rows (docs/states.md).
    select: {
      name: true,
      links: true,
      processing: true,
      llcFacts: true,
      corporationFacts: true,
      nonprofitFacts: true,
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return (docs[0] as CalendarRecord | undefined) ?? null
}

/** Staff marked the S corporation election done: it leaves the calendar. */
async function electionFiled(payload: Payload, orderId: number, req?: PayloadRequest) {
  const { totalDocs } = await payload.db.count({
    collection: 'order-work',
    where: {
      and: [
        { order: { equals: orderId } },
        { item: { equals: 'irsForm' } },
        { status: { equals: 'done' } },
      ],
    },
    req,
  })
  return totalDocs > 0
}

/** One more obligation among the state's, by its date (an undated one last). */
const withObligation = (obligations: Obligation[], added: Obligation | null): Obligation[] => {
  if (!added) return obligations
  if (!added.dueOn) return [...obligations, added]
  const at = obligations.findIndex(
    (obligation) => !obligation.dueOn || obligation.dueOn > added.dueOn!,
  )
  return at < 0
    ? [...obligations, added]
    : [...obligations.slice(0, at), added, ...obligations.slice(at)]
}

/** Our registered agent's next renewal, while the service is ours and active. */
async function agentRenewalOf(payload: Payload, orderId: number, req?: PayloadRequest) {
  const service = await payload.db.findOne<Pick<AgentService, 'id' | 'paidUntil' | 'renewalPrice'>>(
    {
      collection: 'agent-services',
      where: { and: [{ order: { equals: orderId } }, { status: { equals: 'active' } }] },
      select: { paidUntil: true, renewalPrice: true },
      ...(req ? { req } : {}),
    },
  )
  return service ? agentRenewalObligation(service) : null
}

/** The order's obligations for the next three years from `today`; null for an unpaid order. */
export async function orderCalendar(
  payload: Payload,
  order: CalendarOrder,
  {
    today = calendarDayIn(new Date()),
    req,
    recordOf,
  }: {
    today?: string
    req?: PayloadRequest
    /** Where a page reads the state record from: its cached copy (src/content/states.ts). */
    recordOf?: StateRecordOf
  } = {},
): Promise<OrderCalendar | null> {
  const formedOn = formationDayOf(order)
  if (!formedOn) return null
  const record = recordOf
    ? await recordOf(order.formationState)
    : await calendarRecord(payload, order.formationState, req)
  if (!record) return null
  const entity = feeColumn[order.designator as Designator] ?? 'llc'
  const filed = Boolean(order.filedAt)
  const election =
    order.irsForm && entity !== 'nonprofit' && !(await electionFiled(payload, order.id, req))
      ? sElectionObligation({ formedOn, filed, today })
      : null
  return {
    formedOn,
    filed,
    stateName: record.name,
    record,
    obligations: withObligation(
      withObligation(complianceCalendar({ record, entity, formedOn, today }), election),
      filed ? await agentRenewalOf(payload, order.id, req) : null,
    ),
  }
}
