/** When a filing is expected, as the filing-time step shows it (docs/product.md#filing-speed). */

import { EXPEDITED_BUSINESS_DAYS, STANDARD_DAYS } from '@/order/filingSpeed'

/** The date `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from)
  let left = days
  while (left > 0) {
    date.setDate(date.getDate() + 1)
    const weekday = date.getDay()
    if (weekday !== 0 && weekday !== 6) left--
  }
  return date
}

export function filingEstimates(today: Date): { expedited: Date; standard: Date } {
  const standard = new Date(today)
  standard.setDate(standard.getDate() + STANDARD_DAYS)
  return { expedited: addBusinessDays(today, EXPEDITED_BUSINESS_DAYS), standard }
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})

export const formatDay = (date: Date): string => dayFormat.format(date)
