import { expect, type Page, test } from '@playwright/test'

import { owner } from './accounts'
import { services } from './seeded'

// The pricing pages show the order's own package prices; the services pages list the services
// collection; the monthly/yearly switch works by mouse, keyboard and without JavaScript.

const packages = [
  { name: 'Free Plan', price: '$0', button: 'Start for free', href: '/free' },
  { name: 'Popular Plan', price: '$199', button: 'Choose Popular', href: '/popular' },
  { name: 'Standard Plan', price: '$299', button: 'Choose Standard', href: '/standard' },
]

async function expectPackageButtons(page: Page) {
  for (const { name, button, href } of packages) {
    const accessibleName = new RegExp(`^${button}\\s*\\(${name}\\)$`)
    await expect(page.getByRole('link', { name: accessibleName })).toHaveAttribute('href', href)
  }
}

test('/pricing shows the three packages, the Free Plan extras and the state fee', async ({
  page,
}) => {
  expect((await page.goto('/pricing'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing')
  const plans = page.locator('[data-package]')
  await expect(plans).toHaveCount(3)
  for (const [i, { name, price }] of packages.entries()) {
    await expect(plans.nth(i).getByRole('heading', { level: 3 })).toHaveText(name)
    await expect(plans.nth(i)).toContainText(price)
    await expect(plans.nth(i)).toContainText('plus the state filing fee')
    await expect(plans.nth(i)).toContainText('First-year registered agent free')
  }
  await expect(plans.nth(1)).toContainText('Most popular')
  await expect(page.getByText('Most popular')).toHaveCount(1)
  const extras = plans.nth(0).locator('li', { hasText: /\$\d+$/ })
  await expect(extras).toHaveText([
    'EIN$70',
    'Operating Agreement$99',
    'Expedited Filing$50',
    'Business Contract Templates$150',
    'IRS Form 2553$50',
  ])
  // The packages know no entity type: a note says what a corporation or a nonprofit gets instead.
  const byType = page.getByText('By company type.').locator('..')
  await expect(byType).toContainText(
    "The Operating Agreement is an LLC's: for a C corporation, its Bylaws and First Resolutions",
  )
  await expect(byType).toContainText('IRS Form 2553 is not offered to nonprofits.')
  await byType.screenshot({ path: test.info().outputPath('pricing-by-type-1280.png') })
  // What a plan includes is what its orders carry: Free sells the EIN and operating agreement
  // as extras and never lists them as included.
  const included = (i: number) => plans.nth(i).locator('h4:text-is("What\'s included") + ul > li')
  await expect(included(0)).toHaveText([
    'Banking Resolution',
    'Electronic Delivery',
    'Phone Support',
    'First-year registered agent free',
  ])
  await expect(included(1)).toHaveText([
    'EIN',
    'Operating Agreement',
    'Expedited Filing',
    'IRS Form 2553',
    'Business Bank Account',
    'Business Tax Consultation',
    'Banking Resolution',
    'Electronic Delivery',
    'Phone Support',
    'First-year registered agent free',
  ])
  await expect(page.getByText('Operation Agreement')).toHaveCount(0)
  await expect(page.getByText('Paid once, not a subscription.')).toBeVisible()
  // The free year says what comes after it (Site settings' price) and where to stop it.
  await expect(page.getByText('Registered agent.').locator('..')).toContainText(
    'First year free, then $125 a year; cancel any time on your order page. Nothing renews without your consent.',
  )
  await expectPackageButtons(page)
})

test('/pricing-2 compares the packages and says the price is paid once', async ({ page }) => {
  expect((await page.goto('/pricing-2'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare packages')
  const table = page.getByRole('table', { name: 'What each formation package includes' })
  for (const { name, price } of packages) {
    await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toContainText(price)
  }
  const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) })
  const rows = [
    ['Expedited Filing', ['$50 extra', 'Included', 'Included']],
    ['EIN', ['$70 extra', 'Included', 'Included']],
    ['Operating Agreement', ['$99 extra', 'Included', 'Included']],
    ['Business Contract Templates', ['$150 extra', 'Not included', 'Included']],
    ['IRS Form 2553', ['$50 extra', 'Included', 'Included']],
    ['Business Bank Account', ['Not included', 'Included', 'Included']],
  ] as const
  for (const [label, cells] of rows) await expect(row(label).getByRole('cell')).toHaveText(cells)
  await expect(page.getByText('Paid once, not a subscription.')).toBeVisible()
  await expect(page.getByText('Registered agent.').locator('..')).toContainText(
    'First year free, then $125 a year',
  )
  // One-time prices: no monthly/yearly switch that would change nothing.
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expectPackageButtons(page)
})

test('/service lists the eleven services, each leading to its own page', async ({ page }) => {
  expect((await page.goto('/service'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
  const cards = page.locator('#services li')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(services)
  const learnMore = cards.getByRole('link', { name: /^Learn more/ })
  await expect(learnMore).toHaveCount(11)
  const hrefs = await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const href of hrefs) expect(href).toMatch(/^\/service\/[a-z0-9-]+$/)
  expect(new Set(hrefs).size).toBe(11)
  await expect(page.getByRole('heading', { name: 'A team that knows your company' })).toBeVisible()
})

test('/service-details is the branding service page with a way to order', async ({ page }) => {
  expect((await page.goto('/service-details'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branding & Digital Strategies')
  await expect(page.getByRole('img', { name: /brand kit/ })).toBeVisible()
  await expect(page.locator('#included h3')).toContainText(['Logo', 'Website', 'Trademark'])
  await expect(page.getByRole('link', { name: 'See packages' })).toHaveAttribute('href', '/pricing')
})

test.describe('the monthly/yearly switch of custom plans', () => {
  const slug = 'pricing-toggle-check'
  let pageId: number | undefined
  let headers: Record<string, string>

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login', { data: owner })
    expect(login.ok()).toBeTruthy()
    headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const link = { type: 'custom', url: '/contact', label: 'Choose plan' }
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: 'Hosting plans',
        slug,
        _status: 'published',
        layout: [
          { blockType: 'pageTitle' },
          {
            blockType: 'pricing',
            title: 'Hosting plans',
            source: 'custom',
            periodToggle: true,
            initialPeriod: 'monthly',
            plans: [
              { name: 'Basic', monthlyPrice: 12, yearlyPrice: 9.5, link },
              { name: 'Business', monthlyPrice: 24, yearlyPrice: 19.75, highlighted: true, link },
            ],
          },
        ],
      },
    })
    expect(created.ok()).toBeTruthy()
    pageId = ((await created.json()) as { doc: { id: number } }).doc.id
  })

  test.afterAll(async ({ request }) => {
    if (pageId) expect((await request.delete(`/api/pages/${pageId}`, { headers })).ok()).toBe(true)
  })

  const expectPeriod = async (page: Page, period: 'monthly' | 'yearly') => {
    const [shown, hidden] = period === 'monthly' ? ['$24', '$19.75'] : ['$19.75', '$24']
    await expect(page.getByText(shown, { exact: true })).toBeVisible()
    await expect(page.getByText(hidden, { exact: true })).toBeHidden()
    await expect(page.getByText(`Showing ${period} prices`)).toBeVisible()
  }

  test('switches by mouse', async ({ page }) => {
    await page.goto(`/${slug}`)
    await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible()
    await expect(page.getByText('Most popular')).toBeVisible()
    await expectPeriod(page, 'monthly')
    await page.getByText('Yearly', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    await expectPeriod(page, 'yearly')
    await page.getByText('Monthly', { exact: true }).click()
    await expectPeriod(page, 'monthly')
  })

  test('switches by keyboard', async ({ page }) => {
    await page.goto(`/${slug}`)
    await expectPeriod(page, 'monthly')
    await page.getByRole('radio', { name: 'Monthly' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    await expectPeriod(page, 'yearly')
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expectPeriod(page, 'monthly')
  })

  test('shows the initial period without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/${slug}`)
    await expect(page.getByText('$24', { exact: true })).toBeVisible()
    await expect(page.getByText('$19.75', { exact: true })).toBeHidden()
    await context.close()
  })
})
