import { expect, test } from '@playwright/test'

import { editor, owner } from './accounts'
import { publishChanges } from './publish'

const slug = 'editing-check'

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/users', { data: { ...editor, role: 'editor' }, headers })
  expect(created.ok()).toBeTruthy()
  // A published page with a title banner, which shows the page's title.
  const page = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Original title',
      slug,
      _status: 'published',
      layout: [{ blockType: 'pageTitle' }],
    },
  })
  expect(page.ok()).toBeTruthy()
  await request.post('/api/users/logout', { headers })
})

test('an editor publishes a new page title and the public page shows it without a rebuild', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext()
  const publicPage = await visitor.newPage()
  // Visited once before the edit, so the page is in Next's cache.
  await publicPage.goto(`/${slug}`)
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Original title')

  const newTitle = `Company formation made simple ${Date.now()}`
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/collections/pages')
  await page.getByRole('link', { name: 'Original title' }).click()
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('Original title')
  await title.fill(newTitle)
  await publishChanges(page)
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()

  await expect
    .poll(
      async () => {
        await publicPage.goto(`/${slug}`)
        return publicPage.getByRole('heading', { level: 1 }).textContent()
      },
      { timeout: 15_000 },
    )
    .toBe(newTitle)
  await visitor.close()
})
