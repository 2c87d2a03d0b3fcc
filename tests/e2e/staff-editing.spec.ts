import { expect, type Page, test } from '@playwright/test'

import { owner, siteOrigin } from './accounts'
import { publishChanges } from './publish'
import { pickerText } from './schedule'

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(owner.email)
  await page.locator('#field-password').fill(owner.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** How many documents a collection holds, drafts included, as the signed-in owner sees them. */
const countOf = async (page: Page, collection: string) =>
  (
    (await (
      await page.request.get(`/api/${collection}?limit=1&depth=0&draft=true`, {
        headers: siteOrigin,
      })
    ).json()) as { totalDocs: number }
  ).totalDocs

test('Create New makes one page, which cannot be published empty and gets its slug from its title', async ({
  page,
}) => {
  await signIn(page)
  const before = await countOf(page, 'pages')
  await page.goto('/admin/collections/pages')
  // The list settles its address (its query) after it loads; a click before that can be lost
  // to the list's own navigation, leaving the browser on the list.
  await expect(page).toHaveURL(/[?&]limit=/)
  await page
    .getByRole('link', { name: /create new/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  for (const tab of ['Content', 'SEO', 'Settings'])
    await expect(page.locator('.tabs-field__tab-button', { hasText: tab })).toBeVisible()
  await page.waitForTimeout(2_000)
  expect(await countOf(page, 'pages')).toBe(before + 1)

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/following fields? (is|are) invalid/i).first()).toBeVisible()
  await expect(
    page.getByText('Give it a title (the slug is made from it) or type a slug.').first(),
  ).toBeAttached()

  const title = `Annual reports by state ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: 'Add section', exact: true }).click()
  await page.getByRole('dialog').getByText('Page title banner', { exact: true }).click()
  // As staff would: the new section's fields arrive from the server first (on a busy machine
  // after a second or more); a publish pressed while it still shows a placeholder does nothing.
  await expect(page.getByRole('textbox', { name: 'Crumb' })).toBeVisible()
  await publishChanges(page)
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  const slug = title.toLowerCase().replace(/ /g, '-')
  await expect(page.locator('#field-slug')).toHaveValue(slug)
  expect(await countOf(page, 'pages')).toBe(before + 1)
  expect((await page.request.get(`/${slug}`)).status()).toBe(200)

  // The sidebar says who made each version and links to it.
  await page.reload()
  const history = page.getByRole('list').filter({ has: page.getByText(owner.email) })
  await expect(page.getByRole('heading', { name: 'Recent versions' })).toBeVisible()
  // The newest may be an autosaved draft made after publishing; the published one is listed too.
  const published = history.getByRole('listitem').filter({ hasText: '· Published' }).first()
  await expect(published).toContainText(`${owner.email} · Published`)
  await published.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+\/versions\/\d+/)

  // The Versions tab says the same of every version, and which one the site shows.
  await page.goto(page.url().replace(/\/versions\/\d+$/, '/versions'))
  await expect(page.getByRole('columnheader', { name: 'Saved by' })).toBeVisible()
  const onSite = page.getByRole('row').filter({ hasText: 'on the site now' })
  await expect(onSite).toHaveCount(1)
  await expect(onSite).toContainText(owner.email)
  await expect(onSite).toContainText('Published')
  await onSite.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+\/versions\/\d+/)
})

test('a draft post scheduled from its Publish menu opens on Publish in the business time zone and shows its date in the list', async ({
  page,
  request,
}) => {
  await signIn(page)
  // The API with a token, as scripts write: a session cookie writes only from the admin's pages.
  const login = await request.post('/api/users/login', { data: owner })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const [existing] = (
    (await (await request.get('/api/posts?limit=1&depth=0', { headers })).json()) as {
      docs: { category: number; coverImage: number; content: unknown }[]
    }
  ).docs
  const title = `Scheduled in the list ${Date.now()}`
  const created = await request.post('/api/posts?draft=true', {
    headers,
    data: {
      title,
      _status: 'draft',
      category: existing!.category,
      coverImage: existing!.coverImage,
      content: existing!.content,
      excerpt: 'A post that waits for its day.',
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/admin/collections/posts/${doc.id}`)
    await expect(page.locator('#field-title')).toHaveValue(title)
    await page
      .locator('#action-save-popup .popup-button, #action-save + .popup button')
      .first()
      .click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const drawer = page.getByRole('dialog')
    await expect(
      drawer.locator('.schedule-publish__type li').first().locator('input'),
    ).toBeChecked()
    await expect(drawer.locator('.rs__single-value')).toContainText(/New York|Eastern/)

    const at = new Date(Date.now() + 3 * 24 * 3_600_000)
    at.setSeconds(0, 0)
    await drawer.locator('#time input').fill(pickerText(at))
    await drawer.getByRole('heading', { name: /Schedule publish for/ }).click()
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(title)}`)
    const row = page.locator('tr', { hasText: title })
    await expect(row).toContainText('Scheduled for')
    await expect(row).toContainText(
      at.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: process.env.BUSINESS_TIME_ZONE || 'America/New_York',
      }),
    )
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})
