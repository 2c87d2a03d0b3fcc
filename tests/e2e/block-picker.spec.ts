import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { owner } from './accounts'

// The block picker explains itself (docs/content-editing.md#blocks): every block shows a
// thumbnail and a one-line description, and a section added to a page is named by its content.

/** The blocks a page may hold, as registered in src/blocks/index.ts. */
const blockCount = (readFileSync('src/blocks/index.ts', 'utf8').match(/^ {2}\w+Config,$/gm) ?? [])
  .length

test('the picker shows each block with its thumbnail and description, and a Hero added is named by its title', async ({
  page,
  request,
}) => {
  expect(blockCount).toBeGreaterThan(20)
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  // A new draft page, made here rather than in the create view, whose first autosave moves the
  // form to the new page's address while the test works in it.
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Block picker check',
      slug: `block-picker-${Date.now()}`,
      _status: 'draft',
      layout: [{ blockType: 'pageTitle' }],
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }

  try {
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(owner.email)
    await page.locator('#field-password').fill(owner.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    // A section with no text of its own reads as its block.
    await expect(page.locator('#layout-row-0')).toContainText('Page title banner')

    await page.getByRole('button', { name: 'Add section', exact: true }).click()
    const cards = page.locator('.blocks-drawer__block')
    await expect(cards).toHaveCount(blockCount)
    for (const card of await cards.all()) {
      const image = card.locator('img')
      await expect(image).toHaveAttribute('src', /^\/block-thumbnails\/\w+\.svg$/)
      await expect
        .poll(() =>
          image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0)
      const description = await image.getAttribute('alt')
      expect(description?.length).toBeGreaterThan(20)
      await expect(card.getByText(description!, { exact: true })).toBeVisible()
    }
    const hero = cards.filter({ hasText: /^Hero/ })
    await expect(
      hero.getByText(
        'The top of a page: a big title, a sentence and buttons, beside a picture or centred.',
      ),
    ).toBeVisible()

    await hero.getByRole('button').click()
    await expect(cards).toHaveCount(0)
    const heroTitle = 'Form your LLC in any state'
    await page.locator('#field-layout__1__title').fill(heroTitle)
    await expect(page.locator('#layout-row-1').getByText(`Hero — ${heroTitle}`)).toBeVisible()
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
