import { describe, expect, it } from 'vitest'

import { uniqueAnchors } from '@/blocks/uniqueAnchors'
import { linkHref } from '@/utilities/linkHref'
import { HOME_SLUG } from '@/utilities/paths'

describe('section anchors', () => {
  it('keeps the first use of an anchor and drops repeats, invalid fragments and reserved ids', () => {
    const blocks = [
      { anchor: 'services' },
      {},
      { anchor: 'services' },
      { anchor: 'Bad id' },
      { anchor: 'main' },
      { anchor: 'faq' },
      {},
    ]
    expect(uniqueAnchors(blocks)).toEqual([
      'services',
      undefined,
      undefined,
      undefined,
      undefined,
      'faq',
      undefined,
    ])
  })
})

describe('link targets', () => {
  it('follows a referenced page to its current path', () => {
    expect(linkHref({ type: 'reference', reference: { slug: 'pricing' } })).toBe('/pricing')
    expect(linkHref({ type: 'reference', reference: { slug: HOME_SLUG } })).toBe('/')
  })

  it('has no target when the page is missing or not readable', () => {
    expect(linkHref({ type: 'reference', reference: 42 })).toBeNull()
    expect(linkHref({ type: 'reference', reference: null })).toBeNull()
  })

  it('uses a custom URL as typed', () => {
    expect(linkHref({ type: 'custom', url: 'https://example.com/a' })).toBe('https://example.com/a')
    expect(linkHref({ type: 'custom', url: '' })).toBeNull()
  })
})
