/**
 * Calendar dates without a time of day or a zone: a year, a month (1-12) and a day, as a filing
 * deadline is written. Pure arithmetic, no I/O.
 */

export type CalendarDate = { year: number; month: number; day: number }

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** A whole number from `min` to `max`, as a month (1-12) or a day (1-31) must be. */
export const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/**
 * A day of the month `month` of `year`, where `month` may run past December or before January
 * (13 is January of the next year, 0 December of the year before). A missing day is the month's
 * last; a day past the month's end is its last (February 30 is February 28 or 29).
 */
export function dateInMonth(year: number, month: number, day?: number | null): CalendarDate {
  const index = year * 12 + month - 1
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  const last = daysInMonth(y, m)
  return { year: y, month: m, day: day == null ? last : Math.min(day, last) }
}

/** The last day of the calendar quarter a date is in. */
export const endOfQuarter = (date: CalendarDate): CalendarDate =>
  dateInMonth(date.year, Math.ceil(date.month / 3) * 3)

/** 'YYYY-MM-DD' read as a plain date, or a Date's UTC date. Anything else is a RangeError. */
export function parseCalendarDate(value: Date | string): CalendarDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Not a valid date')
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() }
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [year, month, day] = match ? match.slice(1).map(Number) : [0, 0, 0]
  if (!match || !isIntegerIn(month, 1, 12) || !isIntegerIn(day, 1, daysInMonth(year, month))) {
    throw new RangeError(`Not a date in the form YYYY-MM-DD: ${value}`)
  }
  return { year, month, day }
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0')

export const formatCalendarDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moment = new Date(0)
  moment.setUTCFullYear(date.year, date.month - 1, date.day + days)
  return parseCalendarDate(moment)
}

/** Whether `a` is a later day than `b`. */
export const isAfter = (a: CalendarDate, b: CalendarDate): boolean =>
  a.year * 10_000 + a.month * 100 + a.day > b.year * 10_000 + b.month * 100 + b.day

// How a date reads in a sentence.

/** 1 → 'first', 2 → '2nd', 15 → '15th'. */
export const ordinal = (n: number): string => {
  if (n === 1) return 'first'
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')
  return `${n}${suffix}`
}

export const monthName = (month: number): string => MONTH_NAMES[month - 1]
/** 'the last day', 'the first day', 'the 15th day' (of a month). */
export const dayOfMonth = (day: number | null | undefined): string =>
  day == null ? 'the last day' : `the ${ordinal(day)} day`
/** 'May 15', or 'the last day of June' when the day is missing. */
export const dateOfYear = (month: number, day: number | null | undefined): string =>
  day == null ? `the last day of ${monthName(month)}` : `${monthName(month)} ${day}`
