import { expect, type Page, type Request, test } from '@playwright/test'

import { PORTAL_URL } from './squareStub'

// The account forms check what the visitor typed in the browser, then post it to the customer
// portal (PORTAL_URL of the test server): never to this site, never without the terms agreed.
// What a site without a portal shows is checked on the island itself (tests/unit).

/** Opens a page and waits until its islands are interactive. */
async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
}

/** Answers the portal with a tiny page and records what was posted to it. */
async function routePortal(page: Page): Promise<Request[]> {
  const posts: Request[] = []
  await page.route(`${PORTAL_URL}**`, (route) => {
    posts.push(route.request())
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Customer portal</title><h1>Customer portal</h1></html>',
    })
  })
  return posts
}

async function fillSignUp(page: Page, email = 'ada@example.com') {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('analytical engine')
}

const submit = (page: Page) => page.getByRole('button', { name: 'Create Account' })

test('sign-up is not sent without agreeing to the terms', async ({ page }) => {
  const posts = await routePortal(page)
  await open(page, '/sign-up')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account')
  const terms = page.getByRole('checkbox', { name: /I agree to the terms of service/ })
  await expect(terms).not.toBeChecked()

  await fillSignUp(page)
  await submit(page).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Agree to the terms to create your account.',
  )
  await expect(terms).toHaveAttribute('aria-invalid', 'true')
  await expect(terms).toBeFocused()
  // What was typed stays, and nothing left the page.
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  expect(posts).toHaveLength(0)
  await expect(page).toHaveURL(/\/sign-up$/)
})

test('a malformed email is refused inline, on the field', async ({ page }) => {
  const posts = await routePortal(page)
  await open(page, '/sign-up')
  await fillSignUp(page, 'ada@example')
  await page.getByRole('checkbox', { name: /I agree/ }).check()
  await submit(page).click()
  const email = page.getByLabel('Email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  const errorId = await email.getAttribute('aria-describedby')
  await expect(page.locator(`#${errorId}`)).toHaveText(
    'Enter a valid email address, like name@example.com',
  )
  await expect(email).toHaveValue('ada@example')
  expect(posts).toHaveLength(0)
})

test('the password is masked until the visitor shows it', async ({ page }) => {
  await open(page, '/sign-up')
  const password = page.getByLabel('Password', { exact: true })
  const toggle = page.getByRole('button', { name: 'Show password' })
  await expect(password).toHaveAttribute('type', 'password')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await password.fill('analytical engine')
  await toggle.click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  await expect(password).toHaveValue('analytical engine')
})

test('a visitor signs up with the keyboard alone and the form posts to the portal', async ({
  page,
}) => {
  const posts = await routePortal(page)
  await open(page, '/sign-up')
  const firstName = page.getByLabel('First name')
  for (let i = 0; i < 60 && !(await firstName.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(firstName).toBeFocused()

  await page.keyboard.type('Ada')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Lovelace')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ada@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('analytical engine')
  await page.keyboard.press('Tab') // the Show button
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab') // the terms link
  await page.keyboard.press('Tab')
  await expect(submit(page)).toBeFocused()
  await page.keyboard.press('Enter')

  await page.waitForURL(`${PORTAL_URL}register`)
  expect(posts).toHaveLength(1)
  expect(posts[0]!.method()).toBe('POST')
  const fields = Object.fromEntries(new URLSearchParams(posts[0]!.postData() ?? ''))
  expect(fields).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'analytical engine',
  })
})

test('sign-in and reset post their fields to their own portal paths', async ({ page }) => {
  const posts = await routePortal(page)
  await open(page, '/sign-in')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back')
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  )
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Password', { exact: true }).fill('x')
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.waitForURL(`${PORTAL_URL}login`)
  expect(Object.fromEntries(new URLSearchParams(posts[0]!.postData() ?? ''))).toEqual({
    email: 'ada@example.com',
    password: 'x',
  })

  await open(page, '/reset-password')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await page.waitForURL(`${PORTAL_URL}forgot-password`)
  expect(posts[1]!.postData()).toBe('email=ada%40example.com')
})
