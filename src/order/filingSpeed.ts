/**
 * How fast we file with the state (docs/product.md#filing-speed): the wizard's filing step, the
 * state guides and the customer's order page all say it, from here. Expedited filing costs
 * EXPEDITED_FILING_FEE (pricing.ts).
 */

/** Expedited: filed within this many business days. */
export const EXPEDITED_BUSINESS_DAYS = 2

/** Standard: filed within this many calendar days (about 2 weeks). */
export const STANDARD_DAYS = 14

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

/** When a filing started on `today` is expected at each speed. */
export function filingEstimates(today: Date): { expedited: Date; standard: Date } {
  const standard = new Date(today)
  standard.setDate(standard.getDate() + STANDARD_DAYS)
  return { expedited: addBusinessDays(today, EXPEDITED_BUSINESS_DAYS), standard }
}

/** The day ('YYYY-MM-DD') an order paid on `paidOn` ('YYYY-MM-DD') is expected to be filed. */
export function expectedFilingDay(paidOn: string, expedited: boolean): string {
  // Noon, read and written in the same (local) zone: the day never shifts.
  const estimates = filingEstimates(new Date(`${paidOn}T12:00:00`))
  const date = expedited ? estimates.expedited : estimates.standard
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}
