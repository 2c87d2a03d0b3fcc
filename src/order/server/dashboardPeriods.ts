/** Where "today" and "this week" begin for the staff dashboard, in BUSINESS_TIME_ZONE. */

/** Milliseconds the zone is ahead of UTC at `at`. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  )
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
  return asUtc - Math.floor(at / 1000) * 1000
}

/** Midnight of `now`'s day in the zone, and of the Monday of its week, as instants. */
export function periodStarts(now: Date, timeZone: string): { today: Date; week: Date } {
  const local = new Date(now.getTime() + zoneOffset(now.getTime(), timeZone))
  const midnight = (daysBack: number) => {
    const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack)
    return new Date(day - zoneOffset(day, timeZone))
  }
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return { today: midnight(0), week: midnight(sinceMonday) }
}
