import { describe, expect, it } from 'vitest'

import { isStateHost } from '@/collections/StateFees/stateHosts'
import { US_STATES } from '@/collections/StateFees/usStates'
import { CONFIDENCES, ENTITY_KEYS } from '@/collections/StateFees/vocabulary'
import { isFinalFee } from '@/order/pricing'
import { entityCosts } from '@/states/costs'
import { stateFeeSeed } from '@/seed/stateFees'

type Source = {
  confidence: string
  url?: string | null
  checkedOn?: string | null
  note?: string | null
}

/** Every sourced figure of a seed record, named for the failure message. */
function sourcesOf(row: (typeof stateFeeSeed)[number]): [string, Source][] {
  const sources: [string, Source][] = []
  for (const entity of ENTITY_KEYS) {
    const facts = row[`${entity}Facts`]
    sources.push([`${entity} fee`, facts.feeSource])
    sources.push([`${entity} report`, facts.report.source])
    sources.push([`${entity} tax`, facts.tax.source])
    sources.push([`${entity} designators`, facts.designatorsSource])
  }
  sources.push(['processing', row.processing!.source])
  sources.push(['name rules', row.names!.source])
  for (const tier of row.expedite ?? []) sources.push([`expedite ${tier.name}`, tier.source])
  return sources
}

