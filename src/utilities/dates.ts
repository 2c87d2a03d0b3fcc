// One formatter for every date a page shows: `toLocaleDateString` builds a new one per call
// (about 60 µs, 5 % of the blog search's server time; docs/performance.md "The site search").
const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** A date in the site's words, or `text` as it is when it is no date (the formatter would throw). */
const shown = (date: Date, text: string): string =>
  Number.isNaN(date.getTime()) ? text : longDateFormat.format(date)

/** "November 23, 2026": a date as the site shows it, the same on the server and in every zone. */
export const longDate = (iso: string): string => shown(new Date(iso), iso)

/** "July 17, 2026" from a calendar day ('YYYY-MM-DD', or an instant whose day is taken as is). */
export const calendarDate = (day: string): string =>
  shown(new Date(`${day.slice(0, 10)}T12:00:00Z`), day)

/** BUSINESS_TIME_ZONE: where "today" and "this week" begin for staff and customers (default America/New_York). */
export const businessTimeZone = (env: Record<string, string | undefined> = process.env): string => {
  const zone = env.BUSINESS_TIME_ZONE || 'America/New_York'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return 'America/New_York'
  }
}

/** "Nov 28, 2026, 9:30 AM EST": an instant on the business's clock, as staff read it in the admin. */
export const businessDateTime = (instant: Date | string, timeZone = businessTimeZone()): string =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant))

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export const calendarDayIn = (instant: Date | string, timeZone = businessTimeZone()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant))

/** How long ago an instant was, in the largest whole unit staff read at a glance: "3 days". */
export const elapsedSince = (instant: Date | string, now = new Date()): string => {
  const hours = Math.floor((now.getTime() - new Date(instant).getTime()) / 3_600_000)
  if (hours < 1) return 'under an hour'
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`
  const days = Math.floor(hours / 24)
  return days === 1 ? '1 day' : `${days} days`
}
