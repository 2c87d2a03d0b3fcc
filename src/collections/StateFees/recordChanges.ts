import type { CollectionAfterChangeHook } from 'payload'

import type { StateFee } from '@/payload-types'

const TRACKED = ['llc', 'corporation', 'nonprofit', 'verified'] as const

const LABELS: Record<(typeof TRACKED)[number], string> = {
  llc: 'LLC fee',
  corporation: 'C-Corporation fee',
  nonprofit: 'Nonprofit fee',
  verified: 'Verified',
}

const shown = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : value == null ? '(none)' : `$${value}`

/**
 * Keeps the fee table's history: each changed fee (or verified mark) of an edit becomes a line
 * in State fee history, in the edit's own transaction.
 */
export const recordFeeChanges: CollectionAfterChangeHook<StateFee> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  for (const field of TRACKED) {
    const from = previousDoc[field]
    const to = doc[field]
    if ((from ?? null) === (to ?? null)) continue
    await req.payload.create({
      collection: 'state-fee-changes',
      data: {
        stateFee: doc.id,
        field,
        from: from == null ? null : String(from),
        to: to == null ? null : String(to),
        summary: `${doc.name}: ${LABELS[field]} ${shown(from)} → ${shown(to)}`,
        by: req.user?.collection === 'users' ? req.user.id : null,
      },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
