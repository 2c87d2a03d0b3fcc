import {
  expect,
  type APIRequestContext,
  request as playwrightRequest,
  test,
} from '@playwright/test'

import { owner } from './accounts'

const signIn = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

test('the original site’s addresses lead to their pages with a permanent redirect', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/service.html', '/service'],
    ['/about.html', '/about'],
    ['/index', '/'],
    ['/index.html', '/'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    // One Location header: a repeated one ("/to, /to") sends browsers to a wrong address.
    const locations = response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'location')
    expect(locations, from).toHaveLength(1)
    expect(new URL(locations[0]!.value, 'http://x').pathname, from).toBe(to)
  }
  const content = await request.get('/content')
  expect(content.status()).toBe(200)
  expect(await content.text()).toContain('Forming a US company')
})

test('a redirect staff add in the admin works within seconds, and checks what they type', async ({
  request,
}) => {
  const headers = await signIn(request)
  const from = `/old-offer-${Date.now()}.html`
  // Visited first, so the not-found answer is in the cache.
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)

  const created = await request.post('/api/redirects', {
    headers,
    data: { from: `https://example.com${from}/`, to: { type: 'custom', url: '/pricing' } },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; from: string; type: string } }
  expect(doc.from).toBe(from)
  expect(doc.type).toBe('308')
  // Each server re-reads the table every 10 seconds.
  await expect
    .poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 15_000 })
    .toBe(308)
  const response = await request.get(from, { maxRedirects: 0 })
  expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'location')).toEqual([
    { name: expect.stringMatching(/^location$/i), value: expect.stringMatching(/\/pricing$/) },
  ])

  for (const data of [
    { from: '/admin/x', to: { type: 'custom', url: '/pricing' } },
    { from: '/somewhere', to: { type: 'custom', url: 'javascript:alert(1)' } },
    { from: '/somewhere', to: { type: 'custom', url: '//evil.example' } },
  ]) {
    const refused = await request.post('/api/redirects', { headers, data })
    expect(refused.status(), JSON.stringify(data)).toBe(400)
  }
  // A visitor (no session) cannot add one.
  const visitor = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL })
  const anonymous = await visitor.post('/api/redirects', {
    data: { from: '/x', to: { type: 'custom', url: '/' } },
  })
  expect(anonymous.status()).toBe(403)
  await visitor.dispose()

  await request.delete(`/api/redirects/${doc.id}`, { headers })
  await expect
    .poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 15_000 })
    .toBe(404)
})
