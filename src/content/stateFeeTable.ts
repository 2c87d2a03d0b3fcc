import type { Payload } from 'payload'

import { feeTableFrom, type StateFeeTable } from '@/order/pricing'
import type { EntityKey } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'

// Reads with the Payload instance it is given, never the app's client: the pay endpoint, which
// payload.config.ts registers, prices from here, and importing the client would be a cycle.

/** The states by name, as the wizard lists them, with their fee table (fees not yet official marked). */
export async function loadStateChoices(payload: Payload) {
  // Straight from the database adapter: the Local API's read hooks over 51 documents would cost
  // more than the query itself on every pay request.
  const { docs } = await payload.db.find<
    Pick<StateFee, 'name' | 'slug' | 'llc' | 'corporation' | 'nonprofit' | `${EntityKey}Facts`>
  >({
    collection: 'state-fees',
    pagination: false,
    limit: 0,
    sort: 'name',
    select: {
      name: true,
      slug: true,
      llc: true,
      corporation: true,
      nonprofit: true,
      llcFacts: { feeSource: { confidence: true } },
      corporationFacts: { feeSource: { confidence: true } },
      nonprofitFacts: { feeSource: { confidence: true } },
    },
  })
  return { states: docs.map(({ slug, name }) => ({ slug, name })), fees: feeTableFrom(docs) }
}

/**
 * The state-fee collection as the pricing function takes it: slug → fees. A charge is priced
 * from the database itself, never from a cache: the amount must be today's fee.
 */
export const loadStateFeeTable = async (payload: Payload): Promise<StateFeeTable> =>
  (await loadStateChoices(payload)).fees
