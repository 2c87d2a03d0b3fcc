/**
 * Saving and submitting an order's filing details (docs/filing-details.md#the-endpoint), in one
 * transaction: the record's row is locked first, so two saves of one order (two devices) are
 * applied one after the other, and each is kept as a version. A submission moves a paid order to
 * review; a change after it withdraws the submission until the customer submits again.
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import type { FilingDetailStatus } from '@/collections/FilingDetails/statuses'

import { isComplete, type SectionReport } from '../../filing/check'
import type { EinSection, FilingDetails, SectionName } from '../../filing/details'
import type { OrderStatus } from '../../status'
import { queueOrderDocuments, runOrderDocumentsSoon } from '../documents/task'
import { RequestProblem } from '../http'
import { recordEvent } from '../timeline'
import { SERVER_WRITE } from './adminCorrection'
import {
  checkContextOf,
  DETAILS_OPEN,
  type FilingOrder,
  type FilingRecord,
  filingRecordOf,
  reportOf,
  SECTION_SELECT,
} from './record'

export type SaveInput = {
  sections: Partial<Record<SectionName, Record<string, unknown>>>
  submit: boolean
}

export type SaveResult = {
  status: FilingDetailStatus
  orderStatus: OrderStatus
  sections: SectionReport[]
}

const MOVED_ON =
  'The filing details can no longer be changed: the order has moved on since this page opened. Reload it to see where it stands.'

const SECTION_WORDS: Record<SectionName, string> = {
  company: 'the company',
  llcPeople: 'members and management',
  corporationPeople: 'directors and officers',
  nonprofitPeople: 'directors and incorporators',
  shares: 'shares',
  agent: 'registered agent',
  addresses: 'addresses',
  ein: 'EIN application',
}

/** The responsible party's SSN goes to the order's encrypted field, never into the details. */
async function keepSsnOnOrder(req: PayloadRequest, order: FilingOrder, ein: Partial<EinSection>) {
  const { ssn, hasSsn, firstName, lastName } = ein
  if (hasSsn === undefined && !ssn) return order
  const data =
    hasSsn === false
      ? { hasSSN: false, ssn: null }
      : {
          ...(hasSsn ? { hasSSN: true } : {}),
          ...(ssn ? { ssn: ssn.replace(/\D/g, '').replace(/^(\d{3})(\d{2})/, '$1-$2-') } : {}),
          ...(firstName ? { ssnFirstName: firstName } : {}),
          ...(lastName ? { ssnLastName: lastName } : {}),
        }
  await req.payload.update({ collection: 'orders', id: order.id, data, overrideAccess: true, req })
  return {
    ...order,
    hasSSN: data.hasSSN ?? order.hasSSN,
    ssn: data.ssn === null ? null : ssn ? 'sealed' : order.ssn,
  }
}

export async function saveFilingDetails(
  req: PayloadRequest,
  order: FilingOrder,
  input: SaveInput,
): Promise<SaveResult> {
  const { payload } = req
  // Made before the transaction: a second first save then finds it instead of failing inside it.
  const record = await filingRecordOf(payload, order)
  const own = await initTransaction(req)
  try {
    // Locks the order's row first, as a staff move does: a save and "Mark filed" at once go one
    // after the other, and a save after the order moved on is refused, never written.
    const open = await payload.db.updateOne({
      collection: 'orders',
      where: { and: [{ id: { equals: order.id } }, { status: { in: [...DETAILS_OPEN] } }] },
      data: { updatedAt: new Date().toISOString() },
      options: { atomic: true },
      req,
    })
    if (!open) throw new RequestProblem(409, MOVED_ON)
    // Locks the record's row until this save commits: a second save waits, then reads this one.
    await payload.db.updateOne({
      collection: 'filing-details',
      where: { id: { equals: record.id } },
      data: { updatedAt: new Date().toISOString() },
      options: { atomic: true },
      req,
    })
    // Read again under the lock: a save that finished meanwhile is built on, not written over.
    const current = (await payload.db.findOne<FilingRecord>({
      collection: 'filing-details',
      where: { id: { equals: record.id } },
      select: { ...SECTION_SELECT, status: true, confirmed: true },
      req,
    }))!
    const { ein, ...rest } = input.sections
    let saved = order
    if (ein) saved = await keepSsnOnOrder(req, order, ein as Partial<EinSection>)
    const einKept = ein ? (({ ssn: _ssn, ...kept }) => kept)(ein as EinSection) : undefined
    const changes = { ...rest, ...(einKept ? { ein: einKept } : {}) } as FilingDetails
    const merged: FilingDetails = { ...current, ...changes }
    const changed = Object.keys(changes) as SectionName[]
    const confirmed = [...new Set([...(current.confirmed ?? []), ...changed])]
    const ctx = await checkContextOf(payload, saved, req)
    const sections = reportOf({ ...current, ...merged, confirmed }, ctx)

    const unchanged = !changed.length && (!input.submit || current.status === 'submitted')
    if (unchanged) {
      // Nothing to keep: no version, no timeline line (a repeated submit is the same submit).
      if (own) await killTransaction(req)
      return { status: current.status as FilingDetailStatus, orderStatus: order.status, sections }
    }
    let status = current.status as FilingDetailStatus
    let orderStatus: OrderStatus = order.status
    const now = new Date().toISOString()
    const extra: Record<string, unknown> = {}
    if (input.submit) {
      if (!isComplete(sections)) {
        const problems = sections.flatMap((section) => section.problems)
        throw new RequestProblem(
          422,
          `Complete every section before submitting: ${problems.length} ${problems.length === 1 ? 'answer is' : 'answers are'} missing or wrong.`,
          problems,
        )
      }
      const again = status === 'changes_requested'
      status = 'submitted'
      Object.assign(extra, {
        submittedAt: now,
        changeRequest: { message: null, sections: [], requestedAt: null },
      })
      if (order.status === 'paid') {
        const moved = await payload.db.updateOne({
          collection: 'orders',
          where: { and: [{ id: { equals: order.id } }, { status: { equals: 'paid' } }] },
          data: { status: 'in_review', updatedAt: now },
          options: { atomic: true },
          req,
        })
        if (moved) orderStatus = 'in_review'
      }
      await recordEvent(
        payload,
        {
          order: order.id,
          status: orderStatus as OrderStatus,
          summary: again
            ? 'The customer sent the changes asked for: the filing details are back in review'
            : 'The customer submitted the filing details: the order is in review',
        },
        req,
      )
    } else if (status === 'submitted' && changed.length) {
      // What staff reviewed is no longer what the record says: it waits for a new submission.
      status = 'waiting'
      await recordEvent(
        payload,
        {
          order: order.id,
          status: order.status,
          summary: `The customer changed ${changed.map((name) => SECTION_WORDS[name]).join(', ')} after submitting: waiting for a new submission`,
        },
        req,
      )
    }
    await payload.update({
      collection: 'filing-details',
      id: record.id,
      data: { ...changes, confirmed, status, ...extra },
      overrideAccess: true,
      context: SERVER_WRITE,
      req,
    })
    // Complete details make the order's documents (docs/documents.md#when-they-are-made).
    const documentsJob = input.submit ? await queueOrderDocuments(req, order.id) : null
    if (own) await commitTransaction(req)
    if (documentsJob !== null && own) runOrderDocumentsSoon(payload, documentsJob)
    return { status, orderStatus, sections }
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}
