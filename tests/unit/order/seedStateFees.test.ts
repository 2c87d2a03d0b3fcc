import { describe, expect, it } from 'vitest'

import { US_STATES } from '@/order/states'
import { stateFeeSeed } from '@/seed/stateFees'

describe('state-fee seed', () => {
  it('has one row per state and DC, with the names the order schema knows', () => {
    expect(stateFeeSeed).toHaveLength(51)
    expect(Object.fromEntries(stateFeeSeed.map((row) => [row.slug, row.name]))).toEqual(US_STATES)
  })

  it('keeps the five fees the spec fixes exactly', () => {
    const fees = (slug: string) => {
      const row = stateFeeSeed.find((r) => r.slug === slug)!
      return [row.llc, row.corporation, row.nonprofit]
    }
    expect(fees('alabama')).toEqual([200, 200, 100])
    expect(fees('delaware')).toEqual([90, 89, 89])
    expect(fees('nevada')).toEqual([425, 425, 50])
    expect(fees('massachusetts')).toEqual([500, 275, 35])
    expect(fees('wyoming')).toEqual([100, 100, 25])
  })

  it('has whole, non-negative dollars and a source for every row', () => {
    for (const row of stateFeeSeed) {
      for (const fee of [row.llc, row.corporation, row.nonprofit]) {
        expect(Number.isInteger(fee) && fee >= 0, `${row.slug}: ${fee}`).toBe(true)
      }
      expect(row.source).toBeTruthy()
    }
  })

  it('marks the figures its source calls unverified', () => {
    const unverified = stateFeeSeed.filter((r) => !r.verified).map((r) => r.slug)
    expect(unverified).toContain('alaska')
    expect(unverified).not.toContain('california')
    expect(unverified).not.toContain('alabama')
    for (const row of stateFeeSeed) expect(row.verified).toBe(!row.source!.startsWith('unverified'))
  })
})
