import { expect, type Page, test, type TestInfo } from '@playwright/test'

import { chargesFor, clearStandinFaults, ordersNamed, standinFaults } from './orders'
import { fillCard, PORTAL_URL, TEST_CARDS } from './squareStub'
import { open, ownData, stepHeading, toBilling } from './wizard'

// A payment whose outcome Square has not told yet: the visitor is told it is being confirmed,
// never "try again", and the same checkout waits for it across a reload. The stand-in behind the
// server charges, then answers 500; replays while settling fail until the faults are cleared.

const CONFIRMING = 'We are confirming your payment; you will get an email within minutes.'

/** Square charges the first request but its answer is lost, and stays silent until cleared. */
const squareLosesItsAnswer = () =>
  standinFaults(
    { mode: 'error', status: 500, afterCharge: true, times: 1 },
    { mode: 'error', status: 500, times: 200 },
  )

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ })

/**
 * A free order of the test's own company, paid with a good card while Square loses its answer:
 * the wizard says the payment is being confirmed. Returns the company's name.
 */
async function payWhileSquareLosesItsAnswer(page: Page, testInfo: TestInfo) {
  const { llcname } = ownData(testInfo)
  await open(page, '/free')
  await toBilling(page, llcname)
  await fillCard(page, TEST_CARDS.ok)
  await squareLosesItsAnswer()
  await payButton(page).click()
  await expect(page.getByText(CONFIRMING)).toBeVisible()
  return llcname
}

test.afterEach(async () => {
  await clearStandinFaults()
})

test('a payment whose answer is lost is confirming, survives a reload, and ends paid once', async ({
  page,
}, testInfo) => {
  const started = new Date()
  const llcname = await payWhileSquareLosesItsAnswer(page, testInfo)
  await expect(stepHeading(page)).toHaveText('Confirming your payment')
  await expect(page.getByText('Payment processing failed.')).toHaveCount(0)
  await expect(page.getByText(/try again/i)).toHaveCount(0)
  await expect(payButton(page)).toHaveCount(0)

  // The same checkout after a reload: still waiting for the outcome, no card form, no Pay.
  await page.reload()
  await expect(page.getByTestId('payment-confirming')).toContainText(CONFIRMING)
  await expect(stepHeading(page)).toHaveText('Confirming your payment')
  await expect(payButton(page)).toHaveCount(0)
  expect(await ordersNamed(page, llcname)).toMatchObject([{ status: 'payment_unknown' }])

  // Square answers again: the page learns by itself that the payment went through.
  await clearStandinFaults()
  await expect(page.getByText('Payment successful and form submitted!')).toBeVisible({
    timeout: 30_000,
  })
  await page.waitForURL(PORTAL_URL)
  const orders = await ordersNamed(page, llcname)
  expect(orders).toMatchObject([{ status: 'paid', total: 110 }])
  expect(await chargesFor(orders[0]!.id, started)).toHaveLength(1)
})

test('a second checkout for the same company hears of the first before it can pay', async ({
  page,
}, testInfo) => {
  const llcname = await payWhileSquareLosesItsAnswer(page, testInfo)

  // The same browser starts the same company again, on another package.
  await page.goto('/popular')
  await expect(stepHeading(page)).toHaveText('Company Information')
  await toBilling(page, llcname)
  const notice = page.getByTestId('earlier-payment')
  await expect(notice).toContainText(`An earlier payment for ${llcname} is still being confirmed`)
  await expect(payButton(page)).toBeDisabled()

  await clearStandinFaults()
  await fillCard(page, TEST_CARDS.ok)
  await page.getByRole('checkbox', { name: `I want a second order for ${llcname}` }).check()
  await payButton(page).click()
  await page.waitForURL(PORTAL_URL)
  const statuses = (await ordersNamed(page, llcname)).map((order) => order.status)
  expect(statuses).toContain('paid')
  expect(statuses).toHaveLength(2)
})

test('on another device the server tells of the earlier payment, and the visitor decides', async ({
  page,
}, testInfo) => {
  const llcname = await payWhileSquareLosesItsAnswer(page, testInfo)

  // Another device knows nothing of the first checkout; the server refuses before charging.
  await open(page, '/free')
  await toBilling(page, llcname)
  await fillCard(page, TEST_CARDS.ok)
  await payButton(page).click()
  await expect(page.getByTestId('earlier-payment')).toContainText(
    `An earlier payment for ${llcname} is still being confirmed`,
  )
  await expect(payButton(page)).toBeDisabled()
  await clearStandinFaults()
  await page.getByRole('checkbox', { name: `I want a second order for ${llcname}` }).check()
  await fillCard(page, TEST_CARDS.ok)
  await payButton(page).click()
  await page.waitForURL(PORTAL_URL)
  expect(await ordersNamed(page, llcname)).toHaveLength(2)
})
