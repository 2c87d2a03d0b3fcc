import { readFile } from 'node:fs/promises'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { ownerHeaders } from './accounts'
import { richTextParagraph } from './richText'

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  )

const cards = (page: Page) => page.getByRole('main').locator('article')

/** A seeded post's topic and picture, for a post of a test's own. */
async function aPost(request: APIRequestContext, headers: { Authorization: string }) {
  const found = await request.get('/api/posts?limit=1&depth=0', { headers })
  const { docs } = (await found.json()) as { docs: { category: number; coverImage: number }[] }
  return docs[0]!
}

test('/blog lists the newest posts, each opening its own page', async ({ page, request }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await expect(cards(page)).toHaveCount(3)
  const titles = await cards(page).getByRole('heading').allTextContents()
  expect(titles[0]).toBe('What an EIN is and how to get one')

  await cards(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/what-is-an-ein-and-how-to-get-one$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!)
  await expect(page.getByText(/Written by Priya Raman/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /comments?$/ })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveCount(4)
  await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible()
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const article = (await jsonLd(page)).find((data) => data['@type'] === 'Article')
  expect(article).toMatchObject({ headline: titles[0], author: { name: 'Priya Raman' } })

  for (const title of titles) {
    const href = await page
      .getByRole('link', { name: title, exact: true })
      .first()
      .getAttribute('href')
    if (href) expect((await request.get(href)).status()).toBe(200)
  }
})

test('every picture of the blog and a post loads, optimised from the site itself', async ({
  page,
}) => {
  for (const path of ['/blog', '/blog/what-is-an-ein-and-how-to-get-one']) {
    await page.goto(path)
    const pictures = page.locator('main img')
    expect(await pictures.count(), path).toBeGreaterThan(0)
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded()
      // The optimiser is given the upload's path, never an absolute address it would refuse.
      expect(await picture.getAttribute('src'), path).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia/)
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }
  }
})

test('the blog pages through older posts with real addresses', async ({ page, request }) => {
  await page.goto('/blog')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/blog\/page\/2$/)
  await expect(cards(page)).toHaveCount(3)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog, page 2')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/)
  await pages.getByRole('link', { name: 'Older' }).click()
  await expect(page).toHaveURL(/\/blog\/page\/3$/)
  await expect(cards(page)).toHaveCount(1)
  await expect(pages.getByRole('link', { name: 'Older' })).toHaveCount(0)

  expect((await request.get('/blog/page/4')).status()).toBe(404)
  expect((await request.get('/blog/page/two')).status()).toBe(404)
  const first = await request.get('/blog/page/1', { maxRedirects: 0 })
  expect(first.status()).toBe(308)
  expect(first.headers().location).toMatch(/\/blog$/)
  expect((await request.get('/blog/page/2')).headers()['x-nextjs-cache']).toBe('HIT')
})

test('the sidebar searches titles and excerpts on the server, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/blog')
  const search = page.getByRole('searchbox', { name: 'Search the blog' })
  await search.fill('operating agreement')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/blog\/search\?q=operating\+agreement$/)
  await expect(cards(page).getByRole('heading')).toContainText([
    'Operating agreements: why a single-member LLC needs one too',
  ])
  await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue(
    'operating agreement',
  )

  await page.goto('/blog/search?q=zebra%20crossing')
  await expect(page.getByText('No post matches “zebra crossing”')).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  // Markup in a search stays text.
  await page.goto('/blog/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  // A NUL or a control character in the words is no search, never a server error.
  expect((await page.goto('/blog/search?q=ein%00'))?.status()).toBe(200)
  await expect(cards(page).first()).toBeVisible()
  await page.goto('/blog/search?q=%00')
  await expect(page).toHaveURL(/\/blog$/)
})

