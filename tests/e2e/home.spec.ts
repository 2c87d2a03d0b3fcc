import { expect, type Page, test } from '@playwright/test'

import { services } from './seeded'

const steps = ['Select Your Service', 'Complete Your Registration', 'Save Time and Relax']

async function expectHome10(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('4.8/5')).toBeVisible()
  const serviceCards = page.locator('#services li')
  await expect(serviceCards).toHaveCount(11)
  for (const [i, name] of services.entries()) {
    await expect(serviceCards.nth(i).getByRole('heading', { level: 3 })).toHaveText(name)
  }
  const stepItems = page.locator('#how-it-works li')
  await expect(stepItems).toHaveCount(3)
  for (const [i, name] of steps.entries()) {
    await expect(stepItems.nth(i).getByRole('heading', { level: 3 })).toHaveText(name)
  }
  await expect(page.getByRole('link', { name: 'Start my company' })).toHaveAttribute(
    'href',
    '/free',
  )
}

test('/ is Home 10, rendered from the CMS', async ({ page, request }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expectHome10(page)

  const api = await request.get('/api/pages?where[slug][equals]=index&depth=0')
  const { docs } = (await api.json()) as {
    docs: { layout: { blockType: string; title?: string }[] }[]
  }
  const hero = docs[0]?.layout.find((block) => block.blockType === 'hero')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero!.title!)
})

test('/home-10 shows the same page with a canonical link to /', async ({ page, baseURL }) => {
  const response = await page.goto('/home-10')
  expect(response?.status()).toBe(200)
  await expectHome10(page)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!, baseURL).pathname).toBe('/')
})

test('published pages are served from the cache', async ({ request }) => {
  await request.get('/')
  const response = await request.get('/')
  expect(response.headers()['x-nextjs-cache']).toBe('HIT')
})

test('the header and footer come from the CMS', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, href] of [
    ['About', '/about'],
    ['Services', '/service'],
    ['Contact', '/contact'],
    ['Pricing', '/pricing-2'],
  ]) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up')
  await expect(page.getByRole('contentinfo')).toContainText('Monday to Friday 9 am to 5 pm EST')
  await expect(page.getByRole('contentinfo')).toContainText('within 24 hours')
})

test('a phone-width visitor can open the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.click()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(
    page.getByText("The requested URL you are looking for doesn't exist on this server."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to Homepage' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('/404 shows the not-found page', async ({ page }) => {
  const response = await page.goto('/404')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('sitemap and robots list the public site', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>')
  expect(sitemap).toMatch(/<loc>[^<]*\/about<\/loc>/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
})

test('the template home pages answer but are hidden from search engines', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/home', '/home-3', '/home-9']) {
    expect(sitemap, path).not.toMatch(new RegExp(`<loc>[^<]*${path}</loc>`))
    expect((await page.goto(path))?.status(), path).toBe(200)
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/)
  }
  await page.goto('/about')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('anonymous visitors cannot list users', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
})
