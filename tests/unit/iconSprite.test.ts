import { describe, expect, it } from 'vitest'

import { drawings, spriteDocument } from '@/components/Icon/drawings'
import { iconNames, interfaceIconNames } from '@/utilities/iconNames'
import { SPRITE_URL } from '@/components/Icon/spriteUrl'

describe('the icon sprite', () => {
  const sprite = spriteDocument()

  it('has one symbol for every icon name, staff-pickable or the site’s own', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(ids)).toEqual(new Set([...iconNames, ...interfaceIconNames]))
    expect(Object.keys(drawings)).toHaveLength(ids.length)
  })

  it('is one SVG of 24×24 symbols with Lucide’s shapes and no React keys', () => {
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/)
    expect(sprite).toContain('<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/>')
    expect(sprite).not.toMatch(/ key="/)
  })

  it('is addressed with a version, so browsers may keep it for a year', () => {
    expect(SPRITE_URL).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/)
  })
})
