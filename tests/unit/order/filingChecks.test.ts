import { describe, expect, it } from 'vitest'

import { isPoBox } from '@/order/filing/addresses'
import { type CheckContext, checkFilingDetails, sectionProblems } from '@/order/filing/check'
import type { FilingDetails } from '@/order/filing/details'
import { isNaicsCode } from '@/order/filing/naicsList'
import { searchIndustries } from '@/order/filing/naics'
import { INDUSTRIES } from '@/order/filing/naicsList'
import { filingRulesOf, type StoredFilingRules } from '@/order/filing/rules'

import { corporationDetails, llcDetails, nonprofitDetails } from '../../fixtures/filingDetails'

// The filing details' checks against a state's rules (docs/filing-details.md#checks), each rule
// on its own: what the customer is told, by field.

const read = {
  url: 'https://www.sos.state.tx.us/corp/forms.shtml',
  confidence: 'official' as const,
  checkedOn: '2026-12-01',
}

function ctx(overrides: Partial<CheckContext> = {}, stored?: StoredFilingRules): CheckContext {
  const entity = overrides.entity ?? 'llc'
  return {
    entity,
    state: 'texas',
    rules: filingRulesOf(entity, stored),
    today: '2026-12-01',
    ein: false,
    ssnOnFile: false,
    isNaicsCode,
    ...overrides,
  }
}

const paths = (problems: { path: string }[]) => problems.map((p) => p.path)
const members = (...shares: number[]) =>
  ({
    ...llcDetails,
    llcPeople: {
      ...llcDetails.llcPeople,
      members: shares.map((ownership, i) => ({
        ...llcDetails.llcPeople.members[0]!,
        name: `M${i}`,
        ownership,
      })),
    },
  }) as FilingDetails

describe('an LLC’s members', () => {
  it('own exactly 100% between them, to the hundredth', () => {
    expect(sectionProblems('llcPeople', members(33.33, 33.33, 33.34), ctx())).toEqual([])
    const short = sectionProblems('llcPeople', members(50, 49.99), ctx())
    expect(short).toEqual([
      {
        path: 'llcPeople.members',
        message: 'Ownership must add up to exactly 100%; it adds up to 99.99%.',
      },
    ])
    expect(paths(sectionProblems('llcPeople', members(60, 60), ctx()))).toEqual([
      'llcPeople.members',
    ])
  })

  it('each hold a share above 0, with at most two decimals', () => {
    expect(paths(sectionProblems('llcPeople', members(100, 0), ctx()))).toContain(
      'llcPeople.members.1.ownership',
    )
    expect(paths(sectionProblems('llcPeople', members(99.995, 0.005), ctx()))).toContain(
      'llcPeople.members.0.ownership',
    )
  })

  it('are at least one, and a manager-managed LLC names its managers', () => {
    const none = {
      llcPeople: { management: 'manager', members: [], managers: [], filer: { kind: 'us' } },
    } as FilingDetails
    expect(paths(sectionProblems('llcPeople', none, ctx()))).toEqual([
      'llcPeople.members',
      'llcPeople.managers',
    ])
  })
})

describe('PO boxes', () => {
  it('are recognised however they are written', () => {
    for (const street of [
      'PO Box 12',
      'P.O. Box 9',
      'p o box 4',
      'Post Office Box 1',
      'POB 77',
      'Box 5',
    ])
      expect(isPoBox(street), street).toBe(true)
    for (const street of ['12 Boxwood Lane', '1 Post Road', '9 Boxer Road'])
      expect(isPoBox(street), street).toBe(false)
  })

  it('are refused for the agent’s office by default, and for the principal office where the state says so', () => {
    const details = {
      agent: {
        kind: 'own',
        name: 'Tex Agent',
        address: { street: 'PO Box 1', city: 'Austin', state: 'TX', zip: '78701' },
      },
      addresses: {
        principal: { street: 'PO Box 2', city: 'Austin', state: 'TX', zip: '78701' },
        mailingSame: true,
      },
    } as FilingDetails
    expect(paths(sectionProblems('agent', details, ctx()))).toEqual(['agent.address.street'])
    expect(sectionProblems('addresses', details, ctx())).toEqual([])
    const strict = ctx(
      {},
      { poBoxRefused: ['registeredOffice', 'principalOffice'], poBoxSource: read },
    )
    expect(paths(sectionProblems('addresses', details, strict))).toEqual([
      'addresses.principal.street',
    ])
    // A state's rule that names only the principal office still refuses the agent's PO box.
    const principalOnly = ctx({}, { poBoxRefused: ['principalOffice'], poBoxSource: read })
    expect(paths(sectionProblems('agent', details, principalOnly))).toEqual([
      'agent.address.street',
    ])
    expect(paths(sectionProblems('addresses', details, principalOnly))).toEqual([
      'addresses.principal.street',
    ])
  })

  it('an agent of the customer’s own is in the state of formation', () => {
    const details = {
      agent: {
        kind: 'own',
        name: 'Far Agent',
        address: { street: '1 Main St', city: 'Reno', state: 'NV', zip: '89501' },
      },
    } as FilingDetails
    expect(sectionProblems('agent', details, ctx())).toEqual([
      { path: 'agent.address.state', message: 'This address must be in Texas.' },
    ])
  })
})

