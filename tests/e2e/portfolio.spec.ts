import { expect, type Page, test } from '@playwright/test'

const cards = (page: Page) => page.locator('[data-tags]')
const shown = (page: Page) => page.locator('[data-tags]:visible')
const tagged = (page: Page, tag: string) => page.locator(`[data-tags~="${tag}"]`)

for (const { path, count, all, filters } of [
  {
    path: '/portfolio',
    count: 7,
    all: 'Show All',
    filters: ['Website', 'Branding', 'Commercial', 'Digital Art', 'UI/UX Design'],
  },
  { path: '/portfolio-3', count: 9, all: 'Show all', filters: ['Website', 'Branding', 'Design'] },
]) {
  test(`${path} shows ${count} projects and filters them by tag`, async ({ page }) => {
    await page.goto(path)
    await expect(cards(page)).toHaveCount(count)
    const group = page.getByRole('group', { name: 'Filter projects' })
    await expect(group.getByRole('button')).toHaveText([all, ...filters])
    await expect(group.getByRole('button', { name: all })).toHaveAttribute('aria-pressed', 'true')

    const branding = group.getByRole('button', { name: 'Branding', exact: true })
    await branding.click()
    await expect(branding).toHaveAttribute('aria-pressed', 'true')
    const brandingCount = await tagged(page, 'branding').count()
    expect(brandingCount).toBeGreaterThan(0)
    expect(brandingCount).toBeLessThan(count)
    await expect(shown(page)).toHaveCount(brandingCount)

    // Keyboard: Shift+Tab back to the first filter and press Enter.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(group.getByRole('button', { name: all })).toHaveAttribute('aria-pressed', 'true')
    await expect(shown(page)).toHaveCount(count)

    // Every filter of the layout shows at least one project.
    for (const filter of filters) {
      await group.getByRole('button', { name: filter, exact: true }).click()
      await expect(shown(page).first()).toBeVisible()
    }
  })
}

test('/portfolio-4 lists three projects beside vertical filters, re-arranged after a second', async ({
  page,
}) => {
  await page.goto('/portfolio-4')
  await expect(cards(page)).toHaveCount(3)
  const group = page.getByRole('group', { name: 'Filter projects' })
  const [first, second] = await group.getByRole('button').all()
  const a = (await first!.boundingBox())!
  const b = (await second!.boundingBox())!
  expect(b.y).toBeGreaterThan(a.y)
  expect(Math.abs(b.x - a.x)).toBeLessThan(2)

  const branding = group.getByRole('button', { name: 'Branding', exact: true })
  const brandingCount = await tagged(page, 'branding').count()
  expect(brandingCount).toBeLessThan(3)
  await branding.click()
  await page.waitForTimeout(300)
  await expect(shown(page)).toHaveCount(3)
  await expect(shown(page)).toHaveCount(brandingCount, { timeout: 2_000 })
})

test('a card opens its project, and /portfolio-details shows Applications', async ({ page }) => {
  await page.goto('/portfolio')
  await page.getByRole('link', { name: /View more about Harbor Lane Brand Identity/ }).click()
  await expect(page).toHaveURL(/\/portfolio\/harbor-lane-brand$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor Lane Brand Identity')
  await expect(page.getByText('Harbor Lane Coffee LLC')).toBeVisible()

  await page.goto('/portfolio-details')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Single Portfolio')
  for (const term of ['Client', 'Category', 'Duration', 'Website']) {
    await expect(page.locator('dt', { hasText: term })).toBeVisible()
  }
  await expect(page.locator('h2 + ul li')).toContainText([
    'Strategic discovery',
    'Web and mobile redesign',
    'Landing page redesign',
    'Component UI kit',
    'Design sprints',
  ])
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/portfolio\/applications$/,
  )
  expect((await page.request.get('/portfolio/no-such-project')).status()).toBe(404)
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(
    '/portfolio/applications<',
  )
})
