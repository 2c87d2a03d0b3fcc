import { describe, expect, it } from 'vitest'

import { safeRedirectPath } from '@/utilities/safeRedirectPath'

const SITE = 'https://formation.example'
const path = (value: string | null | undefined) => safeRedirectPath(value, SITE)

describe('redirect targets from a query parameter', () => {
  it('keeps paths of the site, with their query and fragment', () => {
    expect(path('/')).toBe('/')
    expect(path('/pricing-2')).toBe('/pricing-2')
    expect(path('/blog/post?draft=1#comments')).toBe('/blog/post?draft=1#comments')
    expect(path('/a/../pricing')).toBe('/pricing')
  })

  it('refuses nothing at all', () => {
    expect(path(null)).toBeNull()
    expect(path(undefined)).toBeNull()
    expect(path('')).toBeNull()
  })

  it('refuses other origins, protocol-relative and scheme URLs', () => {
    expect(path('//evil.example')).toBeNull()
    expect(path('///evil.example')).toBeNull()
    expect(path('https://evil.example')).toBeNull()
    expect(path('https://formation.example/pricing')).toBeNull()
    expect(path('javascript:alert(1)')).toBeNull()
    expect(path('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(path('evil.example')).toBeNull()
  })

  it('refuses backslashes, which browsers read as slashes', () => {
    expect(path('/\\evil.example')).toBeNull()
    expect(path('/\\/evil.example')).toBeNull()
    expect(path('\\\\evil.example')).toBeNull()
    expect(path('/pricing\\x')).toBeNull()
  })

  it('refuses whitespace and control characters, which browsers strip', () => {
    expect(path('/\t/evil.example')).toBeNull()
    expect(path('/\n/evil.example')).toBeNull()
    expect(path('/\r/evil.example')).toBeNull()
    expect(path('/ /evil.example')).toBeNull()
    expect(path('/\u0000/evil.example')).toBeNull()
    expect(path('/\u007f/evil.example')).toBeNull()
    expect(path('/\u00a0/evil.example')).toBeNull()
    expect(path('/pricing ')).toBeNull()
  })

  it('refuses dot segments that collapse into a protocol-relative path', () => {
    expect(path('/..//evil.example')).toBeNull()
    expect(path('/.//evil.example')).toBeNull()
    expect(path('/%2e%2e//evil.example')).toBeNull()
  })

  it('keeps percent-encoded slashes as they are: they stay one path segment of this site', () => {
    expect(path('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    expect(path('/%5Cevil.example')).toBe('/%5Cevil.example')
  })

  it('refuses everything when the site origin itself is not a URL', () => {
    expect(safeRedirectPath('/pricing', 'not a url')).toBeNull()
  })
})
