/**
 * Our registered agent service after the filing (docs/registered-agent.md): the free first year,
 * the yearly price after it, and the words every page and email use for them. Pure: the pricing
 * pages, the wizard, the order page, the admin and the emails read the same rule.
 */
import { type AgentServiceStatus } from '@/collections/AgentServices/statuses'
import {
  addDays,
  type CalendarDate,
  dateInMonth,
  formatCalendarDate,
  parseCalendarDate,
} from '@/states/calendarDate'
import { formatDollars } from '@/utilities/money'

export type { AgentServiceStatus }

/** How many years of our agent every package includes at no charge. */
export const AGENT_FREE_YEARS = 1

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  return dateInMonth(date.year + years, date.month, date.day)
}

/**
 * When a period of service that starts on `startsOn` ends: its anniversary `years` later, the day
 * the next period (and its price) would begin. The free year starts on the filing date.
 */
export const periodEnd = (startsOn: string, years: number = AGENT_FREE_YEARS): string =>
  formatCalendarDate(addYears(parseCalendarDate(startsOn), years))

/** The last day of a period that ends on `ends` (the day the next one would begin). */
export const lastDayBefore = (ends: string): string =>
  formatCalendarDate(addDays(parseCalendarDate(ends), -1))

const yearly = (price: number) => `${formatDollars(price)} a year`

/** The one sentence said wherever the free year is mentioned ("this page" on the order page). */
export const agentOfferSentence = (price: number, where = 'your order page'): string =>
  price > 0
    ? `First year free, then ${yearly(price)}; cancel any time on ${where}.`
    : `First year free, and free after it; cancel any time on ${where}.`

/** The agent's line in a list of what a package includes: "Registered agent: first year free, …". */
export const agentOfferLine = (price: number): string =>
  `Registered agent: ${agentOfferSentence(price).replace(/^F/, 'f')}`

/**
 * Whole months left of a period on `today`: how many times a month fits between today and the
 * period's end. Part of a month counts for nothing.
 */
export function wholeMonthsLeft(today: string, ends: string): number {
  const from = parseCalendarDate(today)
  let months = 0
  while (months < 1200) {
    const next = dateInMonth(from.year, from.month + months + 1, from.day)
    if (formatCalendarDate(next) > ends) break
    months++
  }
  return months
}

/**
 * A paid year stopped at once refunds its whole months left, pro rata of what was paid for it
 * (docs/registered-agent.md#stopping); the free year refunds nothing, as nothing was paid.
 */
export const proratedRefundCents = (paidCents: number, today: string, ends: string): number =>
  paidCents > 0 ? Math.floor((paidCents * Math.min(12, wholeMonthsLeft(today, ends))) / 12) : 0

/** What the state needs once our agent stops, and by when (the page and the email say it). */
export const whatTheStateNeeds = (stateName: string, lastDay: string, ended: boolean): string =>
  `${stateName} requires your company to have a registered agent at all times. ${
    ended ? 'Name a new one with the state now' : `By ${lastDay}, name a new one with the state`
  }: it has a change of registered agent form, and a fee for it that we have not recorded, so check the state's fee schedule.`
