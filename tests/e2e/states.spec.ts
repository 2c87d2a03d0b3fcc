import { expect, type Page, test } from '@playwright/test'

import { US_STATES } from '../../src/collections/StateFees/usStates'

// The state guides (/states/<slug>) and their comparison (/states), read-only on the seeded
// state records: with and without JavaScript, at desktop and phone widths.

const SLUGS = Object.keys(US_STATES)

const table = (page: Page) => page.getByRole('table')
/** The states' names in the order the table shows them. */
const stateColumn = (page: Page) => table(page).locator('tbody th[scope="row"]').allTextContents()

const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b))

async function expectSortedByFilingFee(page: Page, direction: 'ascending' | 'descending') {
  await expect(
    table(page).getByRole('columnheader', { name: 'Filing fee', exact: true }),
  ).toHaveAttribute('aria-sort', direction)
  const fees = (await table(page).locator('td[data-label="Filing fee"]').allTextContents())
    .map((text) => Number(text.match(/\$([\d,]+)/)?.[1]?.replace(/,/g, '')))
    .filter((fee) => !Number.isNaN(fee))
  const sorted = [...fees].sort((a, b) => (direction === 'ascending' ? a - b : b - a))
  expect(fees).toEqual(sorted)
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`/states with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('lists all 51 jurisdictions, sorts by a column and back, filters by entity type', async ({
      page,
    }) => {
      await page.goto('/states')
      const names = await stateColumn(page)
      expect(names).toHaveLength(51)
      expect(names).toEqual(byName(names))
      await expect(
        table(page).getByRole('columnheader', { name: 'State', exact: true }),
      ).toHaveAttribute('aria-sort', 'ascending')

      await table(page).getByRole('link', { name: 'Filing fee', exact: true }).click()
      await expect(page).toHaveURL(/\/states\?sort=filing$/)
      await expectSortedByFilingFee(page, 'ascending')
      await table(page).getByRole('link', { name: 'Filing fee', exact: true }).click()
      await expect(page).toHaveURL(/\/states\?sort=filing&dir=desc$/)
      await expectSortedByFilingFee(page, 'descending')

      await page
        .getByRole('navigation', { name: 'Entity type' })
        .getByRole('link', { name: 'Nonprofit' })
        .click()
      await expect(page).toHaveURL(/\/states\?entity=nonprofit&sort=filing&dir=desc$/)
      await expect(table(page)).toContainText('Nonprofit costs')
      await expectSortedByFilingFee(page, 'descending')
    })
  })
}

test.describe('/states without JavaScript at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  test('sorts with the sort form', async ({ page }) => {
    await page.goto('/states?entity=corporation')
    await page.getByLabel('Sort by').selectOption('filing')
    await page.getByLabel('Order').selectOption('desc')
    await page.getByRole('button', { name: 'Sort' }).click()
    await expect(page).toHaveURL(/entity=corporation&sort=filing&dir=desc/)
    await expectSortedByFilingFee(page, 'descending')
  })
})

test('each figure of /states is read with its confidence, shown only as a shape', async ({
  page,
}) => {
  await page.goto('/states')
  const fee = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Alabama' }) })
    .locator('td[data-label="Filing fee"]')
  await expect(fee).toHaveAccessibleName(
    /^\$[\d,]+ ?\((Official|Two sources agree|One source|Estimate)\)$/,
  )
  // On screen the words lie past the mark's small circle, which clips them.
  const hidden = await fee
    .locator('span')
    .first()
    .evaluate((mark) => {
      const words = document.createRange()
      words.selectNodeContents(mark)
      const shape = mark.getBoundingClientRect()
      return (
        shape.width < 20 &&
        getComputedStyle(mark).overflow === 'clip' &&
        words.getBoundingClientRect().left >= shape.right
      )
    })
  expect(hidden).toBe(true)
})

test('an unknown view of /states falls back to the default, never an error', async ({
  request,
}) => {
  const response = await request.get('/states?entity=llp&sort=nope&dir=sideways&sort=filing')
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('LLC costs in all 50 states and DC')
})

test('every state guide answers with its LLC fee and a source link', async ({ request }) => {
  for (const slug of SLUGS) {
    const response = await request.get(`/states/${slug}`)
    expect(response.status(), slug).toBe(200)
    const html = await response.text()
    expect(html, slug).toMatch(/State filing fee<\/dt><dd><span[^>]*>(\$[\d,]+|Unknown)</)
    expect(html, slug).toMatch(/(Official|Two sources agree|One source|Estimate)<\/span>/)
    expect(html, slug).toContain('rel="nofollow noopener" target="_blank"')
    expect(html, slug).toContain('US LLC State Requirements Dataset')
  }
  expect((await request.get('/states/atlantis')).status()).toBe(404)
})

test('a guide shows the figures, the due dates and starts an order there', async ({ page }) => {
  await page.goto('/states/texas')
  await expect(page).toHaveTitle(/Form an LLC in Texas: fees, annual report and deadlines/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forming a company in Texas')
  await expect(page.getByText('Every year by May 15', { exact: false }).first()).toBeVisible()
  // The next three due dates of the LLC's report and of the corporation's; a Texas nonprofit
  // files no recurring report.
  await expect(page.locator('ol time')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Form an LLC in Texas' })).toHaveAttribute(
    'href',
    '/popular?state=texas&designator=LLC',
  )
  await expect(page.getByRole('link', { name: 'Form a C Corporation in Texas' })).toHaveAttribute(
    'href',
    '/popular?state=texas&designator=C-Corporation',
  )
  await expect(page.getByRole('link', { name: 'Form a Nonprofit in Texas' })).toHaveAttribute(
    'href',
    '/popular?state=texas&designator=Nonprofit',
  )
  // What an agent must be there, and ours with its price after the free year.
  const agent = page.locator('#registered-agent')
  await expect(agent.getByRole('heading', { level: 2 })).toHaveText(
    'Your registered agent in Texas',
  )
  await expect(agent).toContainText('A street address in Texas: a PO box is not accepted')
  await expect(agent).toContainText(
    'First year free, then $125 a year; cancel any time on your order page.',
  )
  await agent.screenshot({ path: test.info().outputPath('guide-agent-1280.png') })
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!, 'http://x').pathname).toBe('/states/texas')
  const data = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(data!)).toMatchObject({ '@type': 'WebPage', about: { name: 'Texas' } })
})

test.describe('the home page state picker without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('reaches the chosen state guide', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('State', { exact: true }).selectOption('iowa')
    await page.getByRole('button', { name: 'See the guide' }).click()
    await expect(page).toHaveURL(/\/states\/iowa$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forming a company in Iowa')
  })
})

test('the header links the comparison, which links each guide', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Choose your state' })
    .click()
  await expect(page).toHaveURL(/\/states$/)
  await table(page).getByRole('link', { name: 'District of Columbia' }).click()
  await expect(page).toHaveURL(/\/states\/district-of-columbia$/)
  await expect(
    page.getByRole('link', { name: 'Form an LLC in the District of Columbia' }),
  ).toBeVisible()
})

test('the sitemap lists the comparison and every guide', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/states<\/loc>/)
  for (const slug of SLUGS) expect(sitemap).toContain(`/states/${slug}</loc>`)
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  for (const path of ['/states', '/states/texas', '/states/district-of-columbia']) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(375)
    })
  }
})
