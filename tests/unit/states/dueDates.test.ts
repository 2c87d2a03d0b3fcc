import { describe, expect, it } from 'vitest'

import {
  describeDueRule,
  dueDates,
  isLeapYear,
  type DueRule,
  type Schedule,
} from '@/states/dueDates'

const annual = (due: DueRule, more: Partial<Schedule> = {}): Schedule => ({
  cadence: 'annual',
  due,
  ...more,
})
const biennial = (biennialYears: Schedule['biennialYears'], due: DueRule): Schedule => ({
  cadence: 'biennial',
  biennialYears,
  due,
})

describe('isLeapYear', () => {
  it('follows the Gregorian rule', () => {
    expect([2024, 2028, 2000, 2400].map(isLeapYear)).toEqual([true, true, true, true])
    expect([2025, 2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false, false])
  })
})

describe('dueDates: no dates', () => {
  const rule: DueRule = { kind: 'fixed-date', month: 5, day: 15 }

  it('gives none for no recurring report, an unknown cadence or an unknown rule', () => {
    expect(dueDates({ cadence: 'none', due: rule }, '2026-03-10')).toEqual([])
    expect(dueDates({ cadence: 'unknown', due: rule }, '2026-03-10')).toEqual([])
    expect(dueDates(annual({ kind: 'unknown' }), '2026-03-10')).toEqual([])
  })

  it('gives none for a rule missing a figure its kind needs, or a biennial without its years', () => {
    expect(dueDates(annual({ kind: 'fixed-date', day: 15 }), '2026-03-10')).toEqual([])
    expect(dueDates(annual({ kind: 'window', month: 13 }), '2026-03-10')).toEqual([])
    expect(dueDates(annual({ kind: 'fiscal-year', day: 15 }), '2026-03-10')).toEqual([])
    expect(dueDates(annual({ kind: 'fixed-date', month: 5, day: 32 }), '2026-03-10')).toEqual([])
    expect(dueDates(biennial(null, rule), '2026-03-10')).toEqual([])
  })

  it('gives none when no date is asked for', () => {
    expect(dueDates(annual(rule), '2026-03-10', 0)).toEqual([])
  })

  it('refuses a formation date or a fiscal year end that is not one', () => {
    expect(() => dueDates(annual(rule), '2026-02-30')).toThrow(RangeError)
    expect(() => dueDates(annual(rule), '03/10/2026')).toThrow(RangeError)
    expect(() => dueDates(annual(rule), new Date('nonsense'))).toThrow(RangeError)
    expect(() => dueDates(annual(rule), '2026-03-10', 3, 13)).toThrow(RangeError)
  })
})

describe('dueDates: year-based rules', () => {
  it('starts a fixed date in the year after formation, even when it is still ahead that year', () => {
    const rule: DueRule = { kind: 'fixed-date', month: 5, day: 15 }
    expect(dueDates(annual(rule), '2026-01-02')).toEqual(['2027-05-15', '2028-05-15', '2029-05-15'])
    expect(dueDates(annual(rule), '2026-12-31', 2)).toEqual(['2027-05-15', '2028-05-15'])
  })

  it('takes the last day of the month for a missing day, and clamps a day past the end', () => {
    expect(dueDates(annual({ kind: 'fixed-date', month: 6 }), '2026-03-10', 1)).toEqual([
      '2027-06-30',
    ])
    expect(dueDates(annual({ kind: 'fixed-date', month: 4, day: 31 }), '2026-03-10', 1)).toEqual([
      '2027-04-30',
    ])
    expect(dueDates(annual({ kind: 'fixed-date', month: 2, day: 31 }), '2026-03-10')).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ])
    expect(dueDates(annual({ kind: 'fixed-date', month: 2 }), '2027-05-01', 2)).toEqual([
      '2028-02-29',
      '2029-02-28',
    ])
  })

  it('is due on the closing day of a window', () => {
    const rule: DueRule = { kind: 'window', startMonth: 1, startDay: 1, month: 4, day: 1 }
    expect(dueDates(annual(rule), '2026-08-20')).toEqual(['2027-04-01', '2028-04-01', '2029-04-01'])
    const closingAtMonthEnd: DueRule = { kind: 'window', startMonth: 2, month: 4 }
    expect(dueDates(annual(closingAtMonthEnd), '2026-08-20', 1)).toEqual(['2027-04-30'])
  })

  it('counts months after a calendar fiscal year: Kansas, the 15th day of the 4th month', () => {
    const kansas: DueRule = { kind: 'fiscal-year', monthsAfterYearEnd: 4, day: 15 }
    expect(dueDates(annual(kansas), '2026-06-01')).toEqual([
      '2027-04-15',
      '2028-04-15',
      '2029-04-15',
    ])
  })

  it('counts months after a calendar fiscal year: Vermont, within 3 months', () => {
    const vermont: DueRule = { kind: 'fiscal-year', monthsAfterYearEnd: 3 }
    expect(dueDates(annual(vermont), '2026-06-01')).toEqual([
      '2027-03-31',
      '2028-03-31',
      '2029-03-31',
    ])
  })

  it('counts months after another fiscal year end, across the turn of the year', () => {
    const kansas: DueRule = { kind: 'fiscal-year', monthsAfterYearEnd: 4, day: 15 }
    // Fiscal year ending in June: due October 15, from the year after formation.
    expect(dueDates(annual(kansas), '2026-03-01', 2, 6)).toEqual(['2027-10-15', '2028-10-15'])
    // Fiscal year ending in September: due January 15 of the next year.
    expect(dueDates(annual(kansas), '2026-03-01', 2, 9)).toEqual(['2027-01-15', '2028-01-15'])
  })
})

