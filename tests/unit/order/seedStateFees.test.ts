import { describe, expect, it } from 'vitest'

import { US_STATES } from '@/collections/StateFees/usStates'
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

  it('cites a source, or says none was found, for each of the three fees, with the day it was read', () => {
    for (const row of stateFeeSeed) {
      const lines = row.source!.split('\n')
      for (const [index, label] of ['LLC', 'C-Corporation', 'Nonprofit'].entries()) {
        const fee = [row.llc, row.corporation, row.nonprofit][index]
        expect(lines[index], row.slug).toMatch(
          new RegExp(
            `^${label} ${fee}\\b.*(https?://\\S+ \\(read|no source found \\(searched) \\d{4}-\\d{2}-\\d{2}\\)$`,
          ),
        )
      }
    }
  })

  it('marks a row verified only when all three fees cite official text', () => {
    const verified = stateFeeSeed.filter((r) => r.verified)
    expect(verified.map((r) => r.slug)).toContain('california')
    expect(verified.map((r) => r.slug)).toContain('pennsylvania')
    for (const row of verified) {
      const lines = row.source!.split('\n').slice(0, 3)
      for (const line of lines) expect(line, row.slug).toMatch(/: official text .*https?:\/\//)
      for (const line of lines) expect(line, row.slug).not.toMatch(/this source says/)
    }
    // The spec's rows are not what the states' own texts say: they stay unverified.
    for (const slug of ['alabama', 'delaware', 'massachusetts', 'nevada', 'wyoming'])
      expect(stateFeeSeed.find((r) => r.slug === slug)!.verified, slug).toBe(false)
  })
})