describe('the state records seed', () => {
  it('has one record per state and DC, with the names the order schema knows', () => {
    expect(stateFeeSeed).toHaveLength(51)
    expect(Object.fromEntries(stateFeeSeed.map((row) => [row.slug, row.name]))).toEqual(US_STATES)
  })

  it("charges what the state charges at formation today, not the specification's old examples", () => {
    const fees = (slug: string) => {
      const row = stateFeeSeed.find((r) => r.slug === slug)!
      return [row.llc, row.corporation, row.nonprofit]
    }
    // Delaware's fee schedule of August 2024; a Nevada corporation pays its initial list and the
    // state business licence at formation, as a Nevada LLC does, and a Nevada nonprofit its
    // initial list; Wyoming's nonprofit articles cost $50 since 2021.
    expect(fees('delaware')).toEqual([110, 109, 109])
    expect(fees('nevada')).toEqual([425, 725, 100])
    expect(fees('wyoming')[2]).toBe(50)
    const nevada = stateFeeSeed.find((r) => r.slug === 'nevada')!
    expect(nevada.corporationFacts.feeParts!.map(({ usd, kind }) => [usd, kind])).toEqual([
      [75, 'filing'],
      [150, 'required'],
      [500, 'required'],
    ])
  })

  it('shows an online surcharge as its own part of the fee', () => {
    const newHampshire = stateFeeSeed.find((r) => r.slug === 'new-hampshire')!
    expect(newHampshire.llc).toBe(102)
    expect(newHampshire.llcFacts.feeParts!.find((part) => part.kind === 'online')?.usd).toBe(2)
    for (const row of stateFeeSeed) {
      for (const entity of ENTITY_KEYS) {
        const parts = row[`${entity}Facts`].feeParts ?? []
        if (!parts.length) continue
        // The parts add up to the fee, charged in whole dollars (a state's cents rounded up).
        const sum = parts.reduce((total, part) => total + part.usd, 0)
        expect(row[entity], `${row.slug} ${entity}`).toBe(Math.ceil(sum))
      }
    }
  })

  it('has whole, non-negative dollars for every filing fee', () => {
    for (const row of stateFeeSeed) {
      for (const fee of [row.llc, row.corporation, row.nonprofit]) {
        expect(Number.isInteger(fee) && fee >= 0, `${row.slug}: ${fee}`).toBe(true)
      }
    }
  })

  it('gives every figure of 51 jurisdictions × 3 entity types a source, or says it is unknown', () => {
    let figures = 0
    for (const row of stateFeeSeed) {
      for (const [name, source] of sourcesOf(row)) {
        figures++
        expect(CONFIDENCES, `${row.slug} ${name}`).toContain(source.confidence)
        if (source.url) {
          expect(source.url, `${row.slug} ${name}`).toMatch(/^https?:\/\/\S+$/)
        } else {
          // No address: only an estimate, and the note says why.
          expect(source.confidence, `${row.slug} ${name}`).toBe('estimate')
          expect(source.note, `${row.slug} ${name}`).toBeTruthy()
        }
        if (source.confidence !== 'estimate') {
          expect(source.checkedOn, `${row.slug} ${name}`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        }
      }
    }
    expect(figures).toBeGreaterThanOrEqual(51 * 3 * 4)
  })

  it("makes a fee final only where it was read in the state's own text", () => {
    const finals = stateFeeSeed.filter((row) => ENTITY_KEYS.every((e) => isFinalFee(row, e)))
    // Illinois's three fees were read on ilga.gov; Pennsylvania's corporation fee only in a
    // copy of its code on westlaw.com, which is not the state's own site.
    expect(finals.map((r) => r.slug)).toContain('illinois')
    expect(finals.map((r) => r.slug)).not.toContain('pennsylvania')
    for (const row of stateFeeSeed) {
      for (const entity of ENTITY_KEYS) {
        const source = row[`${entity}Facts`].feeSource
        if (source.confidence === 'official') expect(source.url, row.slug).toMatch(/^https?:\/\//)
      }
    }
    // The product's listed fees are not what the states' own texts say: none is final.
    for (const slug of ['alabama', 'delaware', 'massachusetts', 'nevada', 'wyoming'])
      expect(
        finals.map((r) => r.slug),
        slug,
      ).not.toContain(slug)
  })

  it("calls a figure official only where its address is on the state's own host", () => {
    const officials: string[] = []
    const visit = (slug: string, path: string, value: unknown): void => {
      if (Array.isArray(value))
        return value.forEach((item, i) => visit(slug, `${path}[${i}]`, item))
      if (typeof value !== 'object' || value === null) return
      const source = value as { confidence?: unknown; url?: string | null }
      if (source.confidence === 'official') {
        officials.push(`${slug}${path}`)
        expect(isStateHost(slug, source.url), `${slug}${path}: ${source.url}`).toBe(true)
      }
      for (const [key, child] of Object.entries(value)) visit(slug, `${path}.${key}`, child)
    }
    for (const row of stateFeeSeed) visit(row.slug, '', row)
    expect(officials.length).toBeGreaterThan(0)
  })

  it('takes each fee from its re-examination, with a confidence its sources earn', () => {
    // Alaska's corporation fee: $150 filing and the $100 biennial licence, given by two sites.
    const alaska = stateFeeSeed.find((r) => r.slug === 'alaska')!
    expect(alaska.corporation).toBe(250)
    expect(alaska.corporationFacts.feeSource).toMatchObject({
      confidence: 'corroborated',
      url: expect.stringMatching(/^https?:\/\//),
      checkedOn: '2026-12-04',
    })
    // California's nonprofit articles fee, read in its Government Code on the state's site.
    const california = stateFeeSeed.find((r) => r.slug === 'california')!
    expect(california.nonprofit).toBe(30)
    expect(california.nonprofitFacts.feeSource.confidence).toBe('official')
  })

  it("counts a tax the report's fee includes once: Delaware's annual tax, Nevada's licence", () => {
    const costs = (slug: string) =>
      entityCosts(stateFeeSeed.find((r) => r.slug === slug)! as never, 'llc')
    const delaware = stateFeeSeed.find((r) => r.slug === 'delaware')!
    expect(delaware.llcFacts.tax.paidWithReport).toBe(true)
    expect(costs('delaware').yearlyAfter.amount).toBe(delaware.llcFacts.report.fee)
    const nevada = stateFeeSeed.find((r) => r.slug === 'nevada')!
    expect(costs('nevada').firstYear.amount).toBe(nevada.llc + nevada.llcFacts.report.fee!)
    // California's $800 tax is its own payment beside the $20 statement.
    expect(costs('california').yearlyAfter.amount).toBe(10 + 800)
  })

  it('knows the corporation and nonprofit report and tax of the twelve states researched', () => {
    const researched = ['delaware', 'wyoming', 'florida', 'texas', 'california', 'new-york']
    researched.push('nevada', 'georgia', 'illinois', 'north-carolina', 'washington', 'colorado')
    for (const slug of researched) {
      const row = stateFeeSeed.find((r) => r.slug === slug)!
      for (const entity of ['corporation', 'nonprofit'] as const) {
        const { report, tax } = row[`${entity}Facts`]
        expect(report.cadence, `${slug} ${entity}`).not.toBe('unknown')
        expect(report.source.checkedOn, `${slug} ${entity}`).toBe('2026-12-04')
        expect(tax.source.checkedOn, `${slug} ${entity}`).toBe('2026-12-04')
      }
    }
    const california = stateFeeSeed.find((r) => r.slug === 'california')!
    expect(california.corporationFacts.tax).toMatchObject({
      minimum: 800,
      firstYearExempt: 'yes',
      due: { kind: 'fiscal-year', monthsAfterYearEnd: 4, day: 15 },
      source: { confidence: 'official' },
    })
    expect(california.corporationFacts.report).toMatchObject({ fee: 25, firstWithinDays: 90 })
    // The rest say "not known yet", as before.
    const ohio = stateFeeSeed.find((r) => r.slug === 'ohio')!
    expect(ohio.corporationFacts.report.cadence).toBe('unknown')
  })

  it('names the agency that must approve a restricted word, with the reason and its source', () => {
    const texas = stateFeeSeed.find((r) => r.slug === 'texas')!
    expect(texas.names!.approvals!.find((entry) => entry.word === 'bank')).toMatchObject({
      approval: expect.stringMatching(/Department of Banking/),
      reason: expect.any(String),
      source: { confidence: 'official', url: expect.stringMatching(/dob\.texas\.gov/) },
    })
  })

  it("takes Texas's expedite fee from the Secretary of State: $25, not the $750 tiers", () => {
    const texas = stateFeeSeed.find((r) => r.slug === 'texas')!
    expect(texas.expedite!.map(({ fee }) => fee)).toEqual([25])
    expect(texas.expedite![0]!.source.url).toMatch(/sos\.state\.tx\.us/)
  })

  it('records the structured due rule of the LLC report wherever a dataset gives one', () => {
    const texas = stateFeeSeed.find((r) => r.slug === 'texas')!
    expect(texas.llcFacts.report).toMatchObject({
      cadence: 'annual',
      due: { kind: 'fixed-date', month: 5, day: 15 },
    })
    expect(texas.names!.restrictedWords).toContain('lottery')
    const iowa = stateFeeSeed.find((r) => r.slug === 'iowa')!
    expect(iowa.llcFacts.report).toMatchObject({ cadence: 'biennial', biennialYears: 'odd' })
  })
})
