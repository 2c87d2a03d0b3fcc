import { request as httpRequest } from 'node:http'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { owner } from './accounts'

// JSON bodies over 1 MB are refused with 413 before the API parses them, whether the size is
// declared or the body comes chunked; uploads keep Payload's own limit. Anonymous GraphQL is
// refused before its body is read at all.

const MB = 1024 * 1024

/** A JSON login body of about `bytes` bytes. */
const loginOfSize = (bytes: number) =>
  JSON.stringify({ email: owner.email, password: 'x'.repeat(bytes) })
const graphqlOfSize = (bytes: number) =>
  JSON.stringify({ query: `{ __typename } #${'x'.repeat(bytes)}` })

const baseUrl = () => test.info().project.use.baseURL ?? 'http://localhost:3000'

/** POSTs `body` with Transfer-Encoding: chunked (no Content-Length), in 64 KB chunks. */
function postChunked(
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, baseUrl()),
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    // The server may answer and close before the whole body is sent: that answer counts.
    request.on('error', reject)
    const bytes = Buffer.from(body)
    let offset = 0
    const writeMore = () => {
      while (offset < bytes.length) {
        const chunk = bytes.subarray(offset, offset + 64 * 1024)
        offset += chunk.length
        if (!request.write(chunk)) return void request.once('drain', writeMore)
      }
      request.end()
    }
    writeMore()
  })
}

/** GraphQL serves staff only: its body limit is reached with a staff token. */
async function staffToken(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

for (const [path, bodyOfSize] of [
  ['/api/users/login', loginOfSize],
  ['/api/graphql', graphqlOfSize],
] as const) {
  for (const size of [2 * MB, 20 * MB]) {
    test(`${path}: ${size / MB} MB of JSON is 413, declared or chunked`, async ({ request }) => {
      const body = bodyOfSize(size)
      const headers = path === '/api/graphql' ? await staffToken(request) : {}
      const declared = await request.post(path, {
        headers: { 'Content-Type': 'application/json', ...headers },
        data: body,
      })
      expect(declared.status()).toBe(413)
      expect(await declared.json()).toEqual({
        errors: [{ message: expect.stringMatching(/larger than/) }],
      })

      const chunked = await postChunked(path, body, headers)
      expect(chunked.status).toBe(413)
      expect(JSON.parse(chunked.text)).toEqual({
        errors: [{ message: expect.stringMatching(/larger than/) }],
      })
    })
  }
}

test('anonymous GraphQL is refused with 401 before its body is read, whatever its size', async () => {
  const chunked = await postChunked('/api/graphql', graphqlOfSize(20 * MB))
  expect(chunked.status).toBe(401)
  expect(chunked.text).toMatch(/signed-in staff/)
})

test('bodies under the limit still work, chunked or not', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.status()).toBe(200)
  expect(((await login.json()) as { token?: string }).token).toEqual(expect.any(String))
  await request.post('/api/users/logout')

  const chunkedLogin = await postChunked('/api/users/login', JSON.stringify(owner))
  expect(chunkedLogin.status).toBe(200)
  // GraphQL serves staff only.
  const { token } = JSON.parse(chunkedLogin.text) as { token: string }
  const chunkedQuery = await postChunked(
    '/api/graphql',
    JSON.stringify({ query: '{ __typename }' }),
    { Authorization: `JWT ${token}` },
  )
  expect(chunkedQuery.status).toBe(200)
  expect(JSON.parse(chunkedQuery.text)).toEqual({ data: { __typename: 'Query' } })
})

test('a multipart upload over 1 MB reaches Payload, which applies its own rules', async ({
  request,
}) => {
  // Anonymous, so Payload refuses it for access after reading it: not 413.
  const response = await request.post('/api/media', {
    multipart: {
      file: { name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * MB, 1) },
      _payload: JSON.stringify({ alt: 'Large' }),
    },
  })
  expect(response.status()).toBe(403)
})

// The site's own form routes outside /api read at most a few KB, multipart or not.
for (const path of [
  '/order/lost-link',
  '/order/stop-reminders?t=x',
  `/order/${'A'.repeat(43)}/reminders`,
]) {
  test(`${path.split('?')[0]}: a 32 MB form is 413, declared or chunked`, async ({ request }) => {
    const body = `email=${'x'.repeat(32 * MB)}`
    const type = { 'Content-Type': 'application/x-www-form-urlencoded' }
    const declared = await request.post(path, { headers: type, data: body, maxRedirects: 0 })
    // A link that opens no order is refused before its form is read.
    const expected = path.includes('/reminders') && !path.includes('stop') ? 404 : 413
    expect(declared.status()).toBe(expected)
    const chunked = await postChunked(path, body, type)
    expect(chunked.status).toBe(expected)
    if (expected === 413) expect(chunked.text).toMatch(/larger than 8 KB|larger than 2 KB/)
  })
}
