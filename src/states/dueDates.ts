/**
 * When a state's recurring report falls due, from the rule its record holds. Pure: no I/O, no
 * clock, no time zones; every date is a calendar date ('YYYY-MM-DD').
 *
 * The product's conventions:
 * - Cadence 'none' or 'unknown', a due rule of kind 'unknown', or a rule missing a figure its kind
 *   needs (a month, the months after the fiscal year) gives no dates: we never guess a deadline.
 *   So does a biennial cadence whose years (odd, even, formation) are not known.
 * - A missing day is the last day of the month; a day past the month's end is its last day
 *   (April 31 is April 30, February 30 is February 28 or 29).
 * - firstWithinDays (a positive whole number) adds an initial report that many days after
 *   formation; the regular dates that follow are all after it.
 * - Year-based rules (fixed-date, window, fiscal-year) are first due in the calendar year after the
 *   year of formation: states do not ask a report in the year a company is formed. A window is due
 *   on its closing day. A fiscal-year rule is due on `day` of the `monthsAfterYearEnd`-th month
 *   after the fiscal year's end month (December unless told: 4 is April of the next year).
 * - Anniversary rules count anniversaries of formation (the 1st, 2nd, ...). anniversary-date is
 *   the anniversary itself (a February 29 formation falls on February 28 in a common year);
 *   anniversary-month is `day` of the anniversary's month moved by monthOffset (which may move it
 *   into another year); anniversary-quarter is the last day of the anniversary's calendar quarter.
 * - Biennial 'odd' and 'even' keep the dates that fall in odd or even years; 'formation' keeps
 *   every second one: the formation year + 2, + 4 ... for year-based rules, the 2nd, 4th ...
 *   anniversary for anniversary rules.
 * - Every date is strictly after the formation date, and the dates ascend.
 */
import type { BiennialYears, Cadence, DueRuleKind } from '@/collections/StateFees/vocabulary'

import {
  addDays,
  type CalendarDate,
  dateInMonth,
  dateOfYear,
  dayOfMonth,
  endOfQuarter,
  formatCalendarDate,
  isAfter,
  isIntegerIn,
  monthName,
  ordinal,
  parseCalendarDate,
} from './calendarDate'

export { isLeapYear } from './calendarDate'

export type DueRule = {
  kind: DueRuleKind
  /** 1-12: a fixed date's month; a window's closing month. */
  month?: number | null
  /** 1-31, missing = the last day of the month. */
  day?: number | null
  /** A window's opening month and day (a missing day is the 1st). */
  startMonth?: number | null
  startDay?: number | null
  /** anniversary-month: months from the anniversary month (-1 = the month before). */
  monthOffset?: number | null
  /** fiscal-year: due in the n-th month after the fiscal year ends. */
  monthsAfterYearEnd?: number | null
}

export type Schedule = {
  cadence: Cadence
  biennialYears?: BiennialYears | null
  /** An initial report due this many days after formation, before the regular cycle. */
  firstWithinDays?: number | null
  due: DueRule
}

/** The due date of the i-th cycle (from 1): in the formation year + i, or of the i-th anniversary. */
type Cycle = (index: number, formed: CalendarDate) => CalendarDate

const ANNIVERSARY_KINDS: readonly DueRuleKind[] = [
  'anniversary-date',
  'anniversary-month',
  'anniversary-quarter',
]

function cycleOf(due: DueRule, fiscalYearEndMonth: number): Cycle | null {
  const { month, day } = due
  if (day != null && !isIntegerIn(day, 1, 31)) return null
  switch (due.kind) {
    case 'fixed-date':
    case 'window':
      if (!isIntegerIn(month, 1, 12)) return null
      return (i, formed) => dateInMonth(formed.year + i, month, day)
    case 'fiscal-year': {
      const after = due.monthsAfterYearEnd
      if (!isIntegerIn(after, 1, 120)) return null
      // The fiscal year whose report falls in the calendar year `formed.year + i`.
      const yearsOn = Math.floor((fiscalYearEndMonth - 1 + after) / 12)
      return (i, formed) => dateInMonth(formed.year + i - yearsOn, fiscalYearEndMonth + after, day)
    }
    case 'anniversary-date':
      return (k, formed) => dateInMonth(formed.year + k, formed.month, formed.day)
    case 'anniversary-quarter':
      return (k, formed) => endOfQuarter(dateInMonth(formed.year + k, formed.month, formed.day))
    case 'anniversary-month': {
      const offset = due.monthOffset ?? 0
      if (!Number.isInteger(offset)) return null
      return (k, formed) => dateInMonth(formed.year + k, formed.month + offset, day)
    }
    default:
      return null
  }
}

