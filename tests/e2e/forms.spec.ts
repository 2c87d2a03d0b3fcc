import { expect, type Page, test } from '@playwright/test'

import { editor } from './accounts'

// The site's forms: checked in the browser with the server's rules, sent to the form builder's
// submissions, confirmed with a toast, and read by staff in the admin.

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
}

/** From now on every new script waits, until the returned function lets them through. */
async function holdNewScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\//, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('a malformed email is refused inline, nothing is sent and the values stay', async ({
  page,
}) => {
  await open(page, '/quote')
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/form-submissions')) sent.push(request.url())
  })
  const form = page.locator('form').filter({ has: page.getByLabel('Company type') })
  await form.getByLabel('First name').fill('Katherine')
  await form.getByLabel('Email').fill('katherine@')
  await form.getByRole('button', { name: 'Request my quote' }).click()

  const email = form.getByLabel('Email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Enter an email address, like name@example.com')).toBeVisible()
  await expect(form.getByText('Last name is required.')).toBeVisible()
  await expect(form.getByLabel('First name')).toHaveValue('Katherine')
  await expect(email).toHaveValue('katherine@')
  // The first field in error has focus, and the problems are announced.
  await expect(form.getByLabel('Last name')).toBeFocused()
  await expect(form.locator('[aria-live="assertive"]')).toContainText('need attention')
  expect(sent).toEqual([])
})

test('a quote request can be filled and sent with the keyboard alone', async ({ page }) => {
  await open(page, '/quote')
  const form = page.locator('form').filter({ has: page.getByLabel('Company type') })
  await form.getByLabel('First name').focus()
  await page.keyboard.type('Katherine')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Johnson')
  await page.keyboard.press('Tab')
  await page.keyboard.type('katherine@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('(757) 555-0110')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Company type')).toBeFocused()
  await form.getByLabel('Company type').selectOption('C Corporation')
  await page.keyboard.press('Tab')
  await form.getByLabel('Formation state').selectOption('Virginia')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Two founders, one of them outside the US.')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Request my quote' })).toBeFocused()

  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/form-submissions'),
  )
  await page.keyboard.press('Enter')
  expect((await answer).status()).toBe(201)
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'A formation specialist will send your quote within one business day.',
  )
  await expect(form.getByRole('status')).toContainText('within one business day')
  await expect(form.getByLabel('First name')).toHaveValue('')
})

test('a subscribe box takes an email and says it is done', async ({ page }) => {
  await open(page, '/coming-soon')
  const box = page.getByRole('textbox', { name: 'Email address' })
  await box.fill(`updates-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Email me updates' }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText('We will email you')
})

test('a form loads its checks only when used, and keeps what was typed and a send pressed before they came', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/form-submissions')) sent.push(request.postData() ?? '')
  })
  await open(page, '/coming-soon')
  const loaded = scripts.length
  await page.waitForTimeout(500)
  expect(scripts.length, 'nothing more loads while the visitor only reads').toBe(loaded)

  // Typed and sent with Enter while the checked form's code is still on its way.
  const release = await holdNewScripts(page)
  const email = `typed-early-${Date.now()}@example.com`
  const box = page.getByRole('textbox', { name: 'Email address' })
  await box.focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  release()
  await expect(page.locator('[data-sonner-toast]')).toContainText('We will email you')
  expect(scripts.length).toBeGreaterThan(loaded)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toContain(email)
  await expect(box, 'the focus stays in the field it was in').toBeFocused()
})

test('a send clicked while the form code is on its way says it is sending, goes once, and leaves the focus where the visitor put it', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/form-submissions')) sent.push(request.postData() ?? '')
  })
  await open(page, '/coming-soon')
  const release = await holdNewScripts(page)

  const email = `clicked-early-${Date.now()}@example.com`
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Email address' }) })
  await form.getByRole('textbox', { name: 'Email address' }).fill(email)
  const button = form.getByRole('button')
  await button.click()
  await expect(button).toBeDisabled()
  await expect(button).toHaveText('Sending…')
  await expect(form).toHaveAttribute('aria-busy', 'true')
  // The visitor moves on while it loads.
  await page.locator('h1').first().click()

  release()
  await expect(page.locator('[data-sonner-toast]')).toContainText('We will email you')
  expect(sent).toHaveLength(1)
  expect(sent[0]).toContain(email)
  await expect(form.getByRole('textbox', { name: 'Email address' })).not.toBeFocused()
})

test('a contact message sent from /contact-2 is listed for staff in the admin', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.com`
  await open(page, '/contact-2')
  const form = page.locator('#message form')
  await form.getByLabel('First name').fill('Dorothy')
  await form.getByLabel('Last name').fill('Vaughan')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Subject').fill('Registered agent')
  await form.getByLabel('Message').fill('Can you be our registered agent in Delaware?')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toContainText('We reply within 24 hours')

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/form-submissions')
  const row = page.getByRole('link', {
    name: `${email}: Can you be our registered agent in Delaware?`,
  })
  await expect(row).toBeVisible()
  await row.click()
  await expect(page.locator('textarea').filter({ hasText: email })).toBeVisible()
})
