/**
 * The compliance calendar as an iCalendar file (docs/customer-page.md#the-calendar), for any
 * calendar app: one all-day event per dated obligation, with alarms a month and a week ahead.
 * Pure: obligations in, text out.
 */
import ical, { escape, ICalAlarmType } from 'ical-generator'

import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import { type Obligation, obligationKey } from './calendar'
import { amountWords, obligationTitle } from './calendarWords'

export type CalendarFile = {
  orderId: number
  companyName: string
  stateName: string
  obligations: Obligation[]
  /** The state's portal where reports are filed, when the record has one. */
  filingPortal?: string | null
  /** The site's host, which makes each event's UID its own. */
  host: string
  /** When the file was made (each event's DTSTAMP). */
  now?: Date
}

/** Days before a due date that a calendar app reminds. */
export const ALARM_DAYS = [30, 7] as const

const DAY_SECONDS = 86_400

/** "Acme LLC: Texas Annual Report due". */
export const eventSummary = (companyName: string, stateName: string, obligation: Obligation) =>
  `${companyName}: ${obligationTitle(obligation, stateName)} due`

function descriptionOf(obligation: Obligation, filingPortal?: string | null): string {
  const { source } = obligation
  return [
    `Amount: ${amountWords(obligation, obligation.kind)}`,
    `Rule: ${obligation.rule}`,
    source.url &&
      `Source: ${source.url}${source.checkedOn ? ` (checked on ${source.checkedOn})` : ''}`,
    filingPortal && obligation.kind !== 'election' && `File with the state: ${filingPortal}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** The calendar file of an order's obligations; undated ones are left out (no guessed dates). */
export function calendarIcs(file: CalendarFile): string {
  const calendar = ical({
    // The library escapes every event's text, but writes the calendar's NAME and X-WR-CALNAME
    // as given: a company named "A;B,C\D" must not end the property early.
    name: escape(`${file.companyName}: compliance calendar`, false),
    prodId: { company: file.host, product: 'compliance-calendar', language: 'EN' },
  })
  for (const obligation of file.obligations) {
    if (!obligation.dueOn) continue
    const summary = eventSummary(file.companyName, file.stateName, obligation)
    calendar.createEvent({
      id: `order-${file.orderId}-${obligationKey(obligation)}@${file.host}`,
      allDay: true,
      start: obligation.dueOn,
      end: formatCalendarDate(addDays(parseCalendarDate(obligation.dueOn), 1)),
      stamp: file.now ?? new Date(),
      summary,
      description: descriptionOf(obligation, file.filingPortal),
      ...(obligation.source.url ? { url: obligation.source.url } : {}),
      alarms: ALARM_DAYS.map((days) => ({
        type: ICalAlarmType.display,
        trigger: days * DAY_SECONDS,
        description: summary,
      })),
    })
  }
  return calendar.toString()
}