/** Whether the i-th cycle's date is one the cadence asks for; null when that cannot be known. */
function cadenceFilter(
  schedule: Schedule,
): ((index: number, date: CalendarDate) => boolean) | null {
  if (schedule.cadence === 'annual') return () => true
  if (schedule.cadence !== 'biennial') return null
  switch (schedule.biennialYears) {
    case 'odd':
      return (_, date) => date.year % 2 !== 0
    case 'even':
      return (_, date) => date.year % 2 === 0
    case 'formation':
      return (index) => index % 2 === 0
    default:
      return null
  }
}

const initialDays = (schedule: Schedule): number | null =>
  isIntegerIn(schedule.firstWithinDays, 1, Number.MAX_SAFE_INTEGER)
    ? schedule.firstWithinDays
    : null

/** The next `count` due dates ('YYYY-MM-DD', ascending) for a company formed on `formedOn`. */
export function dueDates(
  schedule: Schedule,
  formedOn: Date | string,
  count = 3,
  fiscalYearEndMonth = 12,
): string[] {
  if (!isIntegerIn(fiscalYearEndMonth, 1, 12)) {
    throw new RangeError(`The fiscal year's end month must be 1-12, not ${fiscalYearEndMonth}`)
  }
  const formed = parseCalendarDate(formedOn)
  const cycle = cycleOf(schedule.due, fiscalYearEndMonth)
  const wanted = cadenceFilter(schedule)
  if (!cycle || !wanted || count < 1) return []
  const dates: CalendarDate[] = []
  const initial = initialDays(schedule)
  if (initial) dates.push(addDays(formed, initial))
  // An offset can put the first anniversaries on or before formation: look a little further.
  for (let index = 1; dates.length < count && index <= 2 * count + 50; index++) {
    const date = cycle(index, formed)
    if (wanted(index, date) && isAfter(date, dates.at(-1) ?? formed)) dates.push(date)
  }
  return dates.slice(0, count).map(formatCalendarDate)
}

function formationMonth(offset: number): string {
  const formedIn = 'the month the company was formed in'
  if (offset === 0) return formedIn
  const direction = offset < 0 ? 'before' : 'after'
  const distance = Math.abs(offset)
  return `${distance === 1 ? 'the month' : `the ${ordinal(distance)} month`} ${direction} ${formedIn}`
}

function when(due: DueRule): string {
  const { month, day, startMonth } = due
  const opening = isIntegerIn(due.startDay, 1, 31) ? due.startDay : 1
  switch (due.kind) {
    case 'fixed-date':
      return `by ${dateOfYear(month!, day)}`
    case 'window':
      return isIntegerIn(startMonth, 1, 12)
        ? `between ${monthName(startMonth)} ${opening} and ${dateOfYear(month!, day)}`
        : `by ${dateOfYear(month!, day)}`
    case 'anniversary-month':
      return `by ${dayOfMonth(day)} of ${formationMonth(due.monthOffset ?? 0)}`
    case 'anniversary-date':
      return 'on the anniversary of formation'
    case 'anniversary-quarter':
      return 'by the end of the quarter of the anniversary'
    default:
      return `by ${dayOfMonth(day)} of the ${ordinal(due.monthsAfterYearEnd!)} month after the fiscal year ends`
  }
}

function every(schedule: Schedule): string {
  if (schedule.cadence === 'annual') return 'Every year'
  const years = schedule.biennialYears
  if (years === 'odd' || years === 'even') return `Every two years (${years} years)`
  if (years !== 'formation') return 'Every two years (which years is not known yet)'
  return ANNIVERSARY_KINDS.includes(schedule.due.kind)
    ? 'Every two years'
    : 'Every two years (counting from the year of formation)'
}

/** The rule in plain words for a visitor: "Every year by May 15". */
export function describeDueRule(schedule: Schedule): string {
  if (schedule.cadence === 'none') return 'No recurring report'
  if (schedule.cadence === 'unknown' || !cycleOf(schedule.due, 12)) return 'Not known yet'
  const rule = `${every(schedule)} ${when(schedule.due)}`
  const initial = initialDays(schedule)
  if (!initial) return rule
  const days = initial === 1 ? '1 day' : `${initial} days`
  return `An initial report within ${days} of formation, then ${rule[0].toLowerCase()}${rule.slice(1)}`
}
