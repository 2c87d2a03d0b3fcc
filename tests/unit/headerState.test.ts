import { describe, expect, it } from 'vitest'

import { headerStateAt } from '@/globals/Header/HeaderShell'

describe('the header state at a scroll position', () => {
  const longPage = 5_000

  it('sits in the page up to 80 px', () => {
    expect(headerStateAt({ y: 0, previousY: 0, maxY: longPage })).toBe('top')
    expect(headerStateAt({ y: 80, previousY: 300, maxY: longPage })).toBe('top')
  })

  it('waits above the screen while scrolling down between 80 and 700 px', () => {
    expect(headerStateAt({ y: 81, previousY: 0, maxY: longPage })).toBe('scrolled')
    expect(headerStateAt({ y: 700, previousY: 690, maxY: longPage })).toBe('scrolled')
  })

  it('slides in past 700 px, whichever way', () => {
    expect(headerStateAt({ y: 701, previousY: 600, maxY: longPage })).toBe('revealed')
    expect(headerStateAt({ y: 2_000, previousY: 2_100, maxY: longPage })).toBe('revealed')
  })

  it('comes back on any scroll up', () => {
    expect(headerStateAt({ y: 400, previousY: 401, maxY: longPage })).toBe('revealed')
  })

  it('never hides on a page too short to reach 700 px', () => {
    expect(headerStateAt({ y: 300, previousY: 100, maxY: 450 })).toBe('revealed')
    expect(headerStateAt({ y: 700, previousY: 100, maxY: 700 })).toBe('revealed')
  })
})
