import type { Payload } from 'payload'

import type { StateFee } from '@/payload-types'

import records from './states.json'

type StateRecordSeed = Omit<StateFee, 'id' | 'createdAt' | 'updatedAt' | 'verified' | 'history'>

/**
 * One record per state and DC: filing fees, yearly obligations, name rules and links, each
 * figure with its source and confidence. Built by scripts/state-seed/build.ts from the inputs in
 * data/ (docs/states.md#seed); Alabama, Delaware, Massachusetts, Nevada and Wyoming keep the
 * fees the product lists (docs/product.md#state-fees).
 */
export const stateFeeSeed = records as unknown as StateRecordSeed[]

const FACT_FIELDS = [
  'llcFacts',
  'corporationFacts',
  'nonprofitFacts',
  'processing',
  'expedite',
  'names',
  'links',
] as const

/** A record written before figures carried sources: its facts are empty, its fees may be staff's. */
const predatesSources = (row: StateFee) => !row.links?.checkedOn && !row.llcFacts?.feeSource?.url

/**
 * Fills the state records: creates the missing ones and adds sources and obligations to records
 * that predate them. Fees already in the table are never replaced: one that differs from the
 * researched figure is marked an estimate, with that figure in its note, for staff to confirm.
 */
export async function seedStateFeesIfEmpty(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'state-fees',
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const bySlug = new Map(docs.map((row) => [row.slug, row]))
  let written = 0
  for (const seed of stateFeeSeed) {
    const row = bySlug.get(seed.slug)
    const context = { disableRevalidate: true }
    if (!row) {
      await payload.create({ collection: 'state-fees', data: seed, overrideAccess: true, context })
    } else if (predatesSources(row)) {
      const facts = Object.fromEntries(FACT_FIELDS.map((field) => [field, seed[field]]))
      for (const entity of ['llc', 'corporation', 'nonprofit'] as const) {
        if (row[entity] === seed[entity]) continue
        facts[`${entity}Facts`] = {
          ...seed[`${entity}Facts`],
          feeSource: {
            confidence: 'estimate',
            note: `Differs from the researched $${seed[entity]} (${seed[`${entity}Facts`].feeSource.note ?? 'see its source'}): confirm it and record its source.`,
          },
        }
      }
      await payload.update({
        collection: 'state-fees',
        id: row.id,
        data: facts,
        overrideAccess: true,
        context,
      })
    } else continue
    written++
  }
  if (written) payload.logger.info(`Seeded ${written} state record(s).`)
  return written > 0
}
