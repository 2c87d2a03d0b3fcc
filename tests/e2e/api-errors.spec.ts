import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { owner } from './accounts'

// Malformed ids, filters and bodies an anonymous caller can send to Payload's own REST and
// GraphQL API: each is the caller's mistake, answered 4xx with a message, never a 500.

async function expectRefused(response: APIResponse, status: number, message?: RegExp) {
  const label = `${response.url()} answered ${response.status()}`
  expect(response.status(), label).toBe(status)
  const body = (await response.json()) as { errors: { message: string }[] }
  expect(body.errors[0].message, label).toEqual(expect.any(String))
  if (message) expect(body.errors[0].message, label).toMatch(message)
}

test('an id that cannot exist is 404', async ({ request }) => {
  for (const path of [
    '/api/pages/abc',
    '/api/pages/1.5',
    '/api/state-fees/99999999999999999999',
    '/api/state-fees/2147483648',
    '/api/media/abc',
    '/api/media/%27%20or%201=1--',
  ]) {
    await expectRefused(await request.get(path), 404, /id/)
  }
})

test('a filter value its field cannot hold is 400', async ({ request }) => {
  for (const path of [
    '/api/pages?where[id][in]=1,abc',
    '/api/pages?where[or][0][id][in]=abc',
    '/api/state-fees?where[id][not_in]=99999999999999999999',
    '/api/pages?where[title][equals]=%00',
  ]) {
    await expectRefused(await request.get(path), 400, /Invalid value/)
  }
})

test('other odd queries are refused or answered, never a 500', async ({ request }) => {
  for (const path of [
    '/api/pages?where[id][equals]=abc',
    '/api/media?where[id][greater_than]=abc',
    '/api/pages?where[createdAt][equals]=not-a-date',
    '/api/pages?where[nonexistent][equals]=1',
    '/api/pages?limit=abc&page=-1&depth=abc',
    '/api/pages?sort=nonexistent',
    '/api/state-fees?where[llc][equals]=abc',
    '/api/users?where[password][exists]=true',
    '/api/pages/%00',
  ]) {
    const response = await request.get(path)
    expect(response.status(), `${path} answered ${response.status()}`).toBeLessThan(500)
  }
})

/** An Authorization header of the owner, for GraphQL, which serves staff only. */
async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: owner })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test('malformed JSON is 400, on REST and on GraphQL', async ({ request }) => {
  const malformed = {
    headers: { 'Content-Type': 'application/json' },
    data: Buffer.from('{"query": '),
  }
  await expectRefused(
    await request.post('/api/graphql', {
      ...malformed,
      headers: { ...malformed.headers, ...(await staffHeaders(request)) },
    }),
    400,
    /JSON/,
  )
  await expectRefused(await request.post('/api/users/login', malformed), 400, /JSON/)
  await expectRefused(
    await request.post('/api/pages', {
      ...malformed,
      headers: { ...malformed.headers, 'X-Payload-HTTP-Method-Override': 'GET' },
    }),
    400,
    /JSON/,
  )
})

test('a GraphQL query with values of the wrong type is not a server error', async ({ request }) => {
  for (const query of [
    '{ Pages(where: { id: { equals: "abc" } }) { docs { id } } }',
    '{ Page(id: 99999999999999999999) { id } }',
    '{ StateFees(where: { id: { in: [1, 99999999999] } }) { docs { id } } }',
  ]) {
    const response = await request.post('/api/graphql', { data: { query } })
    expect(response.status(), query).toBeLessThan(500)
    const body = (await response.json()) as { errors?: { extensions?: { statusCode?: number } }[] }
    for (const error of body.errors ?? []) {
      expect(error.extensions?.statusCode ?? 400, query).toBeLessThan(500)
    }
  }
})

test('a where clause of the wrong shape or with an operator its field lacks is 400', async ({
  request,
}) => {
  for (const path of [
    '/api/pages?where=notanobject',
    '/api/pages/count?where=x',
    '/api/pages?where[title][near]=1,2',
    '/api/pages?where[title][all]=a',
    '/api/pages?where[id][within]=x',
    '/api/pages?where[id][intersects]=x',
    '/api/pages?where[title][like][0]=a',
    '/api/pages?where[layout.blockType][equals]=x',
    '/api/pages?where[id][contains]=a',
  ]) {
    const response = await request.get(path)
    expect(response.status(), `${path} answered ${response.status()}`).toBeLessThan(500)
    expect(response.status(), `${path} answered ${response.status()}`).toBeGreaterThanOrEqual(400)
  }
})

