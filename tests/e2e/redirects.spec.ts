import { expect, test } from '@playwright/test'

import { owner, siteOrigin } from './accounts'

// Redirect targets an attacker could put in a preview link, written as they reach the server
// (already percent-encoded): each of them, read by a browser, leads off the site.
const OFF_SITE = [
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '%20//evil.example',
  '//evil.example',
  '///evil.example',
  '/..//evil.example',
  'https://evil.example',
  'HTTPS://evil.example/',
  'javascript:alert(document.domain)',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
]

const exitPreview = (target: string) => `/next/exit-preview?path=${target}`
const preview = (target: string) => `/next/preview?path=${target}`

test('leaving preview never redirects off the site', async ({ request }) => {
  for (const target of OFF_SITE) {
    const response = await request.get(exitPreview(target), { maxRedirects: 0 })
    expect(response.status(), target).toBe(307)
    expect(response.headers()['location'], target).toBe('/')
  }
})

test('leaving preview returns to the page it was on', async ({ request }) => {
  const response = await request.get(exitPreview('/free%3Fstep%3D2'), { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toBe('/free?step=2')
})

test('preview refuses off-site paths before anything else, signed in or not', async ({
  request,
}) => {
  for (const target of OFF_SITE) {
    const anonymous = await request.get(preview(target), { maxRedirects: 0 })
    expect(anonymous.status(), target).toBe(400)
  }

  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBe(true)
  for (const target of OFF_SITE) {
    const signedIn = await request.get(preview(target), { maxRedirects: 0 })
    expect(signedIn.status(), target).toBe(400)
    expect(signedIn.headers()['location'], target).toBeUndefined()
  }
  // A browser following the admin's preview link says it navigates from the site itself.
  const page = await request.get(preview('/free'), {
    maxRedirects: 0,
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(page.status()).toBe(307)
  expect(page.headers()['location']).toBe('/free')
  await request.post('/api/users/logout', { headers: siteOrigin })
})
