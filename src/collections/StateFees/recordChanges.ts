import type { CollectionAfterChangeHook } from 'payload'

import type { StateFee } from '@/payload-types'

import { CONFIDENCE_LABELS, type Confidence } from './vocabulary'

type Tracked = {
  /** The value of the history's `field` select. */
  field: string
  label: string
  read: (doc: StateFee) => number | boolean | string | null | undefined
}

const confidenceOf = (entity: 'llc' | 'corporation' | 'nonprofit') => (doc: StateFee) =>
  doc[`${entity}Facts`]?.feeSource?.confidence

/** What the fee history records: each fee, each fee's confidence and the derived verified mark. */
export const TRACKED: Tracked[] = [
  { field: 'llc', label: 'LLC fee', read: (doc) => doc.llc },
  { field: 'corporation', label: 'C-Corporation fee', read: (doc) => doc.corporation },
  { field: 'nonprofit', label: 'Nonprofit fee', read: (doc) => doc.nonprofit },
  { field: 'llcConfidence', label: 'LLC fee confidence', read: confidenceOf('llc') },
  {
    field: 'corporationConfidence',
    label: 'C-Corporation fee confidence',
    read: confidenceOf('corporation'),
  },
  {
    field: 'nonprofitConfidence',
    label: 'Nonprofit fee confidence',
    read: confidenceOf('nonprofit'),
  },
  { field: 'verified', label: 'Verified', read: (doc) => doc.verified },
]

const shown = (value: unknown) => {
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (value == null) return '(none)'
  if (typeof value === 'string')
    return CONFIDENCE_LABELS[value as Confidence]?.split(':')[0] ?? value
  return `$${value}`
}

/**
 * Keeps the fee table's history: each changed fee, fee confidence or verified mark of an edit
 * becomes a line in State fee history, in the edit's own transaction, with the reason a caller
 * gives in `context.feeChangeReason`.
 */
export const recordFeeChanges: CollectionAfterChangeHook<StateFee> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  // When the verified mark moves, its line says what happened to the confidences.
  const verifiedMoved = Boolean(previousDoc.verified) !== Boolean(doc.verified)
  for (const { field, label, read } of TRACKED) {
    const from = read(previousDoc) ?? null
    const to = read(doc) ?? null
    if (from === to || (verifiedMoved && field.endsWith('Confidence'))) continue
    await req.payload.create({
      collection: 'state-fee-changes',
      data: {
        stateFee: doc.id,
        field: field as 'llc',
        from: from == null ? null : String(from),
        to: to == null ? null : String(to),
        summary: `${doc.name}: ${label} ${shown(from)} → ${shown(to)}`,
        reason:
          typeof req.context.feeChangeReason === 'string' ? req.context.feeChangeReason : null,
        by: req.user?.collection === 'users' ? req.user.id : null,
      },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
