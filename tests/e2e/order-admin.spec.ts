import { expect, type Page, test } from '@playwright/test'

import { owner, siteOrigin } from './accounts'
import { submitFilingDetails } from './filing'
import { linkFromConfirmation } from './mail'
import { fillCompany, open } from './wizard'
import { paidOrder } from './orders'

const signIn = async (page: Page) =>
  expect((await page.request.post('/api/users/login', { data: owner })).ok()).toBe(true)

/** The refunds Square made, from the stand-in the test runner started. */
async function squareRefunds(): Promise<{ id: string; amount_money: { amount: number } }[]> {
  const response = await fetch(`${process.env.SQUARE_BASE_URL}/__standin/charges`)
  return (
    (await response.json()) as { refunds: { id: string; amount_money: { amount: number } }[] }
  ).refunds
}

test('an admin refunds a paid order from the admin, and the order shows refunded with the refund id', async ({
  page,
}) => {
  const company = `Refund Admin ${Date.now()}`
  const id = await paidOrder(page, company)
  await signIn(page)
  const before = (await squareRefunds()).length

  await page.goto(`/admin/collections/orders/${id}`)
  const actions = page.getByRole('group', { name: 'Refund the order' })
  // Enabled once the admin has hydrated: what is typed before that would be lost.
  await expect(actions.getByRole('button', { name: 'Refund' })).toBeEnabled()
  await expect(actions.getByText('Refundable: $150.00 of $150.00 charged.')).toBeVisible()
  // Nothing is refunded that was not typed: the amount starts empty.
  const amount = actions.getByLabel('Refund amount ($)')
  await expect(amount).toHaveValue('')
  await actions.getByLabel('Reason').fill('Customer cancelled before filing')
  await actions.getByRole('button', { name: 'Refund' }).click()
  await expect(page.getByText('Enter an amount from $0.01 to $150.00.')).toBeVisible()
  await amount.fill('150')
  // The same styled confirmation as a move, with the amount and the email that goes out.
  await actions.getByRole('button', { name: 'Refund' }).click()
  const confirm = page.locator('.confirmation-modal')
  await expect(confirm.getByText("Refund $150.00 to the customer's card?")).toBeVisible()
  await expect(
    confirm.getByText(/the customer is emailed the refund at grace@example\.com/),
  ).toBeVisible()
  await expect(confirm.getByText('A refund cannot be taken back.')).toBeVisible()
  await confirm.getByRole('button', { name: 'Keep the money' }).click()
  await expect(confirm).toHaveCount(0)
  expect((await squareRefunds()).length).toBe(before)
  await actions.getByRole('button', { name: 'Refund' }).click()
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click()

  // The page reloads with the order as it now is.
  await expect(page.getByText('Status:').locator('strong')).toHaveText('Refunded')
  await expect(page.getByRole('group', { name: 'Refund the order' })).toHaveCount(0)
  const refunds = (await squareRefunds()).slice(before)
  expect(refunds.map((refund) => refund.amount_money.amount)).toEqual([15000])

  await page.getByRole('button', { name: 'Timeline', exact: true }).click()
  await expect(page.getByText(`Square refund ${refunds[0]!.id}`)).toBeVisible()

  const order = await page.request.get(`/api/orders/${id}?depth=0`, { headers: siteOrigin })
  const json = (await order.json()) as {
    status: string
    refundedCents: number
    refunds: { refundId: string }[]
  }
  expect(json.status).toBe('refunded')
  expect(json.refundedCents).toBe(15000)
  expect(json.refunds.map((refund) => refund.refundId)).toEqual([refunds[0]!.id])
})

