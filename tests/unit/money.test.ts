import { describe, expect, it } from 'vitest'

import { formatDollars } from '@/utilities/money'

describe('formatDollars', () => {
  it('shows dollars as typed by default', () => {
    expect(formatDollars(1234)).toBe('$1,234')
    expect(formatDollars(19.5)).toBe('$19.5')
  })

  it('shows cents when asked, and whole dollars when asked', () => {
    expect(formatDollars(19, { min: 2 })).toBe('$19.00')
    expect(formatDollars(29.5, { min: 2, max: 2 })).toBe('$29.50')
    expect(formatDollars(90000, { max: 0 })).toBe('$90,000')
    expect(formatDollars(90000.6, { max: 0 })).toBe('$90,001')
  })
})
