import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ENTITY_KEYS } from '@/collections/StateFees/vocabulary'
import { loadStateFeeTable } from '@/content/stateFeeTable'
import { priceOrder } from '@/order/pricing'
import { applyResearchedObligations } from '@/migrations/20261204_210000_researched_obligations'
import { applyNameApprovals } from '@/migrations/20261204_210503_name_approvals'
import type { StateFee } from '@/payload-types'

import { context, fieldErrors, testPayload } from './helpers'
import { removeStaffMembers } from './orders/helpers'

let payload: Payload

const record = async (slug: string) =>
  (await payload.find({ collection: 'state-fees', where: { slug: { equals: slug } }, depth: 0 }))
    .docs[0]!

const feeLine = async (formationState: string, designator: 'LLC' | 'C-Corporation' | 'Nonprofit') =>
  priceOrder(
    { clientPackage: 'free', formationState, designator },
    await loadStateFeeTable(payload),
  ).lines.find((line) => line.key === 'state-fee')!

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => removeStaffMembers(payload))

describe('the state records as seeded', () => {
  it('covers 51 jurisdictions × 3 entity types, each figure with a source or an explicit unknown', async () => {
    const { docs } = await payload.find({
      collection: 'state-fees',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(51)
    for (const row of docs as StateFee[]) {
      for (const entity of ENTITY_KEYS) {
        const facts = row[`${entity}Facts`]
        for (const [name, source] of [
          ['fee', facts.feeSource],
          ['report', facts.report.source],
          ['tax', facts.tax.source],
        ] as const) {
          const where = `${row.slug} ${entity} ${name}`
          // Other files edit records as staff would; the seed file's stricter rules are unit-tested.
          expect(source.url || source.note, where).toBeTruthy()
        }
        if (facts.report.cadence === 'unknown') expect(facts.report.fee ?? null).toBeNull()
      }
    }
  })
})

describe('the confidence rule', () => {
  it("makes an order's fee line final only when that fee is official", async () => {
    // Kentucky's LLC fee was read on sos.ky.gov; Ohio's LLC fee only on other sites.
    expect(await feeLine('kentucky', 'LLC')).not.toHaveProperty('estimate')
    expect(await feeLine('ohio', 'LLC')).toMatchObject({ estimate: true })
    expect((await record('ohio')).llcFacts.feeSource.confidence).toBe('corroborated')
  })

  it('judges each entity type by its own fee: an official LLC fee is final beside an estimated nonprofit fee', async () => {
    const texas = await record('texas')
    try {
      await payload.update({
        collection: 'state-fees',
        id: texas.id,
        data: {
          llcFacts: {
            ...texas.llcFacts,
            feeSource: {
              confidence: 'official',
              url: 'https://www.sos.state.tx.us/corp/forms/807_boc.pdf',
              checkedOn: '2026-11-25',
            },
          },
        },
        context,
      })
      expect(await feeLine('texas', 'LLC')).not.toHaveProperty('estimate')
      expect(await feeLine('texas', 'Nonprofit')).toMatchObject({ estimate: true })
      // Not all three are official: the record is not "verified".
      expect((await record('texas')).verified).toBe(false)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: texas.id,
        data: { llcFacts: texas.llcFacts },
        context,
      })
    }
  })

  it('reads a write of "verified" alone as staff vouching for all three fees, and withdrawing it', async () => {
    const idaho = await record('idaho')
    try {
      // Not while a fee's address is off the state's site (its corporation fee has none).
      const refused = await fieldErrors(
        payload.update({
          collection: 'state-fees',
          id: idaho.id,
          data: { verified: true },
          context,
        }),
      )
      expect(refused.join('\n')).toMatch(/C Corporation fee read on the state's own site/)
      const onStateSite = (entity: (typeof ENTITY_KEYS)[number]) => ({
        ...idaho[`${entity}Facts`],
        feeSource: {
          ...idaho[`${entity}Facts`].feeSource,
          url: 'https://sos.idaho.gov/business-forms/',
        },
      })
      await payload.update({
        collection: 'state-fees',
        id: idaho.id,
        data: {
          llcFacts: onStateSite('llc'),
          corporationFacts: onStateSite('corporation'),
          nonprofitFacts: onStateSite('nonprofit'),
        },
        context,
      })
      await payload.update({
        collection: 'state-fees',
        id: idaho.id,
        data: { verified: true },
        context,
      })
      const vouched = await record('idaho')
      expect(vouched.verified).toBe(true)
      for (const entity of ENTITY_KEYS)
        expect(vouched[`${entity}Facts`].feeSource.confidence, entity).toBe('official')
      expect(await feeLine('idaho', 'C-Corporation')).not.toHaveProperty('estimate')

      await payload.update({
        collection: 'state-fees',
        id: idaho.id,
        data: { verified: false },
        context,
      })
      const withdrawn = await record('idaho')
      expect(withdrawn.verified).toBe(false)
      for (const entity of ENTITY_KEYS)
        expect(withdrawn[`${entity}Facts`].feeSource.confidence, entity).not.toBe('official')
      expect(await feeLine('idaho', 'LLC')).toMatchObject({ estimate: true })
    } finally {
      const { llcFacts, corporationFacts, nonprofitFacts } = idaho
      await payload.update({
        collection: 'state-fees',
        id: idaho.id,
        data: { llcFacts, corporationFacts, nonprofitFacts },
        context,
      })
    }
  })
})

describe("official, only on the state's own site", () => {
  it('refuses an official figure read on another site, naming the host', async () => {
    const texas = await record('texas')
    const errors = await fieldErrors(
      payload.update({
        collection: 'state-fees',
        id: texas.id,
        data: {
          corporationFacts: {
            ...texas.corporationFacts,
            feeSource: {
              confidence: 'official',
              url: 'https://codes.findlaw.com/tx/business-organizations-code/bus-org-sect-4-152/',
              checkedOn: '2026-12-04',
            },
          },
        },
        context,
      }),
    )
    expect(errors.join('\n')).toMatch(/codes\.findlaw\.com is not one/)
    expect((await record('texas')).corporationFacts.feeSource).toEqual(
      texas.corporationFacts.feeSource,
    )
  })
})

describe('the fee history', () => {
  it("records a change of a fee's confidence, with who made it", async () => {
    const montana = await record('montana')
    const before = montana.corporationFacts.feeSource.confidence
    const to = before === 'single' ? 'corroborated' : 'single'
    try {
      await payload.update({
        collection: 'state-fees',
        id: montana.id,
        data: {
          corporationFacts: {
            ...montana.corporationFacts,
            feeSource: { ...montana.corporationFacts.feeSource, confidence: to },
          },
        },
        context,
      })
      const { docs } = await payload.find({
        collection: 'state-fee-changes',
        where: { stateFee: { equals: montana.id }, field: { equals: 'corporationConfidence' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      expect(docs[0]).toMatchObject({ from: before, to })
      expect(docs[0]!.summary).toMatch(/^Montana: C-Corporation fee confidence \w+ → \w+$/)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: montana.id,
        data: { corporationFacts: montana.corporationFacts },
        context,
      })
    }
  })
})

describe('the migration of the researched obligations', () => {
  it("fills a corporation's report and tax still unknown, replaces expedite tiers as seeded, and keeps staff's", async () => {
    const georgia = await record('georgia')
    const db = payload.db.drizzle
    // As databases seeded before it hold them: the corporation's report and tax unknown, the
    // expedite tiers as the datasets gave them; the nonprofit's report since set by staff.
    await db.execute(sql`
      UPDATE state_fees SET corporation_facts_report_cadence = 'unknown',
        corporation_facts_report_fee = NULL, corporation_facts_report_source_url = NULL,
        corporation_facts_tax_applies = 'unknown', corporation_facts_tax_source_url = NULL,
        nonprofit_facts_report_cadence = 'annual', nonprofit_facts_report_fee = 35,
        nonprofit_facts_report_source_url = 'https://sos.ga.gov/staff-checked'
      WHERE id = ${georgia.id}`)
    await db.execute(sql`DELETE FROM state_fees_expedite WHERE _parent_id = ${georgia.id}`)
    const page =
      'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings'
    for (const [order, [name, fee, hours]] of [
      ['Two Business Days Expedited Service', 120, 48],
      ['Same Day Expedited Service', 275, 8],
      ['One Hour Expedited Service', 1200, 1],
    ].entries()) {
      await db.execute(sql`
        INSERT INTO state_fees_expedite (_order, _parent_id, id, name, fee, turnaround_hours,
          source_confidence, source_url, source_checked_on, source_note)
        VALUES (${order + 1}, ${georgia.id}, ${`old-${order}`}, ${name}, ${fee}, ${hours},
          'single', ${page}, '2026-08-07', 'From StartupSole.')`)
    }
    try {
      await applyResearchedObligations(db as never)
      const migrated = await record('georgia')
      expect(migrated.corporationFacts.report).toMatchObject({
        cadence: 'annual',
        fee: 50,
        due: { kind: 'window', startMonth: 1, startDay: 1, month: 4, day: 1 },
      })
      expect(migrated.corporationFacts.tax).toMatchObject({ applies: 'yes', minimum: 0 })
      expect(migrated.expedite?.map(({ fee }) => fee)).toEqual([120, 275, null])
      expect(migrated.nonprofitFacts.report).toMatchObject({ cadence: 'annual', fee: 35 })
    } finally {
      const { corporationFacts, nonprofitFacts, expedite } = georgia
      await payload.update({
        collection: 'state-fees',
        id: georgia.id,
        data: { corporationFacts, nonprofitFacts, expedite },
        context,
      })
    }
  })
})

describe('the migration of the words needing approval', () => {
  it('gives a record without any the researched words, with whom each applies to, and no more', async () => {
    const illinois = await record('illinois')
    const db = payload.db.drizzle
    await db.execute(sql`DELETE FROM state_fees_names_approvals WHERE _parent_id = ${illinois.id}`)
    try {
      await applyNameApprovals(db as never)
      await applyNameApprovals(db as never)
      const migrated = await record('illinois')
      expect(migrated.names.approvals?.map(({ word, appliesTo }) => [word, appliesTo])).toEqual([
        ['bank', ['corporation']],
        ['trust', ['corporation']],
      ])
      // "Insurance" is barred for its corporations, no agency approving it: a plain restricted word.
      expect(migrated.names.restrictedWords).toContain('insurance')
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: illinois.id,
        data: { names: illinois.names },
        context,
      })
    }
  })
})
