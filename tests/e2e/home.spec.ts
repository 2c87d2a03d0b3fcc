import { expect, test } from '@playwright/test'

test('the home page is rendered from the CMS', async ({ page, request }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const api = await request.get('/api/pages?where[slug][equals]=home&depth=0')
  const { docs } = (await api.json()) as { docs: { title: string; layout: { blockType: string; heading?: string }[] }[] }
  const hero = docs[0]?.layout.find((block) => block.blockType === 'hero')
  expect(hero?.heading).toBeTruthy()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero!.heading!)
  await expect(page).toHaveTitle(new RegExp(docs[0]!.title))
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText("The requested URL you are looking for doesn't exist on this server.")).toBeVisible()
  await page.getByRole('link', { name: 'Back to Homepage' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('anonymous visitors cannot list users', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
})
