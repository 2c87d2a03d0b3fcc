import { expect, type APIRequestContext, test } from '@playwright/test'

import { owner } from './accounts'

const signIn = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** "Nov 22, 2026 3:05 PM": how the admin's date picker shows (and reads) a moment. */
const pickerText = (date: Date) =>
  `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })} ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`

test('a page scheduled a minute ahead in the admin goes public on its own', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000)
  const slug = `scheduled-${Date.now()}`
  const title = 'Annual report season: what is due when'
  const headers = await signIn(request)
  const created = await request.post('/api/pages', {
    headers,
    data: { title, slug, _status: 'draft', layout: [{ blockType: 'pageTitle' }] },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }

  const visitor = await (await browser.newContext()).newPage()
  expect((await visitor.goto(`/${slug}`))?.status()).toBe(404)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(owner.email)
  await page.locator('#field-password').fill(owner.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await expect(page.locator('#field-title')).toHaveValue(title)

  // The browser's clock is the server's here; the picker counts in whole minutes.
  const at = new Date(Date.now() + 60_000)
  at.setSeconds(0, 0)
  if (at.getTime() - Date.now() < 45_000) at.setMinutes(at.getMinutes() + 1)
  await page
    .locator('#action-save-popup .popup-button, #action-save + .popup button')
    .first()
    .click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog')
  // The drawer may offer Unpublish first; staff choose what they mean.
  await drawer.getByText('Publish', { exact: true }).click()
  await drawer.locator('#time input').fill(pickerText(at))
  await drawer.getByRole('heading', { name: /Schedule publish for/ }).click()
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()

  // Still private until the time comes…
  expect((await visitor.goto(`/${slug}`))?.status()).toBe(404)
  // …then public without anyone in the admin (the server runs due jobs every 15 s).
  await expect
    .poll(async () => (await visitor.goto(`/${slug}`))?.status(), {
      timeout: at.getTime() - Date.now() + 60_000,
      intervals: [5_000],
    })
    .toBe(200)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('the jobs endpoint runs jobs only for staff and the server itself', async ({ request }) => {
  const anonymous = await request.get('/api/payload-jobs/run?queue=default', {
    headers: { 'x-jobs-runner-token': 'guess' },
  })
  expect(anonymous.status()).toBe(401)
})
