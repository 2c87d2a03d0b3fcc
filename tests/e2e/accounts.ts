import { type APIRequestContext, expect } from '@playwright/test'

/** Accounts the end-to-end suite creates: the owner in first-user.spec.ts, the editor from it. */
export const owner = { email: 'owner@example.com', password: 'a-long-test-password-1' }
export const editor = { email: 'editor@example.com', password: 'another-long-password-2' }

/** The headers of an API call made as the owner. */
export async function ownerHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/**
 * A staff account of a test file, created by the owner unless it exists: a file's `beforeAll`
 * runs again in a new worker after a test of it fails.
 */
export async function staffAccount(
  request: APIRequestContext,
  account: { email: string; password: string },
  role: 'admin' | 'editor',
): Promise<void> {
  const headers = await ownerHeaders(request)
  const found = await request.get('/api/users', {
    headers,
    params: { 'where[email][equals]': account.email, depth: 0 },
  })
  if (((await found.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await request.post('/api/users', { headers, data: { ...account, role } })
  expect(created.ok()).toBeTruthy()
}

/**
 * The site's own Origin, for API calls that ride the browser's staff cookie: with the public
 * address set, Payload honours the cookie only from it (a browser sends it; the test client not).
 */
export const siteOrigin = {
  Origin: new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000').origin,
}
