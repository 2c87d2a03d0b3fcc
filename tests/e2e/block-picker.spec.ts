import { readFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { owner } from './accounts'

// The block picker explains itself (docs/adding-a-block.md): every block shows a thumbnail and a
// one-line description, and a section added to a page is named by its content.

/** The blocks a page may hold, as registered in src/blocks/index.ts. */
const blockCount = (readFileSync('src/blocks/index.ts', 'utf8').match(/^ {2}\w+Config,$/gm) ?? [])
  .length

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(owner.email)
  await page.locator('#field-password').fill(owner.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('the picker shows each block with its thumbnail and description, and a Hero added is named by its title', async ({
  page,
  request,
}) => {
  expect(blockCount).toBeGreaterThan(20)
  await signIn(page)
  await page.goto('/admin/collections/pages/create')
  const pageTitle = `Block picker check ${Date.now()}`
  await page.locator('#field-title').fill(pageTitle)

  try {
    await page.getByRole('button', { name: 'Add section' }).click()
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
    const title = page.locator('#field-layout__0__title')
    await title.fill(heroTitle)
    await expect(page.locator('#layout-row-0').getByText(`Hero — ${heroTitle}`)).toBeVisible()
  } finally {
    // Autosave keeps a new page as a draft once it is edited: it leaves with the test.
    const id = page.url().match(/\/collections\/pages\/(\d+)/)?.[1]
    if (id) {
      const login = await request.post('/api/users/login', { data: owner })
      const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
      await request.delete(`/api/pages/${id}`, { headers })
    }
  }
})
