import { expect, type Page, test } from '@playwright/test'

import { siteOrigin } from './accounts'

// The seeded pages keep their sections through the block library's reshaping: same headings,
// same cards, unique ids, and links to pages of this site that answer.

async function ids(page: Page): Promise<string[]> {
  return page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))
}

async function expectUniqueIds(page: Page) {
  const all = await ids(page)
  expect(all.length).toBeGreaterThan(0)
  expect(new Set(all).size, `duplicate ids: ${all.join(', ')}`).toBe(all.length)
}

async function expectHomeSections(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Start your US company in minutes, not weeks',
  )
  await expect(page.locator('main h2')).toHaveText([
    'Where will you form your company?',
    'Everything a new company needs, in one order',
    'From filing to first customer',
    'Your company in three steps',
    'Ready to start your company?',
  ])
  for (const anchor of ['hero', 'states', 'why-us', 'services', 'how-it-works', 'get-started']) {
    await expect(page.locator(`main section#${anchor}`)).toHaveCount(1)
  }
  await expect(page.locator('#why-us li')).toHaveCount(4)
  await expect(page.locator('#services li')).toHaveCount(11)
  await expect(page.locator('#services li a', { hasText: 'Learn more' })).toHaveCount(11)
  const steps = page.locator('#how-it-works ol > li')
  await expect(steps).toHaveCount(3)
  for (const [i, number] of ['01', '02', '03'].entries()) {
    await expect(steps.nth(i)).toContainText(number)
  }
  await expectUniqueIds(page)
}

/** Every link in the page's content to a page this site has answers 200. */
async function expectSiteLinksAnswer(page: Page) {
  const api = await page.request.get('/api/pages?depth=0&limit=100&select[slug]=true', {
    headers: siteOrigin,
  })
  const { docs } = (await api.json()) as { docs: { slug: string }[] }
  const paths = new Set(docs.map(({ slug }) => (slug === 'index' ? '/' : `/${slug}`)))
  const hrefs = await page
    .locator('main a[href^="/"], header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const internal = [...new Set(hrefs)].filter((href) => paths.has(href))
  expect(internal.length).toBeGreaterThan(0)
  for (const href of internal) {
    expect((await page.request.get(href)).status(), href).toBe(200)
  }
}

for (const path of ['/', '/home-10']) {
  test(`${path} keeps the home page's sections, cards and anchors`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200)
    await expectHomeSections(page)
    await expect(page.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
      'href',
      '/free',
    )
    await expect(page.getByRole('link', { name: 'See packages' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(page.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact')
    await expectSiteLinksAnswer(page)
  })
}

test('/free keeps its title banner and the order wizard', async ({ page }) => {
  expect((await page.goto('/free'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your company for free')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Free package')
  await expect(page.getByRole('region', { name: 'Order' })).toBeVisible()
  // Title banner, wizard, then the order flow's landing sections: after payment, questions.
  await expect(page.locator('main > section')).toHaveCount(4)
  await expect(page.locator('main h2')).toContainText(['Discover the answers to the questions'])
  await expectUniqueIds(page)
  await expectSiteLinksAnswer(page)
})