describe('dueDates: biennial', () => {
  const rule: DueRule = { kind: 'fixed-date', month: 4, day: 1 }

  it('keeps odd or even years, from the first such year after formation', () => {
    expect(dueDates(biennial('odd', rule), '2026-05-01')).toEqual([
      '2027-04-01',
      '2029-04-01',
      '2031-04-01',
    ])
    expect(dueDates(biennial('odd', rule), '2027-05-01')).toEqual([
      '2029-04-01',
      '2031-04-01',
      '2033-04-01',
    ])
    expect(dueDates(biennial('even', rule), '2026-05-01')).toEqual([
      '2028-04-01',
      '2030-04-01',
      '2032-04-01',
    ])
    expect(dueDates(biennial('even', rule), '2027-05-01')).toEqual([
      '2028-04-01',
      '2030-04-01',
      '2032-04-01',
    ])
  })

  it("keeps the formation year's parity for a year-based rule", () => {
    expect(dueDates(biennial('formation', rule), '2026-05-01')).toEqual([
      '2028-04-01',
      '2030-04-01',
      '2032-04-01',
    ])
    expect(dueDates(biennial('formation', rule), '2027-01-01')).toEqual([
      '2029-04-01',
      '2031-04-01',
      '2033-04-01',
    ])
  })

  it('keeps every second anniversary for an anniversary rule', () => {
    const rule: DueRule = { kind: 'anniversary-month' }
    expect(dueDates(biennial('formation', rule), '2027-07-04')).toEqual([
      '2029-07-31',
      '2031-07-31',
      '2033-07-31',
    ])
    expect(dueDates(biennial('odd', rule), '2027-07-04')).toEqual([
      '2029-07-31',
      '2031-07-31',
      '2033-07-31',
    ])
    expect(dueDates(biennial('even', rule), '2027-07-04')).toEqual([
      '2028-07-31',
      '2030-07-31',
      '2032-07-31',
    ])
  })
})

