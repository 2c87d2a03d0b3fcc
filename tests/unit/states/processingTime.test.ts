import { describe, expect, it } from 'vitest'

import { stateProcessing } from '@/states/processingTime'

const source = (url: string | null, checkedOn: string | null = '2026-12-04') => ({
  confidence: 'single' as const,
  url,
  checkedOn,
})

describe("the state's processing time in words", () => {
  it('says the range and where it was read', () => {
    expect(
      stateProcessing('Georgia', {
        minDays: 7,
        maxDays: 10,
        source: source('https://sos.ga.gov/how-to-guide/filing-fees'),
      }),
    ).toBe(
      'Georgia then processes the filing, usually in 7 to 10 business days, as sos.ga.gov gave it on 2026-12-04.',
    )
  })

  it('says one day as one, and no time as the same day', () => {
    expect(stateProcessing('Ohio', { minDays: 1, maxDays: 1, source: source(null) })).toBe(
      'Ohio then processes the filing, usually in 1 business day.',
    )
    expect(
      stateProcessing(
        'Colorado',
        { minDays: 0, maxDays: 0, source: source('https://www.coloradosos.gov/') },
        'reviews',
      ),
    ).toBe(
      'Colorado then reviews the filing, usually the same day, as www.coloradosos.gov gave it on 2026-12-04.',
    )
  })

  it('says an unknown time is unknown, never a guess', () => {
    expect(stateProcessing('Texas', { minDays: null, maxDays: null, source: source(null) })).toBe(
      'Texas then processes the filing; we do not know yet how long that takes there.',
    )
    expect(stateProcessing('Texas', null)).toMatch(/we do not know yet/)
  })
})
