import type { Condition } from 'payload'
import { describe, expect, it } from 'vitest'

import { whenSibling } from '@/fields/conditions'

const shows = (condition: Condition, siblingData: Record<string, unknown> | undefined) =>
  condition(
    {},
    siblingData as Record<string, unknown>,
    { blockData: {}, path: [], user: null } as never,
  )

describe('whenSibling, the admin condition on sibling values', () => {
  it('shows the field only while the sibling holds the value', () => {
    const split = whenSibling({ variant: 'split' })
    expect(shows(split, { variant: 'split' })).toBe(true)
    expect(shows(split, { variant: 'centered' })).toBe(false)
    expect(shows(split, {})).toBe(false)
    expect(shows(split, undefined)).toBe(false)
  })

  it('reads a checkbox as true or not', () => {
    const linked = whenSibling({ enableLink: true })
    expect(shows(linked, { enableLink: true })).toBe(true)
    expect(shows(linked, { enableLink: false })).toBe(false)
    expect(shows(linked, {})).toBe(false)
  })

  it('needs every named sibling to match', () => {
    const picked = whenSibling({ layout: 'latest', source: 'picked' })
    expect(shows(picked, { layout: 'latest', source: 'picked' })).toBe(true)
    expect(shows(picked, { layout: 'latest', source: 'newest' })).toBe(false)
    expect(shows(picked, { layout: 'archive', source: 'picked' })).toBe(false)
  })

  it('with orUnset, also shows while the sibling has no value yet', () => {
    const single = whenSibling({ layout: 'single' }, { orUnset: true })
    expect(shows(single, {})).toBe(true)
    expect(shows(single, { layout: null })).toBe(true)
    expect(shows(single, { layout: 'single' })).toBe(true)
    expect(shows(single, { layout: 'cards' })).toBe(false)
  })
})
