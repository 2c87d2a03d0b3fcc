import { describe, expect, it } from 'vitest'

import { addBusinessDays, expectedFilingDay, filingEstimates } from '@/order/filingSpeed'

const day = (iso: string) => new Date(`${iso}T10:00:00`)
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

describe('filing estimates', () => {
  it('counts expedited filing in business days, skipping weekends', () => {
    expect(iso(addBusinessDays(day('2026-11-23'), 2))).toBe('2026-11-25') // Monday → Wednesday
    expect(iso(addBusinessDays(day('2026-11-26'), 2))).toBe('2026-11-30') // Thursday → Monday
    expect(iso(addBusinessDays(day('2026-11-21'), 2))).toBe('2026-11-24') // Saturday → Tuesday
  })

  it('puts standard filing two weeks out', () => {
    const { expedited, standard } = filingEstimates(day('2026-11-21'))
    expect(iso(standard)).toBe('2026-12-05')
    expect(iso(expedited)).toBe('2026-11-24')
  })

  it('expects an order’s filing from its payment day, at the speed chosen', () => {
    expect(expectedFilingDay('2026-11-26', true)).toBe('2026-11-30')
    expect(expectedFilingDay('2026-11-26', false)).toBe('2026-12-10')
  })
})
