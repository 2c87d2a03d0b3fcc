import { expect, test } from '@playwright/test'

// The about and team pages: seeded from the CMS, their figures, values and people, and the
// team teaser's way through to everyone.

test('/about tells the story, the figures, the values and who does the work', async ({
  page,
  request,
}) => {
  const response = await page.goto('/about')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')

  await expect(page.locator('#vision h2')).toHaveText('Starting a company should be the easy part')
  await expect(page.locator('#vision img')).toHaveAttribute('alt', /certificate/)

  // Each figure reads as one phrase: the number and what it counts.
  const figures = page.locator('#numbers li')
  await expect(figures).toHaveCount(4)
  await expect(figures.first()).toHaveText('36K+ founders served')
  await expect(figures.nth(2)).toHaveText('4.8/5 average customer rating')

  const values = page.locator('#values li')
  await expect(values).toHaveCount(4)
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Accuracy first',
    'Privacy by default',
    'Honest pricing',
    'People, not tickets',
  ])

  const members = page.locator('#team li')
  await expect(members).toHaveCount(4)
  await expect(members.first().getByRole('heading', { level: 3 })).toHaveText('Daniel Okafor')
  await expect(members.first().getByRole('img')).toHaveAttribute('alt', /Daniel Okafor/)

  const meetAll = page.getByRole('link', { name: 'Meet All Members' })
  await expect(meetAll).toHaveAttribute('href', '/team')
  expect((await request.get('/team')).status()).toBe(200)

  const quote = page.locator('#testimonial figure')
  await expect(quote).toHaveCount(1)
  await expect(quote.locator('blockquote')).toContainText('Delaware C Corporation')
  await expect(quote.locator('figcaption')).toContainText('Jordan Ellis')
  await expect(quote).toContainText('Rated 5 out of 5')

  await expect(page.getByRole('link', { name: 'Form my company' })).toHaveAttribute('href', '/free')
})

test('/team shows every member from the collection, in order', async ({ page, request }) => {
  const response = await page.goto('/team')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team')

  const api = await request.get('/api/team-members?sort=order&limit=100&depth=0')
  const { docs } = (await api.json()) as { docs: { name: string }[] }
  expect(docs.length).toBeGreaterThanOrEqual(8)
  const members = page.locator('#team li')
  await expect(members).toHaveCount(docs.length)
  await expect(members.getByRole('heading', { level: 3 })).toHaveText(docs.map((d) => d.name))
  await expect(
    page.locator('#contact').getByRole('link', { name: 'Contact the team' }),
  ).toBeVisible()
})

test('the team members API is read-only for visitors', async ({ request }) => {
  const response = await request.post('/api/team-members', {
    data: { name: 'Intruder', role: 'Nobody' },
  })
  expect(response.status()).toBe(403)
})
