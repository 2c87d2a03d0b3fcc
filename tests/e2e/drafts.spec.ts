import { randomUUID } from 'node:crypto'

import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'

import { owner, ownerHeaders, siteOrigin } from './accounts'

// Drafts are read only in draft mode by a signed-in staff member: Next's draft-mode cookie is
// one value for the whole build, so on its own it must show the published version.

const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000'
const run = randomUUID().slice(0, 8)

type Kind = { collection: string; path: (slug: string) => string }
const KINDS: Kind[] = [
  { collection: 'pages', path: (slug) => `/${slug}` },
  { collection: 'posts', path: (slug) => `/blog/${slug}` },
  { collection: 'jobs', path: (slug) => `/career/${slug}` },
  { collection: 'projects', path: (slug) => `/portfolio/${slug}` },
]

/** A signed-in owner's browser context, in draft mode through the admin's preview link. */
async function previewing(browser: Browser, path: string) {
  // The site's Origin, as a browser sends it: Payload honours the staff cookie only from it.
  const context = await browser.newContext({ extraHTTPHeaders: siteOrigin })
  expect((await context.request.post('/api/users/login', { data: owner })).ok()).toBe(true)
  const preview = await context.request.get(`/next/preview?path=${encodeURIComponent(path)}`, {
    maxRedirects: 0,
  })
  expect(preview.status()).toBe(307)
  const bypass = (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')
  expect(bypass).toBeTruthy()
  return { context, bypass: bypass! }
}

async function firstPublished(request: APIRequestContext, headers: Record<string, string>) {
  const found = await request.get('/api/posts', {
    headers,
    params: { 'where[_status][equals]': 'published', limit: 1, depth: 0 },
  })
  return ((await found.json()) as { docs: { id: number; slug: string; title: string }[] }).docs[0]!
}

test('the draft-mode cookie without a staff session shows the published post', async ({
  browser,
  request,
}) => {
  const headers = await ownerHeaders(request)
  const post = await firstPublished(request, headers)
  const draftTitle = `Unpublished headline ${run}`
  const drafted = await request.patch(`/api/posts/${post.id}?draft=true`, {
    headers,
    data: { title: draftTitle },
  })
  expect(drafted.ok(), await drafted.text()).toBe(true)
  try {
    const { context, bypass } = await previewing(browser, `/blog/${post.slug}`)
    expect(await (await context.request.get(`/blog/${post.slug}`)).text()).toContain(draftTitle)
    await context.close()

    // Whoever kept the cookie (a former employee, a shared machine) reads the published post.
    const visitor = await browser.newContext()
    await visitor.addCookies([{ name: bypass.name, value: bypass.value, url: baseURL() }])
    const html = await (await visitor.request.get(`/blog/${post.slug}`)).text()
    expect(html).not.toContain(draftTitle)
    expect(html).toContain(post.title)
    await visitor.close()
  } finally {
    // Publishing the post as it was leaves no draft behind for other tests.
    await request.patch(`/api/posts/${post.id}`, {
      headers,
      data: { title: post.title, _status: 'published' },
    })
  }
})

for (const kind of KINDS) {
  test(`a ${kind.collection} draft with no content renders for staff and is unseen by others`, async ({
    browser,
    request,
  }) => {
    const headers = await ownerHeaders(request)
    const slug = `empty-draft-${kind.collection}-${run}`
    const title = `Empty draft ${kind.collection} ${run}`
    const created = await request.post(`/api/${kind.collection}?draft=true`, {
      headers,
      data: { title, slug, _status: 'draft' },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const path = kind.path(slug)
      const { context, bypass } = await previewing(browser, path)
      const staff = await context.request.get(path)
      expect(staff.status(), path).toBe(200)
      expect(await staff.text()).toContain(title)
      await context.close()

      const visitor = await browser.newContext()
      await visitor.addCookies([{ name: bypass.name, value: bypass.value, url: baseURL() }])
      const seen = await visitor.request.get(path)
      expect(seen.status(), path).toBe(404)
      expect(await seen.text()).not.toContain(title)
      await visitor.close()
    } finally {
      await request.delete(`/api/${kind.collection}/${doc.id}`, { headers })
    }
  })
}
