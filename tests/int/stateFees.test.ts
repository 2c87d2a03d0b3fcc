import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as verifiedStateFees } from '@/migrations/20261123_235100_verified_state_fees'
import { demoteOffStateHosts } from '@/migrations/20261204_201022_official_on_state_hosts'
import { applyResearchedFees } from '@/migrations/20261204_202223_researched_state_fees'
import { applyReexaminedSources } from '@/migrations/20261206_070000_fee_sources_reexamined'
import { loadStateFeeTable } from '@/content/stateFeeTable'
import { priceOrder } from '@/order/pricing'

import { context, testPayload } from './helpers'
import { rest, removeStaffMembers, staffMember } from './orders/helpers'

let payload: Payload

const feeRow = async (slug: string) =>
  (await payload.find({ collection: 'state-fees', where: { slug: { equals: slug } }, depth: 0 }))
    .docs[0]!

const historyOf = async (id: number) =>
  (
    await payload.find({
      collection: 'state-fee-changes',
      where: { stateFee: { equals: id } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => removeStaffMembers(payload))

describe('the state fee table', () => {
  it('lists unverified rows first', async () => {
    const answer = await rest('GET', 'state-fees?limit=100&depth=0')
    expect(answer.status).toBe(200)
    const flags: boolean[] = answer.json.docs.map((row: { verified: boolean }) => row.verified)
    const firstVerified = flags.indexOf(true)
    expect(firstVerified).toBeGreaterThan(0)
    expect(flags.slice(firstVerified).every(Boolean)).toBe(true)
  })

  it('keeps a history of each edit: who, when, old and new value', async () => {
    const editor = await staffMember(payload, 'editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const row = await feeRow('utah')
    const earlier = (await historyOf(row.id)).length
    // Vouching for the fees needs each read on the state's own site.
    const onStateSite = (entity: 'llc' | 'corporation' | 'nonprofit') => ({
      ...row[`${entity}Facts`],
      feeSource: {
        ...row[`${entity}Facts`].feeSource,
        url: 'https://commerce.utah.gov/wp-content/uploads/2023/04/currentfees.pdf',
      },
    })
    try {
      await payload.update({
        collection: 'state-fees',
        id: row.id,
        data: {
          llc: row.llc + 5,
          nonprofit: row.nonprofit,
          verified: true,
          llcFacts: onStateSite('llc'),
          corporationFacts: onStateSite('corporation'),
          nonprofitFacts: onStateSite('nonprofit'),
        },
        overrideAccess: false,
        user: { ...user, collection: 'users' },
        context,
      })
      const lines = (await historyOf(row.id)).slice(earlier)
      expect(lines.map(({ field, from, to, by }) => ({ field, from, to, by }))).toEqual([
        { field: 'llc', from: String(row.llc), to: String(row.llc + 5), by: editor.id },
        { field: 'verified', from: 'false', to: 'true', by: editor.id },
      ])
      expect(lines[0]!.summary).toBe(`Utah: LLC fee $${row.llc} → $${row.llc + 5}`)
      expect(Date.now() - Date.parse(lines[0]!.createdAt)).toBeLessThan(60_000)

      // Visitors never read the history, and nobody rewrites it.
      expect((await rest('GET', 'state-fee-changes')).status).toBe(403)
      const rewrite = await rest('PATCH', `state-fee-changes/${lines[0]!.id}`, {
        body: JSON.stringify({ to: '1' }),
        headers: editor.headers,
      })
      expect(rewrite.status).toBe(403)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: row.id,
        data: {
          llc: row.llc,
          llcFacts: row.llcFacts,
          corporationFacts: row.corporationFacts,
          nonprofitFacts: row.nonprofitFacts,
        },
        context,
      })
    }
  })

  it('prices an unverified row as an estimate, a verified one as final', async () => {
    const table = await loadStateFeeTable(payload)
    const estimate = priceOrder(
      { clientPackage: 'free', formationState: 'delaware', designator: 'LLC' },
      table,
    )
    expect(estimate.stateFeeEstimated).toBe(true)
    expect(estimate.lines.find((line) => line.key === 'state-fee')).toMatchObject({
      amount: 110,
      estimate: true,
    })
    const final = priceOrder(
      { clientPackage: 'free', formationState: 'kentucky', designator: 'LLC' },
      table,
    )
    expect(final.stateFeeEstimated).toBe(false)
  })
})

describe('the verified fee table migration', () => {
  it('updates rows still holding the old seeded fees, records the change, and leaves edited rows alone', async () => {
    const kansas = await feeRow('kansas')
    const vermont = await feeRow('vermont')
    // As databases seeded before it hold them: Kansas as seeded, Vermont edited by staff.
    await payload.db.drizzle.execute(sql`
      UPDATE state_fees SET llc = 160, corporation = 90, nonprofit = 20, verified = true,
        source = 'old'
      WHERE id = ${kansas.id}`)
    await payload.update({
      collection: 'state-fees',
      id: vermont.id,
      data: { corporation: 130, source: 'staff' },
      context,
    })
    const before = (await historyOf(kansas.id)).length

    await verifiedStateFees({ db: payload.db.drizzle, payload, req: {} } as never)

    const migrated = await feeRow('kansas')
    expect([migrated.llc, migrated.corporation, migrated.nonprofit]).toEqual([170, 100, 20])
    expect(migrated.verified).toBe(false)
    expect(migrated.source).toMatch(/^LLC 170/)
    const lines = (await historyOf(kansas.id)).slice(before)
    expect(lines.map((line) => line.summary)).toEqual(
      expect.arrayContaining([
        'Kansas: LLC fee $160 → $170 (fee table checked against the states)',
        'Kansas: Verified yes → no (fee table checked against the states)',
      ]),
    )
    const untouched = await feeRow('vermont')
    expect([untouched.corporation, untouched.source]).toEqual([130, 'staff'])
    await payload.update({
      collection: 'state-fees',
      id: vermont.id,
      data: { corporation: vermont.corporation, source: vermont.source },
      context,
    })
  })
})

describe("the migration holding official to the state's own host", () => {
  it('demotes fee sources read on a copy of the code, records why, and leaves staff edits alone', async () => {
    const westVirginia = await feeRow('west-virginia')
    const pennsylvania = await feeRow('pennsylvania')
    const copy =
      'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state'
    const db = payload.db.drizzle
    // As databases seeded before it hold them: West Virginia's corporation fee "official" on
    // casetext, Pennsylvania's corporation source changed by staff since.
    await db.execute(sql`
      UPDATE state_fees SET corporation_facts_fee_source_confidence = 'official',
        corporation_facts_fee_source_url = ${copy}, verified = true
      WHERE id = ${westVirginia.id}`)
    await db.execute(sql`
      UPDATE state_fees SET corporation_facts_fee_source_confidence = 'official',
        corporation_facts_fee_source_url = 'https://www.dos.pa.gov/fees'
      WHERE id = ${pennsylvania.id}`)
    const before = (await historyOf(westVirginia.id)).length
    try {
      await demoteOffStateHosts(db as never)

      const migrated = await feeRow('west-virginia')
      expect(migrated.corporationFacts.feeSource).toMatchObject({
        confidence: 'single',
        url: copy,
        note: expect.stringMatching(/not the state's own site/),
      })
      expect(migrated.verified).toBe(false)
      const lines = (await historyOf(westVirginia.id)).slice(before)
      expect(lines.map(({ summary }) => summary)).toEqual([
        'West Virginia: C-Corporation fee confidence Official → Single',
        'West Virginia: Verified yes → no',
      ])
      for (const line of lines) expect(line.reason).toMatch(/state's own host/)
      const untouched = await feeRow('pennsylvania')
      expect(untouched.corporationFacts.feeSource).toMatchObject({
        confidence: 'official',
        url: 'https://www.dos.pa.gov/fees',
      })
    } finally {
      for (const row of [westVirginia, pennsylvania]) {
        await db.execute(sql`
          UPDATE state_fees SET
            corporation_facts_fee_source_confidence = ${row.corporationFacts.feeSource.confidence},
            corporation_facts_fee_source_url = ${row.corporationFacts.feeSource.url ?? null},
            corporation_facts_fee_source_note = ${row.corporationFacts.feeSource.note ?? null},
            verified = ${Boolean(row.verified)}
          WHERE id = ${row.id}`)
      }
    }
  })
})

describe('the migration of the re-examined fees', () => {
  it('corrects a fee still as seeded, with its parts and a line giving the reason, and leaves a staff edit alone', async () => {
    const hawaii = await feeRow('hawaii')
    const db = payload.db.drizzle
    // As databases seeded before it hold them: the nonprofit fee as seeded, the corporation fee
    // since changed by staff.
    await db.execute(sql`
      UPDATE state_fees SET nonprofit = 50, nonprofit_facts_fee_source_confidence = 'single',
        nonprofit_facts_fee_source_url = 'https://lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_414d-5',
        nonprofit_facts_fee_source_checked_on = '2026-11-23',
        nonprofit_facts_fee_source_note = ${"A copy of the official text on lawserver.com, not the state's own site."},
        corporation = 60, corporation_facts_fee_source_confidence = 'official',
        corporation_facts_fee_source_url = 'https://cca.hawaii.gov/breg/fees/'
      WHERE id = ${hawaii.id}`)
    await db.execute(
      sql`DELETE FROM state_fees_nonprofit_facts_fee_parts WHERE _parent_id = ${hawaii.id}`,
    )
    const before = (await historyOf(hawaii.id)).length
    try {
      await applyResearchedFees(db as never)

      const migrated = await feeRow('hawaii')
      expect(migrated.nonprofit).toBe(26)
      expect(migrated.nonprofitFacts.feeParts?.map(({ usd, kind }) => [usd, kind])).toEqual([
        [25, 'filing'],
        [1, 'required'],
      ])
      const lines = (await historyOf(hawaii.id)).slice(before)
      expect(lines.map(({ summary }) => summary)).toEqual(['Hawaii: Nonprofit fee $50 → $26'])
      expect(lines[0]!.reason).toMatch(/^Fees re-examined on 2026-12-04/)
      // What staff changed is theirs.
      expect([migrated.corporation, migrated.corporationFacts.feeSource.confidence]).toEqual([
        60,
        'official',
      ])

      // Run again, it changes nothing more.
      await applyResearchedFees(db as never)
      expect((await historyOf(hawaii.id)).length).toBe(before + 1)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: hawaii.id,
        data: {
          corporation: hawaii.corporation,
          nonprofit: hawaii.nonprofit,
          corporationFacts: hawaii.corporationFacts,
          nonprofitFacts: hawaii.nonprofitFacts,
        },
        context,
      })
    }
  })
})

describe('the migration of the fees re-examined for a second source', () => {
  it('raises a figure still as seeded to the confidence its sources earn, with a line giving the reason, once', async () => {
    const newYork = await feeRow('new-york')
    const db = payload.db.drizzle
    // As databases seeded before it hold the corporation's fee: one source.
    await db.execute(sql`
      UPDATE state_fees SET corporation = 135, corporation_facts_fee_source_confidence = 'single',
        corporation_facts_fee_source_url = 'https://findlegalforms.com/articles/?p=244',
        corporation_facts_fee_source_checked_on = '2026-12-04',
        corporation_facts_fee_source_note = ${"Given by findlegalforms.com; not read on the state's own site. Parts: Certificate of Incorporation $125 + Organization tax on shares (Tax Law § 180), minimum $10. 2 source(s) read give another figure."}
      WHERE id = ${newYork.id}`)
    const before = (await historyOf(newYork.id)).length
    try {
      await applyReexaminedSources(db as never)
      const migrated = await feeRow('new-york')
      expect(migrated.corporation).toBe(135)
      expect(migrated.corporationFacts.feeSource.confidence).toBe('corroborated')
      expect(migrated.corporationFacts.feeSource.note).toMatch(/^Given by findlegalforms\.com, /)
      const lines = (await historyOf(newYork.id)).slice(before)
      expect(lines.map(({ summary }) => summary)).toEqual([
        'New York: C-Corporation fee confidence Single → Corroborated',
      ])
      expect(lines[0]!.reason).toMatch(/second independent source/)

      await applyReexaminedSources(db as never)
      expect((await historyOf(newYork.id)).length).toBe(before + 1)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: newYork.id,
        data: { corporation: newYork.corporation, corporationFacts: newYork.corporationFacts },
        context,
      })
    }
  })
})
