import { describe, expect, it } from 'vitest'

import { numberSetting } from '@/utilities/numberSetting'

describe('a number set in the environment', () => {
  it('is taken when it is a number of 0 or more', () => {
    expect(numberSetting('5', 1)).toBe(5)
    expect(numberSetting('0', 1)).toBe(0)
    expect(numberSetting('2.5', 1)).toBe(2.5)
  })

  it('falls back when unset, empty, negative or mistyped, so a typo never turns a limit off', () => {
    for (const value of [undefined, '', '  ', '-1', 'five', '5O', 'Infinity']) {
      expect(numberSetting(value, 7)).toBe(7)
    }
  })
})
