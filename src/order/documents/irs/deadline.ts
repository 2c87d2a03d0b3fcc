/**
 * When an S corporation election (IRS Form 2553) is due (docs/documents.md#the-documents):
 * the first tax year's start and the last day of the 2 months and 15 days after it, with the
 * sentence the worksheet and the compliance calendar both show. Pure.
 */
import { addDays, dateInMonth, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'
import { calendarDate } from '@/utilities/dates'

import type { DocumentContext } from '../context'

/** The IRS's rule, in the words both the worksheet and the calendar use. */
export const FORM_2553_RULE =
  'no more than 2 months and 15 days after the beginning of the tax year the election is to take effect'

/**
 * The last day to file Form 2553 for a tax year beginning on `taxYearStart` (YYYY-MM-DD).
 *
 * The IRS counts a month from a day to the day before the same day of the month after (January 7
 * to February 6), or to that month's end when it has no such day (Regulations section
 * 1.1362-6(a)(2)(ii)(C)); the 15 days follow. So January 1 gives March 15 and January 7 gives
 * March 21, as the IRS's own example says. A deadline on a weekend or holiday is not moved here.
 */
export function form2553Deadline(taxYearStart: string): string {
  const start = parseCalendarDate(taxYearStart)
  const sameDay = dateInMonth(start.year, start.month + 2, start.day)
  // No same day two months on (a start on the 31st, or the 29th to 31st before a February): the
  // two months end with that month's last day; otherwise with the day before the same day.
  const twoMonthsEnd = sameDay.day === start.day ? addDays(sameDay, -1) : sameDay
  return formatCalendarDate(addDays(twoMonthsEnd, 15))
}

/**
 * The first day of the company's first tax year: the day the state filed it, when its life (and
 * its first shareholders and assets) began. Null before the filing, when no deadline is known.
 */
export const sCorpTaxYearStart = (ctx: DocumentContext): string | null => ctx.filedOn ?? null

/** "File Form 2553 by March 21, 2027: …", or the rule alone when the tax year's start is unknown. */
export function form2553DeadlineSentence(taxYearStart: string | null): string {
  if (!taxYearStart) {
    return `File Form 2553 ${FORM_2553_RULE}. A new company's first tax year begins on the first day it has owners, holds assets or does business, and never before the state files it. Counting from the filing date is the safe choice; the exact deadline is known once the filing is accepted.`
  }
  return `File Form 2553 by ${calendarDate(form2553Deadline(taxYearStart))}: ${FORM_2553_RULE} (the first tax year begins on ${calendarDate(taxYearStart)}).`
}