test('topics and tags are linkable lists with their counts', async ({ page, request }) => {
  await page.goto('/blog')
  const topics = page.getByRole('complementary', { name: 'Blog' })
  const forming = topics.getByRole('link', { name: /Forming a company/ })
  await expect(forming).toContainText('3')
  await forming.click()
  await expect(page).toHaveURL(/\/blog\/category\/forming-a-company$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forming a company')
  await expect(cards(page)).toHaveCount(3)
  for (const card of await cards(page).all()) await expect(card).toContainText('Forming a company')

  await topics.getByRole('link', { name: 'Delaware', exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/tag\/delaware$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged Delaware')
  await expect(cards(page)).toHaveCount(2)

  expect((await request.get('/blog/category/no-such-topic')).status()).toBe(404)
  expect((await request.get('/blog/tag/no-such-tag')).status()).toBe(404)
  expect((await request.get('/blog/no-such%00post')).status()).toBe(404)
})

test('/blog-details shows the newest post, pointing search engines at its own address', async ({
  page,
}) => {
  await page.goto('/blog-details')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What an EIN is and how to get one',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/what-is-an-ein-and-how-to-get-one$/,
  )
})

test('a post published by staff appears on /blog and its page at once; unpublished, it leaves', async ({
  request,
  browser,
}) => {
  const headers = await ownerHeaders(request)
  const existing = await aPost(request, headers)
  const slug = `foreign-qualification-${Date.now()}`
  const title = 'Foreign qualification: working in a second state'
  const visitor = await (await browser.newContext()).newPage()
  // Both pages are in the cache before the change.
  await visitor.goto('/blog')
  expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404)

  const created = await request.post('/api/posts', {
    headers,
    data: {
      title,
      slug,
      category: existing.category,
      coverImage: existing.coverImage,
      excerpt:
        'When your company does business in another state, that state may ask it to register.',
      content: richTextParagraph('Registering in a second state is called foreign qualification.'),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  // The post leaves with the test, whatever happens: other tests read the newest posts.
  try {
    await expect
      .poll(async () => (await visitor.goto('/blog'), await visitor.getByText(title).count()), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}<`)

    const unpublished = await request.patch(`/api/posts/${doc.id}`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublished.ok()).toBeTruthy()
    await expect
      .poll(async () => (await visitor.goto(`/blog/${slug}`))?.status(), { timeout: 10_000 })
      .toBe(404)
    await visitor.goto('/blog')
    await expect(visitor.getByText(title)).toHaveCount(0)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})

test('a picture staff edit shows its new description on the blog search’s cards at once', async ({
  request,
  browser,
}) => {
  const headers = await ownerHeaders(request)
  const existing = await aPost(request, headers)
  const word = `quokkaline${Date.now()}`
  const uploaded = await request.post('/api/media', {
    headers,
    multipart: {
      file: {
        name: `${word}.svg`,
        mimeType: 'image/svg+xml',
        buffer: await readFile('src/seed/assets/about-vision.svg'),
      },
      _payload: JSON.stringify({ alt: 'A vision board, before' }),
    },
  })
  expect(uploaded.status()).toBe(201)
  const { doc: picture } = (await uploaded.json()) as { doc: { id: number } }
  const created = await request.post('/api/posts', {
    headers,
    data: {
      title: `Searching for ${word}`,
      slug: word,
      category: existing.category,
      coverImage: picture.id,
      excerpt: 'A post that only this test searches for.',
      content: richTextParagraph('A post that only this test searches for.'),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc: post } = (await created.json()) as { doc: { id: number } }

  try {
    const visitor = await (await browser.newContext()).newPage()
    const cardPicture = (alt: string) => cards(visitor).getByRole('img', { name: alt })
    await visitor.goto(`/blog/search?q=${word}`)
    await expect(cardPicture('A vision board, before')).toHaveCount(1)

    const edited = await request.patch(`/api/media/${picture.id}`, {
      headers,
      data: { alt: 'A vision board, after' },
    })
    expect(edited.ok()).toBeTruthy()
    await expect
      .poll(
        async () => (
          await visitor.goto(`/blog/search?q=${word}`),
          await cardPicture('A vision board, after').count()
        ),
        { timeout: 10_000 },
      )
      .toBe(1)
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers })
    await request.delete(`/api/media/${picture.id}`, { headers })
  }
})