describe('dueDates: anniversary rules', () => {
  it('is due on each anniversary', () => {
    const rule: DueRule = { kind: 'anniversary-date' }
    expect(dueDates(annual(rule), '2026-09-17')).toEqual(['2027-09-17', '2028-09-17', '2029-09-17'])
  })

  it('keeps a February 29 formation on February 28, and on 29 in a leap year', () => {
    const rule: DueRule = { kind: 'anniversary-date' }
    expect(dueDates(annual(rule), '2028-02-29')).toEqual(['2029-02-28', '2030-02-28', '2031-02-28'])
    expect(dueDates(annual(rule), '2028-02-29', 4)[3]).toBe('2032-02-29')
  })

  it('is due at the end of the quarter of each anniversary', () => {
    const rule: DueRule = { kind: 'anniversary-quarter' }
    expect(dueDates(annual(rule), '2026-02-10')).toEqual(['2027-03-31', '2028-03-31', '2029-03-31'])
    expect(dueDates(annual(rule), '2026-11-30', 1)).toEqual(['2027-12-31'])
    expect(dueDates(annual(rule), '2026-05-01', 1)).toEqual(['2027-06-30'])
    expect(dueDates(annual(rule), '2026-07-01', 1)).toEqual(['2027-09-30'])
  })

  it('is due by a day of the anniversary month, the last when missing, clamped to the month', () => {
    expect(dueDates(annual({ kind: 'anniversary-month' }), '2026-03-10')).toEqual([
      '2027-03-31',
      '2028-03-31',
      '2029-03-31',
    ])
    expect(dueDates(annual({ kind: 'anniversary-month', day: 15 }), '2026-03-20', 1)).toEqual([
      '2027-03-15',
    ])
    expect(dueDates(annual({ kind: 'anniversary-month', day: 31 }), '2026-04-05', 1)).toEqual([
      '2027-04-30',
    ])
    expect(dueDates(annual({ kind: 'anniversary-month', day: 31 }), '2026-02-05', 3)).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ])
  })

  it('moves by the month offset, into the year before at a January anniversary (Illinois)', () => {
    const illinois: DueRule = { kind: 'anniversary-month', monthOffset: -1 }
    expect(dueDates(annual(illinois), '2026-01-10')).toEqual([
      '2026-12-31',
      '2027-12-31',
      '2028-12-31',
    ])
    expect(dueDates(annual(illinois), '2026-06-10', 2)).toEqual(['2027-05-31', '2028-05-31'])
  })

  it('moves by the month offset into the next year at a December anniversary', () => {
    const rule: DueRule = { kind: 'anniversary-month', monthOffset: 1, day: 1 }
    expect(dueDates(annual(rule), '2026-12-15', 2)).toEqual(['2028-01-01', '2029-01-01'])
  })

  it('skips an anniversary moved back to before formation', () => {
    const rule: DueRule = { kind: 'anniversary-month', monthOffset: -13 }
    expect(dueDates(annual(rule), '2026-06-10', 2)).toEqual(['2027-05-31', '2028-05-31'])
  })
})

describe('dueDates: an initial report', () => {
  it('comes first, formation + N days, then the regular cycle', () => {
    const rule: DueRule = { kind: 'anniversary-month' }
    expect(dueDates(annual(rule, { firstWithinDays: 90 }), '2026-11-15')).toEqual([
      '2027-02-13',
      '2027-11-30',
      '2028-11-30',
    ])
    expect(dueDates(annual(rule, { firstWithinDays: 90 }), '2026-11-15', 1)).toEqual(['2027-02-13'])
  })

  it('leaves out regular dates that would fall on or before it', () => {
    const rule: DueRule = { kind: 'fixed-date', month: 1, day: 15 }
    expect(dueDates(annual(rule, { firstWithinDays: 60 }), '2026-12-20')).toEqual([
      '2027-02-18',
      '2028-01-15',
      '2029-01-15',
    ])
  })

  it('is ignored unless a positive whole number of days', () => {
    const rule: DueRule = { kind: 'fixed-date', month: 5, day: 15 }
    expect(dueDates(annual(rule, { firstWithinDays: 0 }), '2026-01-01', 1)).toEqual(['2027-05-15'])
    expect(dueDates(annual(rule, { firstWithinDays: null }), '2026-01-01', 1)).toEqual([
      '2027-05-15',
    ])
  })
})

describe('dueDates: the formation date', () => {
  it('reads a Date as its UTC date', () => {
    const rule: DueRule = { kind: 'anniversary-date' }
    expect(dueDates(annual(rule), new Date('2026-03-10T23:30:00Z'), 1)).toEqual(['2027-03-10'])
    expect(dueDates(annual(rule), new Date('2026-03-10T00:30:00+02:00'), 1)).toEqual(['2027-03-09'])
  })
})

