import { describe, expect, it } from 'vitest'

import { US_STATES } from '@/collections/StateFees/usStates'
import {
  governingLawOf,
  governingLawSource,
  lawsOf,
  type GoverningEntity,
} from '@/order/documents/governingLaw'
import table from '@/order/documents/governingLaw.json'

const ENTITIES: GoverningEntity[] = ['llc', 'corporation', 'nonprofit']
const SLUGS = Object.keys(US_STATES) as (keyof typeof US_STATES)[]

describe('the governing-law table', () => {
  it('has an entry for every state and DC, and nothing else', () => {
    expect(Object.keys(table).sort()).toEqual([...SLUGS].sort())
    for (const slug of SLUGS) {
      for (const entity of ENTITIES) expect(Object.hasOwn(table[slug], entity)).toBe(true)
    }
  })

  it('records every named statute with an https source, a citation and a date', () => {
    for (const slug of SLUGS) {
      for (const entity of ENTITIES) {
        const law = governingLawSource(slug, entity)
        if (law === null) continue
        expect(law.name, `${slug} ${entity}`).toMatch(/^the \S/)
        expect(law.source, `${slug} ${entity}`).toMatch(/^https:\/\/\S+$/)
        expect(law.citation.trim(), `${slug} ${entity}`).not.toBe('')
        expect(['official', 'secondary']).toContain(law.sourceKind)
        expect(law.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })
})

describe('governingLawOf', () => {
  it('names the recorded statute', () => {
    expect(governingLawOf('texas', 'Texas', 'llc')).toBe('the Texas Business Organizations Code')
    expect(governingLawOf('delaware', 'Delaware', 'corporation')).toBe(
      'the General Corporation Law of the State of Delaware',
    )
  })

  it('falls back to the laws of the state where nothing was confirmed', () => {
    const missing = SLUGS.flatMap((slug) =>
      ENTITIES.filter((entity) => governingLawSource(slug, entity) === null).map(
        (entity) => [slug, entity] as const,
      ),
    ).find(([slug]) => slug !== 'district-of-columbia')
    if (missing) {
      const [slug, entity] = missing
      expect(governingLawOf(slug, US_STATES[slug], entity)).toBe(
        `the laws of the State of ${US_STATES[slug]}`,
      )
    }
    expect(governingLawSource('atlantis', 'llc')).toBeNull()
    expect(governingLawOf('atlantis', 'Atlantis', 'nonprofit')).toBe(
      'the laws of the State of Atlantis',
    )
  })

  it('says "the laws of the District of Columbia" for DC', () => {
    expect(lawsOf('district-of-columbia', 'District of Columbia')).toBe(
      'the laws of the District of Columbia',
    )
    expect(lawsOf('ohio', 'Ohio')).toBe('the laws of the State of Ohio')
  })
})
