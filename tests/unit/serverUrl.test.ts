import { describe, expect, it } from 'vitest'

import { serverUrl, serverUrlIsSet } from '@/utilities/serverUrl'

describe('the site’s public address', () => {
  it('is NEXT_PUBLIC_SERVER_URL, without a trailing slash', () => {
    const env = { NEXT_PUBLIC_SERVER_URL: 'https://formation.example/' }
    expect(serverUrlIsSet(env)).toBe(true)
    expect(serverUrl(env)).toBe('https://formation.example')
  })

  it('is this machine’s port in development, and counts as unset', () => {
    expect(serverUrlIsSet({})).toBe(false)
    expect(serverUrl({ PORT: '3100' })).toBe('http://localhost:3100')
    expect(serverUrl({})).toBe('http://localhost:3000')
  })
})