describe('describeDueRule', () => {
  it('says when the rule is not known or there is no report', () => {
    expect(describeDueRule({ cadence: 'none', due: { kind: 'unknown' } })).toBe(
      'No recurring report',
    )
    expect(describeDueRule({ cadence: 'unknown', due: { kind: 'fixed-date', month: 5 } })).toBe(
      'Not known yet',
    )
    expect(describeDueRule(annual({ kind: 'unknown' }))).toBe('Not known yet')
    expect(describeDueRule(annual({ kind: 'fixed-date' }))).toBe('Not known yet')
  })

  it('words a fixed date and a window', () => {
    expect(describeDueRule(annual({ kind: 'fixed-date', month: 5, day: 15 }))).toBe(
      'Every year by May 15',
    )
    expect(describeDueRule(annual({ kind: 'fixed-date', month: 6 }))).toBe(
      'Every year by the last day of June',
    )
    const window: DueRule = { kind: 'window', startMonth: 1, startDay: 1, month: 4, day: 1 }
    expect(describeDueRule(annual(window))).toBe('Every year between January 1 and April 1')
    expect(describeDueRule(annual({ kind: 'window', startMonth: 2, month: 4 }))).toBe(
      'Every year between February 1 and the last day of April',
    )
  })

  it('words a biennial cadence', () => {
    const rule: DueRule = { kind: 'fixed-date', month: 4, day: 1 }
    expect(describeDueRule(biennial('odd', rule))).toBe('Every two years (odd years) by April 1')
    expect(describeDueRule(biennial('even', rule))).toBe('Every two years (even years) by April 1')
    expect(describeDueRule(biennial('formation', rule))).toBe(
      'Every two years (counting from the year of formation) by April 1',
    )
    expect(describeDueRule(biennial('formation', { kind: 'anniversary-date' }))).toBe(
      'Every two years on the anniversary of formation',
    )
    expect(describeDueRule(biennial(null, rule))).toBe(
      'Every two years (which years is not known yet) by April 1',
    )
  })

  it('words the anniversary rules', () => {
    expect(describeDueRule(annual({ kind: 'anniversary-month' }))).toBe(
      'Every year by the last day of the month the company was formed in',
    )
    expect(describeDueRule(annual({ kind: 'anniversary-month', day: 15 }))).toBe(
      'Every year by the 15th day of the month the company was formed in',
    )
    expect(describeDueRule(annual({ kind: 'anniversary-month', monthOffset: -1, day: 1 }))).toBe(
      'Every year by the first day of the month before the month the company was formed in',
    )
    expect(describeDueRule(annual({ kind: 'anniversary-month', monthOffset: -1 }))).toBe(
      'Every year by the last day of the month before the month the company was formed in',
    )
    expect(describeDueRule(annual({ kind: 'anniversary-month', monthOffset: 2, day: 1 }))).toBe(
      'Every year by the first day of the 2nd month after the month the company was formed in',
    )
    expect(describeDueRule(annual({ kind: 'anniversary-date' }))).toBe(
      'Every year on the anniversary of formation',
    )
    expect(describeDueRule(annual({ kind: 'anniversary-quarter' }))).toBe(
      'Every year by the end of the quarter of the anniversary',
    )
  })

  it('words a fiscal-year rule', () => {
    expect(describeDueRule(annual({ kind: 'fiscal-year', monthsAfterYearEnd: 4, day: 15 }))).toBe(
      'Every year by the 15th day of the 4th month after the fiscal year ends',
    )
    expect(describeDueRule(annual({ kind: 'fiscal-year', monthsAfterYearEnd: 3 }))).toBe(
      'Every year by the last day of the 3rd month after the fiscal year ends',
    )
    expect(describeDueRule(annual({ kind: 'fiscal-year', monthsAfterYearEnd: 1, day: 22 }))).toBe(
      'Every year by the 22nd day of the first month after the fiscal year ends',
    )
  })

  it('puts an initial report first', () => {
    const rule: DueRule = { kind: 'anniversary-month' }
    expect(describeDueRule(annual(rule, { firstWithinDays: 120 }))).toBe(
      'An initial report within 120 days of formation, then every year by the last day of the month the company was formed in',
    )
    expect(describeDueRule(biennial('odd', { kind: 'fixed-date', month: 4, day: 1 }))).not.toMatch(
      /initial/,
    )
  })
})
