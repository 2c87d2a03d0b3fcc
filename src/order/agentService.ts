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
import type { Source } from '@/states/figures'
import { calendarDate } from '@/utilities/dates'
import { formatDollars } from '@/utilities/money'

import type { Obligation } from './calendar'

export type { AgentServiceStatus }

/** The calendar day of a stored date ('YYYY-MM-DD…' → 'YYYY-MM-DD'): service dates are days. */
export const dayOf = (instant: string): string => instant.slice(0, 10)

/** How a calendar day is stored on a service or renewal: its noon, UTC, so no zone moves it. */
export const noonOf = (date: string): string => `${date}T12:00:00.000Z`

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

/** Days before a period ends that its renewal notices are sent: three, 60, 30 and 7 days before. */
export const RENEWAL_NOTICE_DAYS = [60, 30, 7] as const

/** The day the renewal of a period ending on `ends` may be paid from: its first notice's day. */
export const renewalOpensOn = (ends: string): string =>
  formatCalendarDate(addDays(parseCalendarDate(ends), -RENEWAL_NOTICE_DAYS[0]))

/**
 * With automatic renewal on, the saved card is charged this many days before the paid period
 * ends: after the last notice (7 days before), and early enough that a declined card can still
 * be replaced on the order page before the service would end.
 */
export const AUTO_RENEW_DAYS_BEFORE = 3

/** The day a saved card is charged for the renewal of a period ending on `ends`. */
export const autoRenewChargeDay = (ends: string): string =>
  formatCalendarDate(addDays(parseCalendarDate(ends), -AUTO_RENEW_DAYS_BEFORE))

/** Said when automatic renewal is turned off while a charge of the card is out with Square. */
export const STILL_CHARGING =
  'A renewal charge already sent to the card processor may still complete: if it does, you get its receipt.'

/** The first day a saved card would be charged if automatic renewal were turned on today. */
export const firstAutoRenewCharge = (ends: string, today: string): string => {
  const day = autoRenewChargeDay(ends)
  return day < today ? today : day
}

/**
 * What the customer agrees to when they turn automatic renewal on, word for word as the order
 * page shows it and as it is stored with their consent (docs/registered-agent.md#automatic-renewal).
 */
export const autoRenewConsent = (price: number, ends: string, today: string): string =>
  `I agree that ${formatDollars(price)} is charged to this card each year to renew the registered agent service: first on ${calendarDate(firstAutoRenewCharge(ends, today))}, then ${AUTO_RENEW_DAYS_BEFORE} days before the end of each year paid for, until I turn automatic renewal off or stop the service on my order page. I am emailed 60, 30 and 7 days before the end of each year.`

/** The year a renewal buys: from the day the paid period ends, for a year. */
export const renewalPeriod = (paidUntil: string) => ({
  start: paidUntil,
  end: periodEnd(paidUntil, 1),
})

/**
 * Which renewal notice is due on `today` for a period ending on `ends`, of which `sent` were
 * already sent: the number of the latest one due (1, 2 or 3), or 0. A run that missed a notice
 * sends only the latest, never two on one day; none is due once the period has ended.
 */
export function dueRenewalNotice(today: string, ends: string, sent: number): number {
  if (today >= ends) return 0
  const end = parseCalendarDate(ends)
  let due = 0
  RENEWAL_NOTICE_DAYS.forEach((days, index) => {
    if (today >= formatCalendarDate(addDays(end, -days))) due = index + 1
  })
  return due > sent ? due : 0
}

/** Our price is ours, not a state's figure: the calendar says so rather than cite a source. */
export const OUR_PRICE_SOURCE: Source = {
  confidence: 'official',
  url: null,
  note: 'Our price, as you were shown it when you ordered',
}

/**
 * Our registered agent's renewal in the compliance calendar: due on the last day paid for, at the
 * yearly price; none once the service is stopped, ended or free.
 */
export const agentRenewalObligation = (service: {
  paidUntil: string
  renewalPrice: number
}): Obligation | null =>
  service.renewalPrice > 0
    ? {
        kind: 'agent',
        name: 'Registered agent renewal',
        dueOn: lastDayBefore(service.paidUntil.slice(0, 10)),
        amount: service.renewalPrice,
        final: true,
        rule: 'Each year by the last day paid for: renew on your order page (we email you 60, 30 and 7 days before), or name a new agent with the state',
        source: OUR_PRICE_SOURCE,
      }
    : null
