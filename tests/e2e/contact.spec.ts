import { expect, test } from '@playwright/test'

// The contact pages: details read from the Footer's contact group, a map drawn for the site
// (nothing loaded from a map service) and a link that opens the office in OpenStreetMap.

test('/contact lists the ways to reach us and shows the office on a map', async ({ page }) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) thirdParty.push(url.href)
  })
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')

  const details = page.getByRole('list', { name: 'Talk to a formation specialist' })
  await expect(details.getByRole('listitem')).toHaveCount(4)
  await expect(details.getByRole('link', { name: '+1 (302) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+13025550142',
  )
  await expect(details.getByRole('link', { name: 'support@formation.example' })).toHaveAttribute(
    'href',
    'mailto:support@formation.example',
  )
  await expect(details).toContainText('1201 N Orange St, Wilmington, DE 19801')
  await expect(details).toContainText('Monday to Friday 9 am to 5 pm EST')

  await expect(page.getByRole('img', { name: /our office at 1201 N Orange St/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=39.7459&mlon=-75.5466#map=17/39.7459/-75.5466',
  )
  await page.waitForLoadState('networkidle')
  expect(thirdParty).toEqual([])
})

test('/contact-2 answers the common questions in an accordion under the map', async ({ page }) => {
  await page.goto('/contact-2')
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeVisible()
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Answers before you write' }),
  })
  const questions = faq.locator('button[aria-expanded]')
  await expect(questions).toHaveCount(4)
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
})
