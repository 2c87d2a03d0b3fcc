import { describe, expect, it } from 'vitest'

import { calendarDate, longDate } from '@/utilities/dates'

describe('dates as the site shows them', () => {
  it('an instant is shown as its day in UTC, the same on every server', () => {
    expect(longDate('2026-11-19T21:27:17.961Z')).toBe('November 19, 2026')
    expect(longDate('2026-01-01T00:00:00Z')).toBe('January 1, 2026')
    expect(longDate('2026-12-31T23:59:59Z')).toBe('December 31, 2026')
  })

  it('a calendar day is shown as that day, whatever the time after it', () => {
    expect(calendarDate('2026-07-17')).toBe('July 17, 2026')
    expect(calendarDate('2026-07-17T23:30:00-08:00')).toBe('July 17, 2026')
    expect(calendarDate('2028-02-29')).toBe('February 29, 2028')
  })

  it('text that is no date is shown as it is, never failing the page', () => {
    expect(longDate('not a date')).toBe('not a date')
    expect(calendarDate('2026-13-40')).toBe('2026-13-40')
  })
})
