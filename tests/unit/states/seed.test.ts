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

  it('keeps the five fees the product lists exactly', () => {
    const fees = (slug: string) => {
      const row = stateFeeSeed.find((r) => r.slug === slug)!
      return [row.llc, row.corporation, row.nonprofit]
    }
    expect(fees('alabama')).toEqual([200, 200, 100])
    expect(fees('delaware')).toEqual([90, 89, 89])
    expect(fees('nevada')).toEqual([425, 425, 50])
    expect(fees('massachusetts')).toEqual([500, 275, 35])
    expect(fees('wyoming')).toEqual([100, 100, 25])
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
    // Kentucky's three fees were read on sos.ky.gov; Pennsylvania's corporation fee only in a
    // copy of its code on westlaw.com, which is not the state's own site.
    expect(finals.map((r) => r.slug)).toContain('kentucky')
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

  it('keeps the source our earlier table gave each corporation and nonprofit fee', () => {
    const alaska = stateFeeSeed.find((r) => r.slug === 'alaska')!
    expect(alaska.corporationFacts.feeSource).toMatchObject({
      confidence: 'single',
      url: expect.stringMatching(/^https?:\/\//),
      checkedOn: '2026-11-23',
    })
    expect(alaska.nonprofitFacts.feeSource).toMatchObject({ confidence: 'estimate' })
    const california = stateFeeSeed.find((r) => r.slug === 'california')!
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