test('a GraphQL query whose fragments spread each other in a cycle is 400', async ({ request }) => {
  const query = 'query { ...F } fragment F on Query { ...G } fragment G on Query { ...F }'
  const headers = await staffHeaders(request)
  await expectRefused(
    await request.post('/api/graphql', { headers, data: { query } }),
    400,
    /cycle|itself/i,
  )
})

test('a multipart body that is not multipart is 400', async ({ request }) => {
  for (const [path, type] of [
    ['/api/users/login', 'multipart/form-data; boundary=x'],
    ['/api/graphql', 'multipart/form-data; boundary=x'],
    ['/api/users/login', 'multipart/form-data'],
  ]) {
    const response = await request.post(path, {
      headers: { 'Content-Type': type },
      data: Buffer.from('{}'),
    })
    expect(response.status(), `${path} (${type}) answered ${response.status()}`).toBeLessThan(500)
  }
})

// Every collection and global of the site, as Payload serves them (its own and its plugins').
const COLLECTIONS = [
  'pages',
  'posts',
  'categories',
  'jobs',
  'projects',
  'services',
  'faqs',
  'team-members',
  'media',
  'orders',
  'order-events',
  'order-documents',
  'state-fees',
  'state-fee-changes',
  'submission-files',
  'users',
  'forms',
  'form-submissions',
  'redirects',
]
const GLOBALS = ['header', 'footer', 'site-settings']

test('a create or update without a document is 4xx on every collection and global, never a 500', async ({
  request,
}) => {
  const login = await request.post('/api/users/login', { data: owner })
  const token = ((await login.json()) as { token: string }).token
  const bodies: [string, { headers: Record<string, string>; data?: Buffer }][] = [
    ['null', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('null') }],
    ['a list', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('[1]') }],
    ['empty', { headers: { 'Content-Type': 'application/json' } }],
    ['text', { headers: { 'Content-Type': 'text/plain' }, data: Buffer.from('title=x') }],
  ]
  const paths = [
    ...COLLECTIONS.flatMap((slug) => [
      ['POST', `/api/${slug}`],
      ['PATCH', `/api/${slug}/1`],
    ]),
    ...GLOBALS.map((slug) => ['POST', `/api/globals/${slug}`]),
  ]
  const visitor: Record<string, string> = {}
  for (const auth of [visitor, { Authorization: `JWT ${token}` }]) {
    for (const [method, path] of paths) {
      // A visitor's submissions count against this address's limit, which the form tests need;
      // tests/int/security covers them from addresses of their own.
      if (auth === visitor && path === '/api/form-submissions') continue
      for (const [label, { headers, data }] of bodies) {
        const response = await request.fetch(path!, {
          method,
          headers: { ...headers, ...auth },
          data,
        })
        const what = `${method} ${path} with ${label} (${'Authorization' in auth ? 'staff' : 'visitor'})`
        expect(response.status(), `${what}: ${await response.text()}`).toBeGreaterThanOrEqual(400)
        expect(response.status(), what).toBeLessThan(500)
      }
    }
  }
  // A staff member's multipart form without a document, or with a broken one.
  for (const _payload of ['null', '{broken', undefined]) {
    const response = await request.post('/api/pages', {
      headers: { Authorization: `JWT ${token}` },
      multipart: _payload === undefined ? { other: 'x' } : { _payload },
    })
    expect(response.status(), `_payload ${_payload}`).toBe(400)
  }
})

test('routes the site does not use and files that do not exist are 404, not 500 or 501', async ({
  request,
}) => {
  await expectRefused(await request.post('/api/users/verify/x'), 404, /verify/)
  await expectRefused(await request.get('/api/media/file/no-such-file.png'), 404, /file/)
  await expectRefused(await request.get('/api/payload-migrations'), 404)
  await expectRefused(await request.get('/api/pages?data=not-json'), 400, /JSON/)
  for (const url of ['/index', '/home-10', '/api/media/file/no-such-file.png', '/api/users/me']) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
    expect(response.status(), `image of ${url}`).toBeGreaterThanOrEqual(400)
    expect(response.status(), `image of ${url}`).toBeLessThan(500)
  }
})

test('GraphQL is for staff: anonymous queries are 401, and errors name no fields in production', async ({
  request,
}) => {
  const anonymous = await request.post('/api/graphql', {
    data: { query: '{ Pages { totalDocs } }' },
  })
  expect(anonymous.status()).toBe(401)
  const login = await request.post('/api/users/login', { data: owner })
  const token = ((await login.json()) as { token: string }).token
  const misspelt = await request.post('/api/graphql', {
    headers: { Authorization: `JWT ${token}` },
    data: { query: '{ Pagez { totalDocs } }' },
  })
  expect(misspelt.status()).toBe(400)
  expect(await misspelt.text()).not.toMatch(/Did you mean/)
})
