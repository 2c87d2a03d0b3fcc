import { calendarDate, calendarDayIn } from '@/utilities/dates'

/** "November 23, 2026": the day an instant fell on where the business keeps its calendar. */
export const dayOf = (instant: string): string => calendarDate(calendarDayIn(instant))

/** The order page's own address for a path under it: `/order/<token>/<path>`. */
export const orderPath = (token: string, path = ''): string =>
  `/order/${token}${path ? `/${path}` : ''}`
