import { expect, test } from '@playwright/test'

import { fillCompany, fillContact, next, open, ownData } from './wizard'

const POLICIES = [
  { name: 'Privacy policy', path: '/privacy' },
  { name: 'Terms of service', path: '/terms' },
  { name: 'Refund policy', path: '/refunds' },
]

test('the footer links to the privacy, terms and refund pages, each a real page', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const { name, path } of POLICIES) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
  }
  await page.goto('/refunds')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund policy')
  await expect(page.getByRole('main')).toContainText('Last updated')
  // The terms say what our registered agent costs after the free year and how it stops.
  await page.goto('/terms')
  await expect(page.getByRole('main')).toContainText('it renews only with your consent')
  await expect(page.getByRole('main')).toContainText(
    'A year you paid for and stop at once is refunded for its whole months left',
  )
})

test('the sign-up terms box and the career form link to their policies', async ({ page }) => {
  await page.goto('/sign-up')
  await expect(page.getByRole('link', { name: 'terms of service', exact: true })).toHaveAttribute(
    'href',
    '/terms',
  )
  await page.goto('/career')
  await page.locator('[data-tags] h3 a').first().click()
  await expect(page.getByRole('heading', { name: 'Apply for this role' })).toBeVisible()
  const privacy = page.getByRole('link', { name: 'privacy policy', exact: true })
  await expect(privacy).toHaveAttribute('href', '/privacy')
  await expect(privacy).toHaveAttribute('target', '_blank')
})

test('the wizard’s summary step names the terms, refund and privacy policies', async ({
  page,
}, testInfo) => {
  await open(page, '/popular')
  await fillCompany(page, ownData(testInfo).llcname)
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  for (const { path } of POLICIES)
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible()
})
