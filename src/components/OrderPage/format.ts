import { calendarDayIn, longDate } from '@/utilities/dates'

/** "November 23, 2026": the day an instant fell on where the business keeps its calendar. */
export const dayOf = (instant: string): string => longDate(`${calendarDayIn(instant)}T12:00:00Z`)

/** "November 23, 2026" from 'YYYY-MM-DD'. */
export const calendarDay = (day: string): string => longDate(`${day.slice(0, 10)}T12:00:00Z`)

/** The order page's own address for a path under it: `/order/<token>/<path>`. */
export const orderPath = (token: string, path = ''): string =>
  `/order/${token}${path ? `/${path}` : ''}`
