import { describe, expect, it } from 'vitest'

import { stateProcessing } from '@/states/processingTime'

const source = (
  url: string | null,
  confidence: 'official' | 'single' = 'official',
  checkedOn: string | null = '2026-12-04',
) => ({ confidence, url, checkedOn })

describe("the state's processing time in words", () => {
  it("says the range, naming the state's own page it was read on", () => {
    expect(
      stateProcessing('Georgia', {
        minDays: 7,
        maxDays: 10,
        source: source('https://sos.ga.gov/how-to-guide/filing-fees'),
      }),
    ).toBe(
      'Georgia then processes the filing, usually in 7 to 10 business days, as sos.ga.gov said on December 4, 2026.',
    )
  })

  it('says a figure from other sites is theirs, not the state’s', () => {
    expect(
      stateProcessing('Delaware', {
        minDays: 3,
        maxDays: 5,
        source: source('https://www.cscglobal.com/', 'single'),
      }),
    ).toBe(
      "Delaware then processes the filing, usually in 3 to 5 business days, by other sites' account, not the state's (checked on December 4, 2026).",
    )
  })

  it('says one day as one, from zero as "within", and none as the same day', () => {
    expect(stateProcessing('Ohio', { minDays: 1, maxDays: 1, source: source(null) })).toMatch(
      /^Ohio then processes the filing, usually in 1 business day, /,
    )
    expect(stateProcessing('Arkansas', { minDays: 0, maxDays: 2, source: source(null) })).toMatch(
      /usually within 2 business days/,
    )
    expect(
      stateProcessing('Colorado', { minDays: 0, maxDays: 0, source: source(null) }, 'reviews'),
    ).toMatch(/^Colorado then reviews the filing, usually the same day/)
  })

  it('says an unknown time is unknown, never a guess', () => {
    expect(stateProcessing('Texas', { minDays: null, maxDays: null, source: source(null) })).toBe(
      'Texas then processes the filing; we do not know yet how long that takes there.',
    )
    expect(stateProcessing('Texas', null)).toMatch(/we do not know yet/)
  })
})
