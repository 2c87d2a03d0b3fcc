import type {
  BiennialYears,
  Cadence,
  DueRuleKind,
} from '../../src/collections/StateFees/vocabulary'

type Rule = {
  cadence: Cadence
  biennialYears?: BiennialYears
  due: {
    kind: DueRuleKind
    month?: number
    day?: number
    startMonth?: number
    startDay?: number
    monthOffset?: number
    monthsAfterYearEnd?: number
  }
  note?: string
}

const fixed = (month: number, day: number, extra: Partial<Rule> = {}): Rule => ({
  cadence: 'annual',
  due: { kind: 'fixed-date', month, day },
  ...extra,
})
const window = (startMonth: number, startDay: number, month: number, day?: number): Rule => ({
  cadence: 'annual',
  due: { kind: 'window', startMonth, startDay, month, ...(day ? { day } : {}) },
})
const lastOfAnniversaryMonth: Rule = { cadence: 'annual', due: { kind: 'anniversary-month' } }

/**
 * The StartupSole dataset's "annualReportDue" words, read into a structured rule. Each distinct
 * phrase of the dataset is listed; a phrase not listed stops the build rather than be guessed.
 */
export const DUE_PHRASES: Record<string, Rule> = {
  'N/A': { cadence: 'none', due: { kind: 'unknown' } },
  'Anniversary date': { cadence: 'annual', due: { kind: 'anniversary-date' } },
  'Last day of anniversary month': lastOfAnniversaryMonth,
  'End of anniversary month': lastOfAnniversaryMonth,
  'Last day of anniversary month (Biennial)': {
    ...lastOfAnniversaryMonth,
    cadence: 'biennial',
    biennialYears: 'formation',
  },
  'End of anniversary month (Biennial)': {
    ...lastOfAnniversaryMonth,
    cadence: 'biennial',
    biennialYears: 'formation',
  },
  'Anniversary month (Biennial)': {
    ...lastOfAnniversaryMonth,
    cadence: 'biennial',
    biennialYears: 'formation',
  },
  'Anniversary month window': {
    ...lastOfAnniversaryMonth,
    note: 'The state opens a window around the anniversary month; the date shown is its end.',
  },
  'First day of anniversary month': {
    cadence: 'annual',
    due: { kind: 'anniversary-month', day: 1 },
  },
  '1st day of anniversary month': { cadence: 'annual', due: { kind: 'anniversary-month', day: 1 } },
  'Before first day of anniversary month': {
    cadence: 'annual',
    due: { kind: 'anniversary-month', monthOffset: -1 },
  },
  'End of anniversary quarter': { cadence: 'annual', due: { kind: 'anniversary-quarter' } },
  'Anniversary quarter': { cadence: 'annual', due: { kind: 'anniversary-quarter' } },
  'May 1': fixed(5, 1),
  'June 1': fixed(6, 1),
  'April 1': fixed(4, 1),
  'Apr 15': fixed(4, 15),
  'April 15': fixed(4, 15),
  'Apr 15 (Fee waived timely)': fixed(4, 15),
  'Feb 15': fixed(2, 15),
  'Dec 31': fixed(12, 31),
  'Nov 15': fixed(11, 15),
  'Sept 30': fixed(9, 30),
  'May 15': fixed(5, 15),
  'Jan 2 (Biennial)': fixed(1, 2, { cadence: 'biennial', biennialYears: 'formation' }),
  'Apr 1 (Biennial, odd years)': fixed(4, 1, { cadence: 'biennial', biennialYears: 'odd' }),
  'Jan 1 - June 30': window(1, 1, 6, 30),
  'Jan 1 - Mar 31': window(1, 1, 3, 31),
  'Jan 1 - Apr 1': window(1, 1, 4, 1),
  'Jan 1 - Apr 15': window(1, 1, 4, 15),
  'Feb 1 - May 1': window(2, 1, 5, 1),
  'Jan 1 - Apr 1 (Biennial, odd years)': {
    ...window(1, 1, 4, 1),
    cadence: 'biennial',
    biennialYears: 'odd',
  },
  'Jan 1 - Apr 15 (after tax year end)': {
    cadence: 'annual',
    due: { kind: 'fiscal-year', monthsAfterYearEnd: 4, day: 15 },
  },
  'Within 3 months after fiscal year end': {
    cadence: 'annual',
    due: { kind: 'fiscal-year', monthsAfterYearEnd: 3 },
  },
}

export function dueRuleFor(phrase: string | null): Rule | null {
  if (phrase == null) return null
  const rule = DUE_PHRASES[phrase]
  if (!rule) throw new Error(`No due rule for the phrase "${phrase}": add it to DUE_PHRASES.`)
  return rule
}