test('staff move an order along from its actions, and the dashboard counts it', async ({
  page,
}) => {
  const company = `Move Admin ${Date.now()}`
  const id = await paidOrder(page, company)
  await signIn(page)
  const move = page.getByRole('group', { name: 'Move the order' })

  await page.goto(`/admin/collections/orders/${id}`)
  await expect(move.getByRole('button', { name: 'Move to In review' })).toBeEnabled()
  await expect(move.getByLabel('Move to')).toHaveValue('in_review')
  await move.getByRole('button', { name: 'Move to In review' }).click()
  // Nothing moves before staff confirm what the move does.
  const confirm = page.locator('.confirmation-modal')
  await expect(confirm.getByText('Move this order from Paid to In review?')).toBeVisible()
  await expect(confirm.getByText('No email is sent to the customer.')).toBeVisible()
  await expect(
    confirm.getByText('This cannot be undone: orders only move forward.', { exact: true }),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Keep it as it is' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(page.getByText('Status:').locator('strong')).toHaveText('Paid')
  await move.getByRole('button', { name: 'Move to In review' }).click()
  await confirm.getByRole('button', { name: 'Move the order' }).click()
  await expect(page.getByText('Status:').locator('strong')).toHaveText('In review')

  await expect(move.getByRole('button', { name: 'Move to In review' })).toHaveCount(0)
  // Filing waits for the customer's details (filing-details.spec.ts).
  await submitFilingDetails(page, await linkFromConfirmation(company))
  await page.reload()
  await expect(move.getByRole('button', { name: /^Move to/ })).toBeEnabled()
  await move.getByLabel('Move to').selectOption('filed_with_state')
  await move.getByLabel("State's confirmation number").fill('WY-2026-000123')
  await move.getByRole('button', { name: 'Move to Filed with the state' }).click()
  await expect(confirm.getByText(/The customer is emailed that the company is filed/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Move the order' }).click()
  await expect(page.getByText('Status:').locator('strong')).toHaveText('Filed with the state')
  await page.getByRole('button', { name: 'Timeline', exact: true }).click()
  await expect(page.getByText(/confirmation WY-2026-000123/)).toBeVisible()

  await page.goto('/admin')
  const dashboard = page.getByRole('region', { name: 'Orders at a glance' })
  await expect(dashboard.getByRole('heading', { name: 'Revenue today' })).toBeVisible()
  await expect(dashboard.getByRole('link', { name: /Filed with the state: \d+/ })).toBeVisible()
  await expect(dashboard.getByRole('link', { name: /state fee rows not verified/ })).toBeVisible()
  // Filing started our registered agent for the company: the dashboard counts it.
  await expect(dashboard.getByRole('heading', { name: 'Registered agent' })).toBeVisible()
  await expect(
    dashboard.getByRole('link', { name: /^[1-9]\d* companies we are the agent of$/ }),
  ).toBeVisible()
  await dashboard.screenshot({ path: test.info().outputPath('dashboard-1280.png') })

  // What renewals brought in this week, and any whose payment Square has not told.
  await expect(
    dashboard.getByRole('link', { name: /^\d+ renewals paid this week, \$[\d,]+\.\d\d$/ }),
  ).toBeVisible()
  await expect(
    dashboard.getByRole('link', {
      name: /^\d+ renewal payments Square has not told the outcome of$/,
    }),
  ).toBeVisible()

  // Where staff record what our agent receives for a company.
  await page.goto('/admin/collections/agent-mail/create')
  await expect(page.getByRole('textbox', { name: /^From/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('agent-mail-create-1280.png') })
})

test('the order summary shows an unverified state fee as to be confirmed, a verified one as final', async ({
  page,
}) => {
  await open(page, '/free')
  await fillCompany(page, 'Estimate Check LLC', 'delaware')
  const fee = page.locator('[data-line="state-fee"]')
  await expect(fee).toContainText('To be confirmed')
  await expect(
    page.getByText('The state fee is estimated at $110 and included in the total.'),
  ).toBeVisible()

  await page.getByLabel('Formation State').selectOption('illinois')
  await expect(fee).toContainText('$150')
  await expect(fee).not.toContainText('To be confirmed')
  await expect(page.getByText(/The state fee is estimated/)).toHaveCount(0)
})
