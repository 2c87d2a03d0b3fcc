import { type APIRequestContext, expect, test } from '@playwright/test'

import { owner, staffAccount } from './accounts'

// Site settings that send customers and staff mail somewhere (the portal URL, the notification
// email) are an administrator's: an editor's attempt, on REST, GraphQL or in the admin, changes
// nothing and says so. The editor is this file's own.

const editor = { email: 'site-settings.editor@e2e.test', password: 'site settings e2e password' }
const SETTINGS = '/api/globals/site-settings'

async function headersOf(request: APIRequestContext, account: typeof owner) {
  const login = await request.post('/api/users/login', { data: account })
  expect(login.ok()).toBeTruthy()
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

const settingsAs = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get(SETTINGS, { headers })).json()) as {
    portalUrl?: string | null
    notificationEmail?: string | null
    preloader?: { durationMs?: number }
  }

test.beforeAll(async ({ request }) => {
  await staffAccount(request, editor, 'editor')
})

test("an editor's save of the portal URL or the notification email is refused, on REST and GraphQL, and changes nothing", async ({
  request,
  page,
}) => {
  const headers = await headersOf(request, editor)
  const before = await settingsAs(request, headers)

  const portal = await request.post(SETTINGS, {
    headers,
    data: { portalUrl: 'https://portal.attacker.example' },
  })
  expect(portal.status()).toBe(403)
  expect((await portal.json()).errors[0].message).toBe(
    'Only an administrator can change the Customer portal URL.',
  )
  const inbox = await request.post(SETTINGS, {
    headers,
    data: { notificationEmail: 'inbox@attacker.example' },
  })
  expect(inbox.status()).toBe(403)
  expect((await inbox.json()).errors[0].message).toBe(
    'Only an administrator can change the Notification email.',
  )
  const viaGraphql = await request.post('/api/graphql', {
    headers,
    data: {
      query:
        'mutation { updateSiteSetting(data: { siteName: "Formation", portalUrl: "https://portal.attacker.example" }) { portalUrl } }',
    },
  })
  const answer = await viaGraphql.json()
  expect(answer.data?.updateSiteSetting ?? null).toBeNull()
  expect(answer.errors[0].message).toBe('Only an administrator can change the Customer portal URL.')

  expect(await settingsAs(request, headers)).toMatchObject({
    portalUrl: before.portalUrl,
    notificationEmail: before.notificationEmail,
  })
  await page.goto('/')
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' })
  await expect(login).toHaveAttribute('href', /^https:\/\/portal\.example\.test\//)
})

test('an editor still saves the other settings; an administrator changes the portal URL', async ({
  request,
}) => {
  const editorHeaders = await headersOf(request, editor)
  const before = await settingsAs(request, editorHeaders)
  const saved = await request.post(SETTINGS, {
    headers: editorHeaders,
    data: { preloader: { durationMs: 1200 } },
  })
  expect(saved.status()).toBe(200)

  const adminHeaders = await headersOf(request, owner)
  try {
    const changed = await request.post(SETTINGS, {
      headers: adminHeaders,
      data: { portalUrl: 'https://portal.example.test/staff-check/' },
    })
    expect(changed.status()).toBe(200)
    expect(await settingsAs(request, adminHeaders)).toMatchObject({
      portalUrl: 'https://portal.example.test/staff-check/',
      preloader: { durationMs: 1200 },
    })
  } finally {
    await request.post(SETTINGS, {
      headers: adminHeaders,
      data: { portalUrl: before.portalUrl ?? null, preloader: before.preloader },
    })
  }
})

test('the admin shows editors both settings read-only, saying why, and saves the rest of the form', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/globals/site-settings')
  for (const field of ['#field-portalUrl', '#field-notificationEmail']) {
    await expect(page.locator(field)).not.toBeEditable()
  }
  await expect(page.getByText('Only an administrator can change it.')).toHaveCount(2)

  const duration = page.locator('#field-preloader__durationMs')
  const before = await duration.inputValue()
  await duration.fill('1300')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await request.post(SETTINGS, {
    headers: await headersOf(request, owner),
    data: { preloader: { durationMs: Number(before) } },
  })
})
