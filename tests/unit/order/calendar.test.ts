import { describe, expect, it } from 'vitest'

import {
  type CalendarRecord,
  complianceCalendar,
  firstDue,
  groupObligations,
} from '@/order/calendar'
import { amountWords, dueWords, obligationTitle } from '@/order/calendarWords'

type Facts = CalendarRecord['llcFacts']
type Report = Facts['report']
type Tax = Facts['tax']

const official = {
  confidence: 'official' as const,
  url: 'https://sos.example.gov',
  checkedOn: '2026-11-01',
}
const single = {
  confidence: 'single' as const,
  url: 'https://guide.example.com',
  checkedOn: '2026-07-17',
}

const noTax: Tax = {
  applies: 'no',
  firstYearExempt: 'unknown',
  due: { kind: 'unknown' },
  source: official,
}

function record(report: Partial<Report>, tax: Tax = noTax): CalendarRecord {
  const facts = {
    report: { cadence: 'annual', fee: 50, due: { kind: 'unknown' }, source: official, ...report },
    tax,
  } as Facts
  return {
    name: 'Examplia',
    llcFacts: facts,
    corporationFacts: facts as CalendarRecord['corporationFacts'],
    nonprofitFacts: facts as CalendarRecord['nonprofitFacts'],
  }
}

/** The calendar of an LLC filed on 2026-03-10, seen on `today`. */
const calendar = (report: Partial<Report>, tax?: Tax, today = '2026-03-10') =>
  complianceCalendar({ record: record(report, tax), entity: 'llc', formedOn: '2026-03-10', today })

const dates = (report: Partial<Report>, tax?: Tax, today?: string) =>
  calendar(report, tax, today).map((obligation) => obligation.dueOn)

describe('the compliance calendar, from a filing date', () => {
  it('puts a fixed-date report in each of the next three years', () => {
    expect(dates({ due: { kind: 'fixed-date', month: 5, day: 15 } })).toEqual([
      '2027-05-15',
      '2028-05-15',
      '2029-05-15',
    ])
  })

  it("dates a window's report on its closing day", () => {
    expect(dates({ due: { kind: 'window', startMonth: 1, month: 4, day: 1 } })).toEqual([
      '2027-04-01',
      '2028-04-01',
      '2029-04-01',
    ])
  })

  it('counts anniversary rules from the filing date', () => {
    expect(dates({ due: { kind: 'anniversary-date' } })).toEqual([
      '2027-03-10',
      '2028-03-10',
      '2029-03-10',
    ])
    // The last day of the month before the anniversary month.
    expect(dates({ due: { kind: 'anniversary-month', monthOffset: -1 } })).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ])
    expect(dates({ due: { kind: 'anniversary-quarter' } })).toEqual([
      '2027-03-31',
      '2028-03-31',
      '2029-03-31',
    ])
  })

  it('dates a fiscal-year report months after the year ends', () => {
    expect(dates({ due: { kind: 'fiscal-year', monthsAfterYearEnd: 4, day: 15 } })).toEqual([
      '2027-04-15',
      '2028-04-15',
      '2029-04-15',
    ])
  })

  it('keeps every second year for a biennial report', () => {
    expect(
      dates({ cadence: 'biennial', biennialYears: 'odd', due: { kind: 'fixed-date', month: 4 } }),
    ).toEqual(['2027-04-30', '2029-04-30'])
  })

  it('puts an initial report first, with its own fee', () => {
    const obligations = calendar({
      firstWithinDays: 90,
      firstFee: 10,
      due: { kind: 'anniversary-date' },
    })
    expect(obligations.map(({ dueOn, amount }) => [dueOn, amount])).toEqual([
      ['2026-06-08', 10],
      ['2027-03-10', 50],
      ['2028-03-10', 50],
      ['2029-03-10', 50],
    ])
  })

  it('lists only what falls after today, through the third calendar year after it', () => {
    expect(
      dates({ due: { kind: 'fixed-date', month: 5, day: 15 } }, undefined, '2027-06-01'),
    ).toEqual(['2028-05-15', '2029-05-15', '2030-05-15'])
  })

  it('never guesses a date the record does not give', () => {
    const [unknown] = calendar({ due: { kind: 'unknown' } })
    expect(unknown).toMatchObject({ dueOn: null, amount: 50, final: false })
    expect(dueWords(unknown!)).toBe('Date not known yet')
    expect(calendar({ cadence: 'none' })).toEqual([])
  })

  it('marks an amount final only when the state itself says it', () => {
    const [officialReport] = calendar({ due: { kind: 'anniversary-date' } })
    expect(officialReport!.final).toBe(true)
    expect(amountWords(officialReport!)).toBe('$50 (final)')
    const [estimated] = calendar({ due: { kind: 'anniversary-date' }, source: single })
    expect(estimated!.final).toBe(false)
    expect(amountWords(estimated!)).toBe('$50 (estimate)')
    const [noFee] = calendar({ due: { kind: 'anniversary-date' }, fee: null })
    expect(amountWords(noFee!)).toBe('Amount not known yet')
  })

  it("lists the state's tax minimum, free in an exempt first year", () => {
    const tax: Tax = {
      applies: 'yes',
      name: 'Franchise Tax',
      minimum: 800,
      firstYearExempt: 'yes',
      paidWithReport: false,
      due: { kind: 'fixed-date', month: 4, day: 15 },
      source: official,
    }
    const taxes = calendar({ cadence: 'none' }, tax)
    expect(taxes.map(({ name, dueOn, amount }) => [name, dueOn, amount])).toEqual([
      ['Franchise Tax', '2027-04-15', 0],
      ['Franchise Tax', '2028-04-15', 800],
      ['Franchise Tax', '2029-04-15', 800],
    ])
    // Paid with the report: counted once, in the report.
    expect(calendar({ cadence: 'none' }, { ...tax, paidWithReport: true })).toEqual([])
  })

  it('names the first report and reads it in words', () => {
    const obligations = calendar({
      name: 'Annual Report',
      due: { kind: 'fixed-date', month: 5, day: 15 },
    })
    const first = firstDue(obligations, 'report')!
    expect(obligationTitle(first, 'Examplia')).toBe('Examplia Annual Report')
    expect(dueWords(first)).toBe('May 15, 2027')
    expect(first.rule).toBe('Every year by May 15')
  })

  it('groups each obligation with its dates, in the order of its first date', () => {
    const tax: Tax = {
      applies: 'yes',
      name: 'Franchise Tax',
      minimum: 800,
      firstYearExempt: 'no',
      paidWithReport: false,
      due: { kind: 'unknown' },
      source: single,
    }
    const groups = groupObligations(calendar({ due: { kind: 'anniversary-date' } }, tax))
    expect(groups.map((group) => [group.name, group.dates.map((date) => date.dueOn)])).toEqual([
      ['Annual Report', ['2027-03-10', '2028-03-10', '2029-03-10']],
      ['Franchise Tax', [null]],
    ])
    expect(groups[1]!.source.confidence).toBe('single')
  })
})

