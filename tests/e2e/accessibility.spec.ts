import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { linkFromConfirmation } from './mail'
import { paidOrder } from './orders'
import { fillCompany, fillContact, next, nextButton, open, ownData } from './wizard'

// Automated WCAG 2.1 A/AA checks (axe-core) of the pages a customer passes through. The card
// form inside the billing step is Square's iframe in production; here it is the test stub, so
// it is left out of the scan.

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-square-stub]')
    .analyze()
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
}

// Sections fade in as they scroll into view; half-faded text would be measured at a contrast it
// never keeps. The checks read each page as it settles, so they run with reduced motion.
test.use({ reducedMotion: 'reduce' })

/** Every content page of the site; a new seeded page joins this list. */
const contentRoutes = [
  '/',
  '/home',
  '/home-2',
  '/home-3',
  '/home-4',
  '/home-5',
  '/home-6',
  '/home-7',
  '/home-8',
  '/home-9',
  '/about',
  '/team',
  '/service',
  '/service/llc-formation',
  '/service/trademark',
  '/service-details',
  '/pricing',
  '/pricing-2',
  '/faq',
  '/faq-2',
  '/faq-3',
  '/faq-4',
  '/coming-soon',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/contact',
  '/contact-2',
  '/contact-3',
  '/quote',
  '/content',
  '/career',
  '/career/full-stack-engineer',
  '/career/customer-success-lead',
  '/career-details',
  '/portfolio',
  '/portfolio-3',
  '/portfolio-4',
  '/portfolio/applications',
  '/portfolio-details',
  '/blog',
  '/blog/page/2',
  '/blog/what-is-an-ein-and-how-to-get-one',
  '/blog/category/forming-a-company',
  '/blog/search?q=EIN',
  '/blog-details',
  '/states',
  '/states?entity=nonprofit&sort=firstYear&dir=desc',
  '/states/texas',
  '/states/district-of-columbia',
  '/order',
  '/order?sent=1',
  '/order/reminders?invalid=1',
]

for (const route of contentRoutes) {
  test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(route)
    expect(await violations(page)).toEqual([])
  })
}

test('every step of the order wizard has no WCAG A/AA violations, error messages included', async ({
  page,
}) => {
  await open(page, '/popular')
  await nextButton(page).click()
  await expect(page.getByText('LLC Name is required.')).toBeVisible()
  expect(await violations(page), 'step 1 with errors').toEqual([])

  await fillCompany(page, 'Accessible Widgets')
  await next(page, 'Contact Person')
  expect(await violations(page), 'step 2').toEqual([])
  await fillContact(page)
  await next(page, 'State Filing Time')
  expect(await violations(page), 'step 3').toEqual([])
  await next(page, 'Order Summary')
  expect(await violations(page), 'step 4').toEqual([])
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await next(page, 'Billing Information')
  await expect(page.getByLabel('Card number')).toBeVisible()
  expect(await violations(page), 'step 5').toEqual([])
})

test('the free order’s review step, its add-ons ticked, has no WCAG A/AA violations', async ({
  page,
}) => {
  await open(page, '/free')
  await fillCompany(page, 'Accessible Add-ons')
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  await page.getByRole('checkbox', { name: /^EIN/ }).check()
  await page.getByRole('checkbox', { name: /^IRS Form 2553/ }).check()
  expect(await violations(page), 'step 4 with add-ons').toEqual([])
})

test('the name hints of the company step and the review step’s first-year cost have no WCAG A/AA violations', async ({
  page,
}) => {
  await open(page, '/popular')
  await fillCompany(page, 'Lottery Ventures', 'texas')
  await expect(page.locator('#order-llcname-notes')).toContainText('restricted word')
  expect(await violations(page), 'step 1 with name hints').toEqual([])
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  await expect(page.getByRole('heading', { name: /First-year cost/ })).toBeVisible()
  expect(await violations(page), 'step 4 with the first-year cost').toEqual([])
})

test("the customer's order page and its reminders page have no WCAG A/AA violations", async ({
  page,
}, testInfo) => {
  const { llcname, email } = ownData(testInfo)
  await paidOrder(page, llcname, email)
  await page.goto(await linkFromConfirmation(llcname))
  await expect(page.getByRole('heading', { level: 1, name: llcname })).toBeVisible()
  expect(await violations(page), 'the order page').toEqual([])
  await page.getByRole('button', { name: 'Turn reminders on' }).click()
  await expect(page.getByRole('button', { name: 'Turn reminders off' })).toBeVisible()
  expect(await violations(page), 'the order page with its notice').toEqual([])
})
