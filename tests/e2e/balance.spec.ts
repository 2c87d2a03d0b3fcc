import { expect, test } from '@playwright/test'

import { owner } from './accounts'
import { linkFromConfirmation, mailsAbout } from './mail'
import { paidOrder, staffToken } from './orders'
import { fillCard, routeSquareScript, TEST_CARDS } from './squareStub'

/**
 * A state fee that turns out higher than the one charged: staff confirm it, the customer sees
 * the balance on the order page and pays it with a card, once.
 */
test('a customer with a balance due pays it on the order page with a card', async ({
  page,
}, testInfo) => {
  const started = new Date()
  const company = `Balance Due ${Date.now()}`
  const orderId = await paidOrder(page, company, `balance-${Date.now()}@example.com`)
  const link = await linkFromConfirmation(company)

  // Staff confirm Wyoming's fee at $125, $25 more than the $100 charged.
  const token = await staffToken(page)
  const confirmed = await page.request.post(`/api/orders/${orderId}/state-fee`, {
    headers: { Authorization: `JWT ${token}` },
    data: { stateFeeCents: 12500 },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)

  await routeSquareScript(page)
  await page.goto(link)
  const balance = page.getByRole('region', { name: /Balance due/ })
  await expect(
    balance.getByRole('heading', {
      name: "Balance due: $25.00, because the state's fee is $125.00",
    }),
  ).toBeVisible()
  await expect(balance.getByText('We file as soon as the balance is paid.')).toBeVisible()
  // Where the state's fee was read: the state record's source, as staff gave none.
  await expect(balance.getByText(/Where the fee was read: .+/)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('balance-1280.png'), fullPage: true })
  await balance.screenshot({ path: testInfo.outputPath('balance-card-1280.png') })

  await balance.getByRole('button', { name: 'Pay $25.00 by card' }).click()
  await fillCard(page, TEST_CARDS.declined)
  await balance.getByRole('button', { name: 'Pay $25.00' }).click()
  await expect(balance.getByRole('alert')).toContainText('declined')

  await fillCard(page, TEST_CARDS.ok)
  await balance.getByRole('button', { name: 'Pay $25.00' }).click()
  await expect(page.getByText('Thank you: $25.00 is paid.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('region', { name: /Balance due/ })).toHaveCount(0)
  const payment = page.getByRole('region', { name: 'Your package and payment' })
  await expect(payment.getByText("Balance of the state's fee, paid")).toBeVisible()
  await expect(payment.getByText('+$25.00')).toBeVisible()
  await expect(payment.getByText('$175.00')).toBeVisible()

  await expect
    .poll(async () =>
      (await mailsAbout(company)).some((mail) => mail.includes('Balance of $25.00 paid')),
    )
    .toBe(true)
  expect((await mailsAbout(company)).some((mail) => mail.includes('Balance due: $25.00'))).toBe(
    true,
  )

  // One charge of the balance: the stand-in also served the integration tests, whose database
  // numbers its balances from 1 too, so only this test's charges count.
  const balances = await page.request.get(`/api/order-balances?where[order][equals]=${orderId}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const [{ id: balanceId }] = ((await balances.json()) as { docs: { id: number }[] }).docs
  const charges = (await (
    await fetch(`${process.env.SQUARE_BASE_URL}/__standin/charges`)
  ).json()) as {
    payments: { reference_id?: string; created_at: string; amount_money: { amount: number } }[]
  }
  const paid = charges.payments.filter(
    (payment) =>
      payment.reference_id === `balance-${balanceId}` && new Date(payment.created_at) >= started,
  )
  expect(paid.map((payment) => payment.amount_money.amount)).toEqual([2500])
})

test('the balance card fits a phone', async ({ page }, testInfo) => {
  const company = `Balance Phone ${Date.now()}`
  const orderId = await paidOrder(page, company, `balance-phone-${Date.now()}@example.com`)
  const link = await linkFromConfirmation(company)
  const token = await staffToken(page)
  await page.request.post(`/api/orders/${orderId}/state-fee`, {
    headers: { Authorization: `JWT ${token}` },
    data: { stateFeeCents: 11000 },
  })
  await routeSquareScript(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(link)
  const balance = page.getByRole('region', { name: /Balance due/ })
  await balance.getByRole('button', { name: 'Pay $10.00 by card' }).click()
  await expect(balance.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: testInfo.outputPath('balance-375.png'), fullPage: true })
  await balance.screenshot({ path: testInfo.outputPath('balance-card-375.png') })
})

test('staff confirm a higher fee from the order in the admin, and an admin waives the balance', async ({
  page,
}, testInfo) => {
  const company = `Balance Admin ${Date.now()}`
  const orderId = await paidOrder(page, company, `balance-admin-${Date.now()}@example.com`)
  expect((await page.request.post('/api/users/login', { data: owner })).ok()).toBe(true)

  await page.goto(`/admin/collections/orders/${orderId}`)
  const fee = page.getByRole('group', { name: "Confirm the state's fee" })
  await expect(fee.getByRole('button', { name: "Confirm the state's fee" })).toBeEnabled()
  await fee.getByLabel("The state's fee, as its own site says ($)").fill('130')
  await fee.getByRole('button', { name: "Confirm the state's fee" }).click()
  const confirm = page.locator('.confirmation-modal')
  await expect(
    confirm.getByText(/Confirming \$130\.00 asks them for a balance of \$30\.00/),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Confirm the fee' }).click()

  await expect(page.getByText(/A balance of \$30\.00 is due from the customer/)).toBeVisible()
  await page
    .getByRole('group', { name: 'State fee' })
    .screenshot({ path: testInfo.outputPath('state-fee-panel.png') })
  const waive = page.getByRole('group', { name: 'Waive the balance' })
  await waive.getByLabel('Why is it waived?').fill('Our estimate was wrong: we carry it')
  await waive.getByRole('button', { name: 'Waive the balance' }).click()
  await confirm.getByRole('button', { name: 'Waive it' }).click()
  await expect(page.getByText(/A balance of \$30\.00 is due/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Timeline', exact: true }).click()
  await expect(
    page.getByText('Balance of $30.00 waived: Our estimate was wrong: we carry it'),
  ).toBeVisible()
})
