import { expect, test } from '@playwright/test'

import { linkFromConfirmation, mailsAbout } from './mail'
import { paidOrder } from './orders'

/**
 * The customer's side after payment: the order page reached from the confirmation email alone,
 * its calendar, its headers, and "Lost your link?". The server writes its mail to MAIL_DIR
 * (scripts/test.ts sets it for the server and these tests).
 */

test('a paying customer opens the order page from the confirmation email: timeline, calendar, private headers', async ({
  page,
}) => {
  const company = `Order Page ${Date.now()}`
  const orderId = await paidOrder(page, company, `order-page-${Date.now()}@example.com`)
  const link = await linkFromConfirmation(company)

  const response = await page.goto(link)
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['cache-control']).toContain('no-store')
  expect(headers['cache-control']).toContain('private')
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  expect(headers['referrer-policy']).toBe('no-referrer')
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page).toHaveTitle(/^Your order/)

  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
  await expect(page.getByText(`Order ${orderId}`).first()).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Where your order stands' })
  await expect(timeline.getByText('Order paid')).toBeVisible()
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Waiting for your details')
  await expect(timeline.getByText('Filed with Wyoming')).toBeVisible()
  await expect(
    timeline.getByText(/Expected by .* \(expedited filing: 2 business days\)/),
  ).toBeVisible()
  await expect(timeline.getByText('Completed')).toBeVisible()

  const payment = page.getByRole('region', { name: 'Your package and payment' })
  await expect(payment.getByText('$150.00')).toBeVisible()

  const calendar = page.getByRole('region', { name: 'Your compliance calendar' })
  await expect(
    calendar.getByRole('heading', { name: 'Wyoming Annual Report' }).first(),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await calendar.getByRole('link', { name: 'Add to your calendar (.ics)' }).click()
  expect((await download).suggestedFilename()).toMatch(/^order-page-\d+-calendar\.ics$/)

  const ics = await page.request.get(`${link}/calendar.ics`)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(ics.headers()['cache-control']).toBe('private, no-store')
  const text = (await ics.text()).replace(/\r?\n /g, '')
  expect(text).toContain('BEGIN:VEVENT')
  expect(text).toContain(`SUMMARY:${company}: Wyoming Annual Report due`)
  expect(text).toContain('TRIGGER:-P30D')

  // Reminders, turned on from the page without JavaScript's help.
  await page.getByRole('button', { name: 'Turn reminders on' }).click()
  await expect(page.getByText('Reminders are on: we will email you')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn reminders off' })).toBeVisible()
})

test('a made-up token is not an order page', async ({ page }) => {
  for (const token of ['A'.repeat(43), 'not-a-token']) {
    const response = await page.goto(`/order/${token}`)
    expect(response?.status(), token).toBe(404)
    expect((await page.request.get(`/order/${token}/calendar.ics`)).status()).toBe(404)
  }
})

test('"Lost your link?" answers the same for a known and an unknown email', async ({ page }) => {
  const company = `Lost Link ${Date.now()}`
  const known = `lost-link-known-${Date.now()}@example.com`
  await paidOrder(page, company, known)

  const ask = async (email: string) => {
    await page.goto('/order')
    await page.getByLabel('Email used at checkout').fill(email)
    await page.getByRole('button', { name: 'Email me my order links' }).click()
    await expect(page).toHaveURL(/\/order\?sent=1$/)
    return page.locator('main').innerText()
  }
  const answers = [await ask(known), await ask(`lost-link-unknown-${Date.now()}@example.com`)]
  expect(answers[0]).toContain('If we have orders for that address, we have emailed their links.')
  expect(answers[1]).toBe(answers[0])

  // The known address gets its link by email.
  await expect
    .poll(
      async () =>
        (await mailsAbout(known)).filter((mail) => mail.includes('Subject: Your order page'))
          .length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1)
  expect(
    (await mailsAbout(known)).find((mail) => mail.includes('Subject: Your order page')),
  ).toMatch(/\/order\/[A-Za-z0-9_-]{43}/)

  await page.goto('/order')
  await page.getByLabel('Email used at checkout').fill('not an email')
  await page.getByLabel('Email used at checkout').evaluate((input) => input.removeAttribute('type'))
  await page.getByRole('button', { name: 'Email me my order links' }).click()
  await expect(page).toHaveURL(/\/order\?error=email$/)
  await expect(page.getByText('Enter a valid email address')).toBeVisible()
})
