import { expect, type Page, test } from '@playwright/test'

import { services } from './seeded'

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  )

const serviceData = async (page: Page) =>
  (await jsonLd(page)).find((data) => data['@type'] === 'Service') as
    | {
        name: string
        description: string
        url: string
        provider: { '@type': string; name: string }
        offers?: { price: number; priceCurrency: string }
      }
    | undefined

test('each card on /service leads to its own service page, which /service does not shadow', async ({
  page,
}) => {
  expect((await page.goto('/service'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
  const learnMore = page.locator('#services li').getByRole('link', { name: /^Learn more/ })
  await expect(learnMore).toHaveCount(services.length)
  const hrefs = await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const href of hrefs) expect(href).toMatch(/^\/service\/[a-z0-9-]+$/)
  expect(new Set(hrefs).size).toBe(services.length)

  for (const [i, href] of hrefs.entries()) {
    const response = await page.request.get(href!)
    expect(response.status(), href!).toBe(200)
    expect(await response.text(), href!).toContain(`<h1>${services[i]}</h1>`)
  }
})

test('a service page shows what it is, its price, what is included, its questions and the way to order', async ({
  page,
}) => {
  expect((await page.goto('/service/ein'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EIN')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }),
  ).toHaveAttribute('href', '/service')
  await expect(
    page.getByText(/^An Employer Identification Number \(EIN\) is the federal/),
  ).toBeVisible()

  const price = page.getByRole('complementary', { name: 'Price' })
  await expect(price).toContainText('$70')
  await expect(price).toContainText('Free package')

  await expect(page.getByRole('heading', { name: /^What.s included$/ })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Form SS-4 prepared' })).toBeVisible()

  const question = page.getByRole('button', {
    name: 'What is an EIN, and why would my company need one?',
  })
  await expect(question).toBeVisible()
  await expect(question).toHaveAttribute('aria-expanded', 'true')

  await expect(page.getByRole('link', { name: 'Start your order' })).toHaveAttribute(
    'href',
    '/pricing',
  )
  await expect(page.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/service\/ein$/)

  const data = await serviceData(page)
  expect(data?.name).toBe('EIN')
  expect(data?.description).toBeTruthy()
  expect(data?.url).toMatch(/\/service\/ein$/)
  expect(data?.provider['@type']).toBe('Organization')
  expect(data?.provider.name).toBeTruthy()
  expect(data?.offers).toMatchObject({ price: 70, priceCurrency: 'USD' })
})

test('a service without an amount is priced on request, with a way to ask and no offer', async ({
  page,
}) => {
  expect((await page.goto('/service/trademark'))?.status()).toBe(200)
  const price = page.getByRole('complementary', { name: 'Price' })
  await expect(price).toContainText('Priced on request')
  await expect(price.getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/quote')
  const data = await serviceData(page)
  expect(data?.name).toBe('Trademark')
  expect(data?.offers).toBeUndefined()
})

test('service pages are in the sitemap; an unknown service is not found', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const slug of ['ein', 'llc-formation', 'trademark'])
    expect(sitemap).toContain(`/service/${slug}</loc>`)
  expect(sitemap).toMatch(/<loc>[^<]*\/service<\/loc>/)

  expect((await page.goto('/service/no-such-service'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  expect((await request.get('/service/Not%20A%20Slug')).status()).toBe(404)
})

test.describe('at the narrowest phone width', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const path of [
    '/service/llc-formation',
    '/service/business-licenses',
    '/service/trademark',
  ]) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(320)
    })
  }
})
