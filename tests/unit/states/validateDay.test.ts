import { describe, expect, it } from 'vitest'

import { validateDay } from '@/collections/StateFees/fields/sourced'

describe('a state record’s “checked on” day', () => {
  it('takes a real day as YYYY-MM-DD, or nothing', () => {
    for (const day of ['2026-11-29', '2028-02-29', '', null, undefined])
      expect(validateDay(day)).toBe(true)
  })

  it('names the form expected for anything else, days that do not exist included', () => {
    for (const day of ['Nov 2026', '2026-13-40', '2026-02-30', '2026-02-29', '2026-1-5'])
      expect(validateDay(day)).toBe('Enter the day as YYYY-MM-DD.')
  })
})
