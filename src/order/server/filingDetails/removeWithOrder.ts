import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An order deleted takes its filing details and every version of them with it: they are the
 * customer's personal data, kept for that order only (docs/filing-details.md#the-record).
 */
export const removeFilingDetails: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'filing-details',
    where: { order: { equals: id } },
    overrideAccess: true,
    req,
  })
}
