import { describe, expect, it } from 'vitest'

import { HOME_SLUG, pathForSlug, slugFromSegments } from '@/utilities/paths'

describe('page paths', () => {
  it('maps the root path to the home page', () => {
    expect(slugFromSegments(undefined)).toBe(HOME_SLUG)
    expect(slugFromSegments([])).toBe(HOME_SLUG)
    expect(pathForSlug(HOME_SLUG)).toBe('/')
  })

  it('maps other slugs to their own path and back', () => {
    expect(slugFromSegments(['pricing-2'])).toBe('pricing-2')
    expect(pathForSlug('pricing-2')).toBe('/pricing-2')
  })
})
