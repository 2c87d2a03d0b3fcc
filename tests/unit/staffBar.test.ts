// @vitest-environment happy-dom
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { STAFF_BAR_SCRIPT } from '@/components/StaffBar/script'
import { adminEditPath } from '@/utilities/paths'

/** Runs the inline script on a page like the site's, with /api/users/me answering `user`. */
async function run({ cookie = '', user = null as unknown, meta = true } = {}) {
  document.head.innerHTML = meta
    ? '<meta name="admin-edit" content="/admin/collections/pages/12">'
    : ''
  document.body.innerHTML = '<a class="skip-link" href="#main">Skip</a><header></header>'
  document.cookie = cookie
  const fetch = vi.fn(async () => Response.json({ user }))
  vi.stubGlobal('fetch', fetch)
  new Function(STAFF_BAR_SCRIPT)()
  await new Promise((resolve) => setTimeout(resolve, 10))
  const bar = document.querySelector('nav')
  const links = Object.fromEntries(
    [...(bar?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a]),
  )
  return { fetch, bar, links }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.cookie = 'staff=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('the staff bar', () => {
  it('asks nothing and draws nothing for a visitor, who carries no marker', async () => {
    const { fetch, bar } = await run({ cookie: 'theme=dark' })
    expect(fetch).not.toHaveBeenCalled()
    expect(bar).toBeNull()
  })

  it('asks who is signed in when the marker is there, and draws the bar for staff', async () => {
    const { fetch, bar, links } = await run({ cookie: 'staff=1', user: { role: 'editor' } })
    expect(fetch).toHaveBeenCalledWith('/api/users/me')
    expect(bar?.getAttribute('aria-label')).toBe('Staff')
    expect(bar?.previousElementSibling?.className).toBe('skip-link')
    expect(links['Edit this page'].getAttribute('href')).toBe('/admin/collections/pages/12')
    expect(links['New page'].getAttribute('href')).toBe('/admin/collections/pages/create')
    expect(links['Preview'].getAttribute('href')).toBe('/next/preview?path=%2F')
    expect(links['Log out'].getAttribute('href')).toBe('/admin/logout')
  })

  it('hides "Edit this page" on a page that is no document (a list, search)', async () => {
    const { links } = await run({ cookie: 'staff=1', user: { role: 'admin' }, meta: false })
    expect(links['Edit this page'].hidden).toBe(true)
    expect(links['New page'].hidden).toBe(false)
  })

  it('stays hidden when the session has ended, and forgets the stale marker', async () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set')
    const { fetch, bar } = await run({ cookie: 'staff=1', user: null })
    expect(fetch).toHaveBeenCalledOnce()
    expect(bar).toBeNull()
    expect(setCookie).toHaveBeenLastCalledWith('staff=;Path=/;Max-Age=0')
  })

  it('stays hidden for a signed-in user who is not staff', async () => {
    const { bar } = await run({ cookie: 'staff=1', user: { role: 'customer' } })
    expect(bar).toBeNull()
  })

  it('costs every page at most 1 KB', () => {
    expect(Buffer.byteLength(STAFF_BAR_SCRIPT)).toBeLessThanOrEqual(1024)
    expect(gzipSync(STAFF_BAR_SCRIPT).length).toBeLessThan(700)
  })
})

describe('a document’s edit view', () => {
  it('is its collection and id under the admin', () => {
    expect(adminEditPath('posts', 7)).toBe('/admin/collections/posts/7')
    expect(adminEditPath('state-fees', 'a b')).toBe('/admin/collections/state-fees/a%20b')
  })
})
