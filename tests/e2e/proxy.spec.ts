import { expect, test } from '@playwright/test'

import { type LocalProxy, startProxy } from '../../scripts/lib/nginx'
import { owner } from './accounts'

/**
 * The operators' proxy (deploy/nginx/nginx.conf, run by Debian's nginx) in front of the test server:
 * what it caches, what it never caches, and that a published edit still shows within 10 s.
 */
let proxy: LocalProxy

test.beforeAll(async ({ baseURL }) => {
  proxy = await startProxy(Number(new URL(baseURL!).port))
})

test.afterAll(async () => {
  await proxy?.stop()
})

const through = (path: string) => `${proxy.url}${path}`

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(through(path), { headers, redirect: 'manual' })
  return { response, body: await response.text(), cache: response.headers.get('x-cache-status') }
}

test('public pages are cached for a few seconds, compressed, and the same as the app’s', async ({
  request,
}) => {
  await get('/pricing')
  const { response, body, cache } = await get('/pricing', { 'accept-encoding': 'gzip' })
  expect(response.status).toBe(200)
  expect(cache).toBe('HIT')
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(response.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  )
  // The app's own security headers pass through.
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  const direct = await request.get('/pricing')
  expect(body).toBe(await direct.text())

  // A client that does not accept gzip gets its own plain copy, never the compressed one.
  const plain = await get('/pricing', { 'accept-encoding': 'identity' })
  expect(plain.response.headers.get('content-encoding')).toBeNull()
  expect(plain.body).toBe(body)
})

test('build files are cached for a year, in brotli for browsers that take it', async () => {
  const html = (await get('/')).body
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const plain = await get(script!, { 'accept-encoding': 'identity' })
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ] as const) {
    await get(script!, { 'accept-encoding': accepted })
    const { response, body, cache } = await get(script!, { 'accept-encoding': accepted })
    expect(cache, accepted).toBe('HIT')
    expect(response.headers.get('content-encoding'), accepted).toBe(encoding)
    expect(response.headers.get('cache-control')).toContain('immutable')
    // fetch decodes: whatever the encoding, the same script arrives.
    expect(body).toBe(plain.body)
  }
})

test('the admin, the API, previews, signed-in visitors and navigations are never cached', async () => {
  for (const path of [
    '/admin/login',
    '/api/users/me',
    '/api/pages?limit=1',
    '/next/exit-preview',
  ]) {
    await get(path)
    const { cache } = await get(path)
    expect(cache, path).toBeNull()
  }
  const cases: [string, Record<string, string>][] = [
    ['Payload session cookie', { cookie: 'theme=dark; payload-token=someone' }],
    ['draft-mode cookie', { cookie: '__prerender_bypass=abc' }],
    ['client navigation (RSC)', { rsc: '1' }],
    ['prefetch', { rsc: '1', 'next-router-prefetch': '1' }],
  ]
  await get('/pricing')
  for (const [what, headers] of cases) {
    expect((await get('/pricing', headers)).cache, what).toBe('BYPASS')
  }
  // An RSC answer never lands in the cache for ordinary visitors.
  const page = await get('/pricing')
  expect(page.response.headers.get('content-type')).toContain('text/html')
})

test('request bodies are limited: 1 MB for pages, larger uploads only through the API', async () => {
  const big = 'x'.repeat(2 * 1024 * 1024)
  const toPage = await fetch(through('/contact'), { method: 'POST', body: big })
  expect(toPage.status).toBe(413)
  // An upload-sized body reaches the app, which decides (here: not signed in).
  const form = new FormData()
  form.set('file', new Blob([big], { type: 'image/png' }), 'big.png')
  const upload = await fetch(through('/api/media'), { method: 'POST', body: form })
  expect(upload.status).not.toBe(413)
  expect(upload.status).toBeLessThan(500)
})

test('a published edit shows through the proxy within 10 seconds', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: owner })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Proxy check',
      slug: 'proxy-check',
      _status: 'published',
      layout: [{ blockType: 'pageTitle' }],
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }

  await get('/proxy-check')
  const cached = await get('/proxy-check')
  expect(cached.cache).toBe('HIT')
  expect(cached.body).toContain('Proxy check')

  const newTitle = `Proxy check ${Date.now()}`
  const updated = await request.patch(`/api/pages/${doc.id}`, {
    headers,
    data: { title: newTitle, _status: 'published' },
  })
  expect(updated.ok()).toBeTruthy()
  const published = Date.now()
  await expect
    .poll(async () => (await get('/proxy-check')).body.includes(newTitle), {
      timeout: 10_000,
      intervals: [250],
    })
    .toBe(true)
  console.log(`edit visible through the proxy after ${Date.now() - published} ms`)
  await request.delete(`/api/pages/${doc.id}`, { headers })
})
