import { describe, expect, it } from 'vitest'

import { onSitePath, serverUrl, serverUrlIsSet } from '@/utilities/serverUrl'

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

  it('turns its own absolute URLs into paths, for the image optimiser, and leaves others', () => {
    const env = { NEXT_PUBLIC_SERVER_URL: 'https://formation.example' }
    expect(onSitePath('https://formation.example/api/media/file/a.png', env)).toBe(
      '/api/media/file/a.png',
    )
    expect(onSitePath('/api/media/file/a.png', env)).toBe('/api/media/file/a.png')
    expect(onSitePath('https://formation.example.evil/a.png', env)).toBe(
      'https://formation.example.evil/a.png',
    )
    expect(onSitePath('https://cdn.example/a.png', env)).toBe('https://cdn.example/a.png')
  })
})