describe('a newspaper publication the state asks after filing', () => {
  const withPublication = (
    publication: NonNullable<Facts['filing']>['publication'] | undefined,
  ): CalendarRecord => {
    const base = record({ cadence: 'none' })
    return { ...base, llcFacts: { ...base.llcFacts, filing: { publication } } as Facts }
  }
  const publicationOf = (
    publication: NonNullable<Facts['filing']>['publication'] | undefined,
    today = '2026-03-10',
  ) =>
    complianceCalendar({
      record: withPublication(publication),
      entity: 'llc',
      formedOn: '2026-03-10',
      today,
    })

  it('is due once, the given days after formation, with no amount and its source', () => {
    expect(
      publicationOf({
        required: 'yes',
        withinDays: 120,
        what: 'Publish for six weeks.',
        source: official,
      }),
    ).toEqual([
      {
        kind: 'publication',
        name: 'Newspaper publication',
        dueOn: '2026-07-08',
        amount: null,
        final: false,
        rule: 'Publish for six weeks.',
        source: { ...official, note: null },
      },
    ])
  })

  it('is listed without a date when the state gives none, and gone once its day has passed', () => {
    expect(publicationOf({ required: 'yes', withinDays: null, source: single })[0]).toMatchObject({
      dueOn: null,
      rule: 'Publish a notice of the formation, as the state asks',
    })
    expect(
      publicationOf({ required: 'yes', withinDays: 60, source: official }, '2026-06-01'),
    ).toEqual([])
  })

  it('is never asked without a sourced rule, nor where the state asks none', () => {
    expect(
      publicationOf({ required: 'yes', withinDays: 60, source: { ...official, url: '' } }),
    ).toEqual([])
    expect(publicationOf({ required: 'no', source: official })).toEqual([])
    expect(publicationOf(undefined)).toEqual([])
  })
})

it("says a publication's cost is the newspapers'", () => {
  expect(amountWords({ amount: null, final: false }, 'publication')).toBe("The newspapers' rates")
  expect(amountWords({ amount: null, final: false }, 'report')).toBe('Amount not known yet')
})
