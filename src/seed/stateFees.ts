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

const ENTITIES = ['llc', 'corporation', 'nonprofit'] as const

/** A record written before the facts carried filing rules (docs/filing-details.md#rules). */
const predatesFilingRules = (row: StateFee) =>
  ENTITIES.every((entity) => {
    const filing = row[`${entity}Facts`]?.filing
    const sources = [
      filing?.requiredFieldsSource,
      filing && 'minDirectorsSource' in filing ? filing.minDirectorsSource : null,
      filing?.poBoxSource,
      filing?.effectiveDateSource,
      filing?.publication?.source,
    ]
    return sources.every((source) => !source?.url)
  })

/** The seed's facts for a record that predates sources; a fee that differs is staff's to confirm. */
function sourcedFacts(row: StateFee, seed: StateRecordSeed): Partial<StateFee> {
  const facts = Object.fromEntries(FACT_FIELDS.map((field) => [field, seed[field]]))
  for (const entity of ENTITIES) {
    if (row[entity] === seed[entity]) continue
    facts[`${entity}Facts`] = {
      ...seed[`${entity}Facts`],
      feeSource: {
        confidence: 'estimate',
        note: `Differs from the researched $${seed[entity]} (${seed[`${entity}Facts`].feeSource.note ?? 'see its source'}): confirm it and record its source.`,
      },
    }
  }
  return facts
}

/** Only the seed's filing rules: every other figure of the record may be staff's by now. */
const filingRulesOnly = (row: StateFee, seed: StateRecordSeed): Partial<StateFee> =>
  Object.fromEntries(
    ENTITIES.map((entity) => [
      `${entity}Facts`,
      { ...row[`${entity}Facts`], filing: seed[`${entity}Facts`].filing },
    ]),
  )

/**
 * Fills the state records: creates the missing ones and adds sources and obligations to records
 * that predate them, and the filing rules to records that predate those. Fees already in the table are never replaced: one that differs from the
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
  const context = { disableRevalidate: true }
  for (const seed of stateFeeSeed) {
    const row = bySlug.get(seed.slug)
    if (!row) {
      await payload.create({ collection: 'state-fees', data: seed, overrideAccess: true, context })
      written++
      continue
    }
    const facts = predatesSources(row)
      ? sourcedFacts(row, seed)
      : predatesFilingRules(row)
        ? filingRulesOnly(row, seed)
        : null
    if (!facts) continue
    await payload.update({
      collection: 'state-fees',
      id: row.id,
      data: facts,
      overrideAccess: true,
      context,
    })
    written++
  }
  if (written) payload.logger.info(`Seeded ${written} state record(s).`)
  return written > 0
}
