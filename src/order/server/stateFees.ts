import type { Payload } from 'payload'

import type { StateFeeTable } from '../pricing'

/** The state-fee collection as the pricing function takes it: slug → fees. */
export async function loadStateFeeTable(payload: Payload): Promise<StateFeeTable> {
  const { docs } = await payload.find({
    collection: 'state-fees',
    pagination: false,
    depth: 0,
    select: { slug: true, llc: true, corporation: true, nonprofit: true },
    overrideAccess: true,
  })
  return Object.fromEntries(
    docs.map(({ slug, llc, corporation, nonprofit }) => [slug, { llc, corporation, nonprofit }]),
  )
}
