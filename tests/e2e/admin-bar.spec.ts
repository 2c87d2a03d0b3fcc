import { gzipSync } from 'node:zlib'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { owner } from './accounts'

const bar = '[aria-label="Staff"]'

/** The home page's id, which its "Edit this page" link names. */
async function homeId(request: APIRequestContext): Promise<number> {
  const found = await request.get('/api/pages', {
    params: { 'where[slug][equals]': 'index', depth: 0, limit: 1 },
  })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

test('a visitor asks the API nothing and sees no staff bar; the page is the one staff get', async ({
  page,
  browser,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api')) asked.push(request.url())
  })
  const answer = await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])
  await expect(page.locator(bar)).toHaveCount(0)

  const html = await answer!.text()
  const script = html.match(/<script>\(\(\)=>\{let d=document,m="staff".*?<\/script>/)?.[0] ?? ''
  const meta = html.match(/<meta name="admin-edit"[^>]*>/)?.[0] ?? ''
  expect(script).not.toBe('')
  expect(meta).toBe(
    `<meta name="admin-edit" content="/admin/collections/pages/${await homeId(page.request)}"/>`,
  )
  console.log(
    `/ is ${html.length} bytes (${gzipSync(html).length} gzipped); the staff bar's script tag ` +
      `${script.length} (${gzipSync(script).length} gzipped), its meta tag ${meta.length}`,
  )

  // Cached pages are shared: a signed-in owner gets the very same bytes.
  const staff = await browser.newContext()
  expect((await staff.request.post('/api/users/login', { data: owner })).ok()).toBeTruthy()
  expect(await (await staff.request.get('/')).text()).toBe(html)
  await staff.close()
})

test('the owner signed in sees the bar, edits the page from it, and loses it on logging out', async ({
  page,
  context,
}) => {
  const login = await page.request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const marker = (await context.cookies()).find((cookie) => cookie.name === 'staff')
  expect(marker).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' })

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const nav = page.locator(bar)
  await expect(nav).toBeVisible()
  const edit = nav.getByRole('link', { name: 'Edit this page' })
  await expect(edit).toHaveAttribute(
    'href',
    `/admin/collections/pages/${await homeId(page.request)}`,
  )
  await expect(nav.getByRole('link', { name: 'New page' })).toHaveAttribute(
    'href',
    '/admin/collections/pages/create',
  )
  await expect(nav.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    '/next/preview?path=%2F',
  )
  expect((await nav.boundingBox())!.width).toBeLessThanOrEqual(375)

  // The skip link stays the keyboard's first stop; the bar comes next.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(edit).toBeFocused()

  await edit.click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  await expect(page.locator('#field-title')).not.toHaveValue('')

  await page.goto('/')
  await nav.getByRole('link', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'staff'))
    .toBe(false)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator(bar)).toHaveCount(0)
})
