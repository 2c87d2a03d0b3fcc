import { type APIResponse, expect, test } from '@playwright/test'

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

test('malformed JSON is 400, on REST and on GraphQL', async ({ request }) => {
  const malformed = {
    headers: { 'Content-Type': 'application/json' },
    data: Buffer.from('{"query": '),
  }
  await expectRefused(await request.post('/api/graphql', malformed), 400, /JSON/)
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
  await expectRefused(await request.post('/api/graphql', { data: { query } }), 400, /cycle|itself/i)
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