describe('directors', () => {
  const board = (count: number) =>
    ({
      ...nonprofitDetails,
      nonprofitPeople: {
        ...nonprofitDetails.nonprofitPeople,
        directors: nonprofitDetails.nonprofitPeople.directors.slice(0, count),
      },
    }) as FilingDetails

  it('are at least three for a nonprofit by default, and the state’s minimum where it is recorded', () => {
    const nonprofit = ctx({ entity: 'nonprofit' })
    expect(nonprofit.rules.minDirectors).toEqual({ value: 3, source: null, isDefault: true })
    expect(sectionProblems('nonprofitPeople', board(2), nonprofit)).toEqual([
      { path: 'nonprofitPeople.directors', message: 'Add at least 3 directors.' },
    ])
    const one = ctx({ entity: 'nonprofit' }, { minDirectors: 1, minDirectorsSource: read })
    expect(sectionProblems('nonprofitPeople', board(1), one)).toEqual([])
  })

  it('are at least one for a corporation, with its three officers named', () => {
    const corp = ctx({ entity: 'corporation' })
    expect(sectionProblems('corporationPeople', corporationDetails as FilingDetails, corp)).toEqual(
      [],
    )
    const bare = { corporationPeople: { directors: [], filer: { kind: 'us' } } } as FilingDetails
    expect(paths(sectionProblems('corporationPeople', bare, corp))).toEqual([
      'corporationPeople.directors',
      'corporationPeople.president',
      'corporationPeople.secretary',
      'corporationPeople.treasurer',
    ])
  })
})

describe('the effective date', () => {
  const on = (effectiveDate: string) =>
    ({ company: { ...llcDetails.company, effectiveDate } }) as FilingDetails

  it('is today or later, within the state’s limit (90 days by default, said to be ours)', () => {
    expect(sectionProblems('company', on('2026-12-01'), ctx())).toEqual([])
    expect(sectionProblems('company', on('2027-03-01'), ctx())).toEqual([])
    expect(sectionProblems('company', on('2027-03-02'), ctx())[0]!.message).toMatch(
      /at most 90 days from today \(our default rule.*\), 2027-03-01\.$/,
    )
    expect(sectionProblems('company', on('2026-11-30'), ctx())[0]!.message).toBe(
      'The effective date cannot be in the past.',
    )
    expect(sectionProblems('company', on('2026-02-30'), ctx())[0]!.message).toBe(
      'Enter a real day.',
    )
  })

  it('follows the state’s own limit, and none where the state takes no later date', () => {
    const sixty = ctx({}, { effectiveDateMaxDays: 60, effectiveDateSource: read })
    expect(sectionProblems('company', on('2027-01-30'), sixty)).toEqual([])
    expect(sectionProblems('company', on('2027-01-31'), sixty)[0]!.message).toBe(
      'The effective date can be at most 60 days from today, 2027-01-30.',
    )
    const none = ctx({}, { effectiveDateMaxDays: 0, effectiveDateSource: read })
    expect(sectionProblems('company', on('2026-12-02'), none)[0]!.message).toBe(
      'Texas does not take a later effective date: leave it empty.',
    )
  })
})

describe('the industry code', () => {
  it('is asked where the state requires it, as in Alaska, and must be in the NAICS list', () => {
    const alaska = ctx(
      { state: 'alaska' },
      { requiredFields: ['naics'], requiredFieldsSource: read },
    )
    const without = { company: { ...llcDetails.company, naics: null } } as FilingDetails
    expect(sectionProblems('company', without, alaska)).toEqual([
      {
        path: 'company.naics',
        message: "Alaska asks for the industry's NAICS code.",
      },
    ])
    expect(sectionProblems('company', without, ctx())).toEqual([])
    const unknown = { company: { ...llcDetails.company, naics: '999999' } } as FilingDetails
    expect(paths(sectionProblems('company', unknown, ctx()))).toEqual(['company.naics'])
  })

  it('is found by words or by its first digits', () => {
    expect(searchIndustries(INDUSTRIES, 'computer programming')[0]).toEqual([
      '541511',
      'Custom Computer Programming Services',
    ])
    expect(searchIndustries(INDUSTRIES, '5415').map(([code]) => code)).toContain('541511')
    expect(searchIndustries(INDUSTRIES, '   ')).toEqual([])
  })
})

describe('shares', () => {
  it('are never issued beyond those authorized', () => {
    const over = {
      shares: { ...corporationDetails.shares, authorized: 9_000_000 },
    } as FilingDetails
    expect(sectionProblems('shares', over, ctx({ entity: 'corporation' }))).toEqual([
      {
        path: 'shares.shareholders',
        message: 'The shares issued (10,000,000) are more than those authorized (9,000,000).',
      },
    ])
    expect(
      sectionProblems(
        'shares',
        corporationDetails as FilingDetails,
        ctx({ entity: 'corporation' }),
      ),
    ).toEqual([])
  })
})

describe('a rule without a source', () => {
  it('is not the state’s word: the default applies and says so', () => {
    const rules = filingRulesOf('llc', { effectiveDateMaxDays: 10 })
    expect(rules.effectiveDateMaxDays).toEqual({ value: 90, source: null, isDefault: true })
    expect(rules.publication).toEqual({ value: null, source: null, isDefault: true })
  })
})

describe('a whole order', () => {
  it('is complete with every section, and only its own sections are asked', () => {
    const reports = checkFilingDetails(llcDetails as FilingDetails, ctx())
    expect(reports.map((r) => [r.name, r.complete])).toEqual([
      ['company', true],
      ['llcPeople', true],
      ['agent', true],
      ['addresses', true],
    ])
  })
})
