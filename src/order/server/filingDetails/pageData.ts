/**
 * What the order page's filing details form and the staff's views read of one order: the record
 * (made from the wizard's facts on first sight), each section's problems under the state's rules,
 * and our registered agent in the order's state.
 */
import type { Payload } from 'payload'

import type { FilingDetailStatus } from '@/collections/FilingDetails/statuses'
import { POSTAL_CODES, US_STATES } from '@/collections/StateFees/usStates'
import type { SiteSetting } from '@/payload-types'

import type { SectionReport } from '../../filing/check'
import type { FilingDetails, SectionName } from '../../filing/details'
import type { FilingRules } from '../../filing/rules'
import { type SectionPlan, sectionsOf } from '../../filing/sections'
import {
  checkContextOf,
  detailsOpen,
  entityOfOrder,
  type FilingOrder,
  filingRecordOf,
  hasFilingRecord,
  reportOf,
  SECTION_SELECT,
} from './record'

/** Our agent's name and its office in the order's state; null where Site settings give none. */
export type OurAgent = { name: string | null; address: string | null }

export type FilingView = {
  entity: ReturnType<typeof entityOfOrder>
  state: keyof typeof US_STATES
  stateName: string
  plans: SectionPlan[]
  details: FilingDetails
  reports: SectionReport[]
  status: FilingDetailStatus
  submittedAt: string | null
  changeRequest: { message: string; sections: SectionName[] } | null
  ssnOnFile: boolean
  rules: FilingRules
  ourAgent: OurAgent
  today: string
  editable: boolean
}

/** Our agent's name and its office in the state, as one line; null where no office is set. */
export function ourAgentIn(
  settings: Pick<SiteSetting, 'registeredAgent'> | null,
  state: string,
): OurAgent {
  const agent = settings?.registeredAgent
  const office = agent?.offices?.find((row) => row.state === state)
  const code = POSTAL_CODES[state as keyof typeof POSTAL_CODES]
  return {
    name: agent?.name || null,
    address: office
      ? [office.street, office.street2, office.city, `${code} ${office.zip}`]
          .filter(Boolean)
          .join(', ')
      : null,
  }
}

/**
 * The order's filing details as the page shows them; null for an order past filing that never had
 * any (filed before the details existed).
 */
export async function filingView(payload: Payload, order: FilingOrder): Promise<FilingView | null> {
  const open = detailsOpen(order.status)
  if (!open && !(await hasFilingRecord(payload, order.id))) return null
  const [record, ctx, settings] = await Promise.all([
    filingRecordOf(payload, order),
    checkContextOf(payload, order),
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { registeredAgent: true } }),
  ])
  const details = Object.fromEntries(
    Object.keys(SECTION_SELECT).map((name) => [name, record[name as SectionName] ?? null]),
  ) as FilingDetails
  const request = record.changeRequest
  return {
    entity: ctx.entity,
    state: ctx.state,
    stateName: US_STATES[ctx.state],
    plans: sectionsOf(ctx.entity, { ein: ctx.ein }),
    details,
    reports: reportOf(record, ctx),
    status: record.status as FilingDetailStatus,
    submittedAt: record.submittedAt ?? null,
    changeRequest:
      record.status === 'changes_requested' && request?.message
        ? { message: request.message, sections: (request.sections ?? []) as SectionName[] }
        : null,
    ssnOnFile: ctx.ssnOnFile,
    rules: ctx.rules,
    ourAgent: ourAgentIn(settings, ctx.state),
    today: ctx.today,
    editable: open,
  }
}
