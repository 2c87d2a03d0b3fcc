import { expect, type APIRequestContext, test } from '@playwright/test'

import { owner } from './accounts'
import { schedulePublish, zone } from './schedule'

// Staff schedule from a computer on the business's clock. Payload's picker refuses a day before
// the computer's own today, so a browser on UTC could not pick this evening in New York after
// 19:00 there (docs/content-editing.md#publishing-scheduling-and-redirects).
test.use({ timezoneId: zone })

const signIn = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

test('a page and a post scheduled a minute ahead in the admin go public on their own', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  const headers = await signIn(request)
  const pageDoc = {
    slug: `scheduled-${stamp}`,
    title: 'Annual report season: what is due when',
  }
  const created = await request.post('/api/pages', {
    headers,
    data: { ...pageDoc, _status: 'draft', layout: [{ blockType: 'pageTitle' }] },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }

  const [existing] = (
    (await (await request.get('/api/posts?limit=1&depth=0', { headers })).json()) as {
      docs: { category: number; coverImage: number; content: unknown }[]
    }
  ).docs
  const postDoc = { slug: `scheduled-post-${stamp}`, title: 'Franchise tax season is coming' }
  const createdPost = await request.post('/api/posts?draft=true', {
    headers,
    data: {
      ...postDoc,
      _status: 'draft',
      category: existing!.category,
      coverImage: existing!.coverImage,
      content: existing!.content,
      excerpt: 'What Delaware and other states expect from your company each spring.',
    },
  })
  expect(createdPost.ok()).toBeTruthy()
  const { doc: post } = (await createdPost.json()) as { doc: { id: number } }

  // The scheduled post leaves with the test, whatever happens: other tests read the newest posts.
  try {
    const visitor = await (await browser.newContext()).newPage()
    expect((await visitor.goto(`/${pageDoc.slug}`))?.status()).toBe(404)
    expect((await visitor.goto(`/blog/${postDoc.slug}`))?.status()).toBe(404)

    await page.goto('/admin/login')
    await page.locator('#field-email').fill(owner.email)
    await page.locator('#field-password').fill(owner.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    // The browser's clock is the server's here; the picker counts in whole minutes.
    const at = new Date(Date.now() + 60_000)
    at.setSeconds(0, 0)
    if (at.getTime() - Date.now() < 50_000) at.setMinutes(at.getMinutes() + 1)
    await schedulePublish(page, `/admin/collections/pages/${doc.id}`, pageDoc.title, at)
    await schedulePublish(page, `/admin/collections/posts/${post.id}`, postDoc.title, at)

    // Still private until the time comes…
    expect((await visitor.goto(`/${pageDoc.slug}`))?.status()).toBe(404)
    expect((await visitor.goto(`/blog/${postDoc.slug}`))?.status()).toBe(404)
    // …then public without anyone in the admin (the server runs due jobs every 15 s).
    for (const path of [`/${pageDoc.slug}`, `/blog/${postDoc.slug}`]) {
      await expect
        .poll(async () => (await visitor.goto(path))?.status(), {
          timeout: at.getTime() - Date.now() + 60_000,
          intervals: [5_000],
        })
        .toBe(200)
    }
    await visitor.goto(`/${pageDoc.slug}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(pageDoc.title)
    await visitor.goto('/blog')
    await expect(
      visitor.getByRole('main').getByRole('link', { name: postDoc.title }).first(),
    ).toBeVisible()
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers })
  }
})

test('the jobs endpoint runs jobs only for staff and the server itself', async ({ request }) => {
  const anonymous = await request.get('/api/payload-jobs/run?queue=default', {
    headers: { 'x-jobs-runner-token': 'guess' },
  })
  expect(anonymous.status()).toBe(401)
})
