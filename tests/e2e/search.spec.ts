import { randomUUID } from 'node:crypto'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { owner } from './accounts'

type Existing = { category: number; coverImage: number; content: unknown }

/** A post written through the API as staff would save it; returns its id and slug. */
async function writePost(request: APIRequestContext, title: string, status: 'draft' | 'published') {
  const login = await request.post('/api/users/login', { data: owner })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const [existing] = (
    (await (await request.get('/api/posts?limit=1&depth=0&sort=id', { headers })).json()) as {
      docs: Existing[]
    }
  ).docs
  const created = await request.post(`/api/posts${status === 'draft' ? '?draft=true' : ''}`, {
    headers,
    data: {
      title,
      _status: status,
      category: existing!.category,
      coverImage: existing!.coverImage,
      content: existing!.content,
      excerpt: 'Who may be your registered agent, and what it costs to use a service.',
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return { ...doc, remove: () => request.delete(`/api/posts/${doc.id}`, { headers }) }
}

test('/search finds a published post and not a draft, and leads to it', async ({
  page,
  request,
}) => {
  const word = `zq${randomUUID().slice(0, 8)}`
  const published = await writePost(request, `Choosing a registered agent ${word}`, 'published')
  const draft = await writePost(request, `A registered agent draft ${word}`, 'draft')
  try {
    await page.goto('/search')
    await page
      .getByLabel('Search pages, services, state guides, blog posts and open roles')
      .fill(word)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`))
    await expect(page.getByRole('status')).toHaveText(`1 result for “${word}”.`)
    const results = page.getByRole('listitem').filter({ hasText: word })
    await expect(results).toHaveCount(1)
    await expect(results).toContainText('Blog post')
    await expect(page.getByText(`A registered agent draft ${word}`)).toHaveCount(0)

    await results.getByRole('link', { name: `Choosing a registered agent ${word}` }).click()
    await expect(page).toHaveURL(`/blog/${published.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Choosing a registered agent ${word}`,
    )
  } finally {
    await published.remove()
    await draft.remove()
  }
})

test('/search finds a state guide, says when nothing matches, and fits a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/search')
  await expect(page.getByText('Try a state, a company type or a question')).toBeVisible()
  await page.getByRole('link', { name: 'Texas', exact: true }).click()
  await expect(page).toHaveURL('/search?q=Texas')
  await expect(page.getByRole('link', { name: 'Texas company formation guide' })).toHaveAttribute(
    'href',
    '/states/texas',
  )
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)

  await page.goto(`/search?q=${encodeURIComponent('nothing-like-this-anywhere')}`)
  await expect(page.getByRole('status')).toHaveText('Nothing matches “nothing-like-this-anywhere”.')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'state guides', exact: true }),
  ).toHaveAttribute('href', '/states')
  // A results page is the visitor's words: not for search engines' indexes.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('the not-found page offers the site search', async ({ page }) => {
  await page.goto('/no-such-page-here')
  await page.getByLabel('Search the site').fill('delaware')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/search?q=delaware')
  await expect(page.getByRole('link', { name: 'Delaware company formation guide' })).toBeVisible()
})
