import { expect, type Page, test } from '@playwright/test'

import { chargesFor, ordersNamed, staffToken } from './orders'
import { fillCard, PORTAL_URL, TEST_CARDS } from './squareStub'
import {
  fillCompany,
  fillContact,
  next,
  nextButton,
  open,
  ownData,
  stepHeading,
  summary,
  toBilling,
  total,
} from './wizard'

// The order wizard on /free, /popular and /standard, in Chromium against the production server;
// Square's script is the stub (routed at Square's own address), charges go to the stand-in.

const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}`

test('each variant starts at its own total', async ({ page }) => {
  for (const [path, expected] of [
    ['/free', '$0'],
    ['/popular', '$199'],
    ['/standard', '$299'],
  ] as const) {
    await open(page, path)
    await expect(total(page)).toContainText(expected)
  }
})

test('the summary adds the state fee, replaces it, and adds and removes the options exactly', async ({
  page,
}) => {
  await open(page, '/free')
  await expect(total(page)).toContainText('$0')
  await fillCompany(page, 'Summary Check')
  await expect(total(page)).toContainText('$110')
  await page.getByLabel('Formation State').selectOption('nevada')
  await expect(total(page)).toContainText('$425')
  await page.getByLabel('Designator').selectOption('Nonprofit')
  await expect(total(page)).toContainText('$100')
  await page.getByLabel('Designator').selectOption('LLC')

  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await page.getByRole('radio', { name: /Expedited filing/ }).check()
  await expect(total(page)).toContainText('$475')
  await page.getByRole('radio', { name: /Standard filing/ }).check()
  await expect(total(page)).toContainText('$425')
  await page.getByRole('checkbox', { name: /Business License/ }).check()
  await expect(total(page)).toContainText('$524')
  await page.getByRole('checkbox', { name: /Business License/ }).uncheck()
  await expect(total(page)).toContainText('$425')

  // Popular counts its preset expedited filing in its 199: standard filing takes 50 off, expedited restores it.
  await open(page, '/popular')
  await fillCompany(page, 'Popular Check', 'wyoming')
  await expect(total(page)).toContainText('$299')
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await expect(page.getByRole('radio', { name: /Expedited filing/ })).toBeChecked()
  await page.getByRole('radio', { name: /Standard filing/ }).check()
  await expect(total(page)).toContainText('$249')
  await page.getByRole('radio', { name: /Expedited filing/ }).check()
  await expect(total(page)).toContainText('$299')
})

/** The summary's lines as "label amount", the priced ones and the $0 included ones apart. */
async function summaryLines(page: Page) {
  const lines = summary(page).locator('[data-line]')
  const texts = (await lines.evaluateAll((items) =>
    items.map((item) => [
      item.closest('ul')?.previousElementSibling?.textContent === 'Included',
      Array.from(item.children, (child) => child.textContent).join(' '),
    ]),
  )) as [boolean, string][]
  return {
    priced: texts.filter(([included]) => !included).map(([, text]) => text),
    included: texts.filter(([included]) => included).map(([, text]) => text),
  }
}

test('on /free the review step sells the four add-ons: each ticked is a line, the total follows and the card pays it', async ({
  page,
}, testInfo) => {
  const started = new Date()
  const { llcname, email } = ownData(testInfo)
  await open(page, '/free')
  await fillCompany(page, llcname)
  await next(page, 'Contact Person')
  await fillContact(page, email)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')

  // Free includes the filing: nothing of the add-ons is listed as included at $0.
  expect(await summaryLines(page)).toEqual({
    priced: ['Free Package $0', 'State Filing Fee To be confirmed'],
    included: ['Banking Resolution $0', 'Electronic Delivery $0', 'Phone Support $0'],
  })
  await expect(total(page)).toContainText('$110')

  const addOns = page.getByRole('group', { name: 'Add to your Free Package' })
  const boxes = addOns.getByRole('checkbox')
  await expect(boxes).toHaveCount(4)
  const offered = [
    ['EIN', '$70', 'add-on-ein'],
    ['Operating Agreement', '$99', 'add-on-operatingAgreement'],
    ['Business Contract Templates', '$150', 'add-on-businessContractTemplates'],
    ['IRS Form 2553', '$50', 'add-on-irsForm'],
  ] as const
  for (const [i, [label, price]] of offered.entries()) {
    await expect(boxes.nth(i)).toHaveAccessibleName(new RegExp(`^${label}\\b.*\\${price}$`))
    await expect(boxes.nth(i)).not.toBeChecked()
  }

  const box = (label: string) => addOns.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) })
  await box('EIN').check()
  await expect(summary(page).locator('[data-line="add-on-ein"]')).toHaveText('EIN$70')
  await expect(total(page)).toContainText('$180')
  await box('Operating Agreement').check()
  await box('Business Contract Templates').check()
  // The keyboard ticks a box too.
  await box('IRS Form 2553').focus()
  await page.keyboard.press('Space')
  await expect(box('IRS Form 2553')).toBeChecked()
  await expect(total(page)).toContainText('$479')
  expect((await summaryLines(page)).priced).toEqual([
    'Free Package $0',
    'State Filing Fee To be confirmed',
    'EIN $70',
    'Operating Agreement $99',
    'Business Contract Templates $150',
    'IRS Form 2553 $50',
  ])
  await box('Operating Agreement').uncheck()
  await expect(summary(page).locator('[data-line="add-on-operatingAgreement"]')).toHaveCount(0)
  await expect(total(page)).toContainText('$380')

  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await next(page, 'Billing Information')
  await fillCard(page, TEST_CARDS.ok)
  await page.getByRole('button', { name: 'Pay $380' }).click()
  await expect(page.getByText('Payment successful and form submitted!')).toBeVisible()
  await page.waitForURL(PORTAL_URL)

  const orders = await ordersNamed(page, llcname)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({
    status: 'paid',
    total: 380,
    amountCents: 38000,
    ein: true,
    operatingAgreement: false,
    businessContractTemplates: true,
    irsForm: true,
  })
  expect(await chargesFor(orders[0]!.id, started)).toEqual([
    expect.objectContaining({ amount_money: expect.objectContaining({ amount: 38000 }) }),
  ])
})

test('/popular lists what it includes at $0 and sells no add-ons', async ({ page }) => {
  await open(page, '/popular')
  await fillCompany(page, 'Included Lines Check', 'wyoming')
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  expect(await summaryLines(page)).toEqual({
    priced: [
      'Popular Package (expedited filing included) $199',
      'State Filing Fee To be confirmed',
    ],
    included: [
      'EIN $0',
      'Operating Agreement $0',
      'IRS Form 2553 $0',
      'Business Bank Account $0',
      'Business Tax Consultation $0',
      'Banking Resolution $0',
      'Electronic Delivery $0',
      'Phone Support $0',
    ],
  })
  // No add-on to buy: the one box is the free opt-in to deadline reminders.
  await expect(page.getByRole('checkbox')).toHaveCount(1)
  await expect(
    page.getByRole('checkbox', { name: "Email me before my state's filing deadlines" }),
  ).not.toBeChecked()
})

test('an empty LLC Name is refused inline and the wizard stays on step 1', async ({ page }) => {
  await open(page, '/free')
  await nextButton(page).click()
  await expect(page.getByText('LLC Name is required.')).toBeVisible()
  await expect(page.getByLabel('LLC Name')).toBeFocused()
  await expect(page.getByLabel('LLC Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0)
  await expect(stepHeading(page)).toHaveText('Company Information')

  // Fixing the field clears its message at once.
  await page.getByLabel('LLC Name').fill('Fixed Name')
  await expect(page.getByText('LLC Name is required.')).toHaveCount(0)
})

test('a malformed email or phone gets an inline message before payment', async ({ page }) => {
  await open(page, '/free')
  await fillCompany(page, 'Contact Check')
  await next(page, 'Contact Person')
  await fillContact(page)
  await page.getByLabel('Email').fill('ada@')
  await page.getByLabel('Mobile').fill('555-01')
  await nextButton(page).click()
  await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible()
  await expect(
    page.getByText('Enter a phone number with its area code, like (555) 123-4567'),
  ).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(stepHeading(page)).toHaveText('Contact Person')
})

test('one press of Next checks the whole step, even straight from a field being typed in', async ({
  page,
}) => {
  await open(page, '/free')
  await fillCompany(page, 'One Click')
  await next(page, 'Contact Person')
  await page.getByLabel('Email').fill('ada@')
  await nextButton(page).click()
  await expect(page.getByText('First Name is required.')).toBeVisible()
  await expect(page.getByText('Mobile is required.')).toBeVisible()
  await expect(page.getByLabel('First Name')).toBeFocused()
})

test('the wizard works from the keyboard: Enter moves on, Back returns, focus follows the step', async ({
  page,
}) => {
  await open(page, '/free')
  await page.getByLabel('LLC Name').focus()
  await page.keyboard.type('Keyboard Holdings')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.getByLabel('Designator').selectOption('C-Corporation')
  await page.getByLabel('Formation State').selectOption('alabama')
  // A corporation's name is a Company Name.
  await page.getByRole('textbox', { name: 'Company Name' }).press('Enter')
  await expect(stepHeading(page)).toHaveText('Contact Person', { timeout: 10_000 })
  await expect(stepHeading(page)).toBeFocused()
  await expect(total(page)).toContainText('$236')
  await page.getByRole('button', { name: 'Back' }).press('Enter')
  await expect(stepHeading(page)).toHaveText('Company Information')
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled()
})

test('an approved card pays the server-computed total, says so and leads to the portal', async ({
  page,
}) => {
  const started = new Date()
  const llcname = uniqueName('Approved Widgets')
  await open(page, '/popular')
  await fillCompany(page, llcname)
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await page.getByRole('checkbox', { name: /Business License/ }).check()
  await next(page, 'Order Summary')
  await expect(page.getByText(llcname)).toBeVisible()
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('correct horse battery')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  await next(page, 'Billing Information')

  await fillCard(page, TEST_CARDS.ok)
  await page.getByRole('button', { name: 'Pay $408' }).click()
  await expect(page.getByText('Payment successful and form submitted!')).toBeVisible()
  await page.waitForURL(PORTAL_URL)
  await expect(page.getByRole('heading', { name: 'Customer portal' })).toBeVisible()

  const orders = await ordersNamed(page, llcname)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ status: 'paid', total: 408, amountCents: 40800, stateFee: 110 })
  expect(await chargesFor(orders[0]!.id, started)).toEqual([
    expect.objectContaining({ amount_money: expect.objectContaining({ amount: 40800 }) }),
  ])

  // A finished order leaves nothing behind: the next visit starts afresh.
  await page.goto('/popular')
  await expect(page.getByLabel('LLC Name')).toHaveValue('')
})

test('a declined card says so, stays on billing, and another card then pays once', async ({
  page,
}) => {
  const started = new Date()
  const llcname = uniqueName('Declined First')
  await open(page, '/free')
  await toBilling(page, llcname)

  await fillCard(page, TEST_CARDS.declined)
  await page.getByRole('button', { name: 'Pay $110' }).click()
  await expect(page.getByText('Payment processing failed.')).toBeVisible()
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0)
  await expect(stepHeading(page)).toHaveText('Billing Information')
  let orders = await ordersNamed(page, llcname)
  expect(orders).toMatchObject([{ status: 'payment_failed' }])

  await fillCard(page, TEST_CARDS.ok)
  await page.getByRole('button', { name: 'Pay $110' }).click()
  await expect(page.getByText('Payment successful and form submitted!')).toBeVisible()
  await page.waitForURL(PORTAL_URL)

  orders = await ordersNamed(page, llcname)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ status: 'paid', total: 110, amountCents: 11000 })
  expect(await chargesFor(orders[0]!.id, started)).toHaveLength(1)
})

test('a fee changed by staff during a checkout is caught before charging, and the summary catches up', async ({
  page,
}) => {
  const token = await staffToken(page)
  const headers = { Authorization: `JWT ${token}` }
  const found = await page.request.get('/api/state-fees?where[slug][equals]=delaware', { headers })
  const delaware = ((await found.json()) as { docs: { id: number; llc: number }[] }).docs[0]!
  const llcname = uniqueName('Fee Change')

  await open(page, '/free')
  await toBilling(page, llcname)
  await fillCard(page, TEST_CARDS.ok)
  const changed = await page.request.patch(`/api/state-fees/${delaware.id}`, {
    headers,
    data: { llc: delaware.llc + 10 },
  })
  expect(changed.ok()).toBe(true)
  try {
    await page.getByRole('button', { name: 'Pay $110' }).click()
    await expect(page.getByText('Payment processing failed.')).toBeVisible()
    await expect(
      page.getByText('The total of this order is $120, not $110.', { exact: false }),
    ).toBeVisible()
    await expect(total(page)).toContainText('$120')
    expect(await ordersNamed(page, llcname)).toEqual([])

    await page.getByRole('button', { name: 'Pay $120' }).click()
    await page.waitForURL(PORTAL_URL)
    expect(await ordersNamed(page, llcname)).toMatchObject([
      { status: 'paid', total: 120, amountCents: 12000 },
    ])
  } finally {
    await page.request.patch(`/api/state-fees/${delaware.id}`, {
      headers,
      data: { llc: delaware.llc },
    })
  }
})

test('card details the card field refuses are shown next to it', async ({ page }) => {
  await open(page, '/free')
  await toBilling(page, uniqueName('Invalid Card'))
  await fillCard(page, TEST_CARDS.invalid)
  await page.getByRole('button', { name: 'Pay $110' }).click()
  await expect(page.locator('#card-errors')).toContainText('Card number is not valid')
  await expect(stepHeading(page)).toHaveText('Billing Information')
})

test("when Square's script cannot load, the visitor is told and keeps the order", async ({
  page,
}) => {
  await open(page, '/free')
  await page.unroute('https://sandbox.web.squarecdn.com/v1/square.js')
  await page.route('https://sandbox.web.squarecdn.com/v1/square.js', (route) => route.abort())
  await toBilling(page, 'Offline Card LLC', { cardLoads: false })
  await expect(
    page.getByText('Card payment is unavailable right now.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeDisabled()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('correct horse battery')
})

test('a reload mid-wizard keeps the entered data, without the password', async ({ page }) => {
  await open(page, '/standard')
  await fillCompany(page, 'Reload Ventures', 'wyoming')
  await next(page, 'Contact Person')
  await fillContact(page)
  await page.reload()

  await expect(stepHeading(page)).toHaveText('Contact Person', { timeout: 10_000 })
  await expect(page.getByLabel('First Name')).toHaveValue('Ada')
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await expect(total(page)).toContainText('$399')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('LLC Name')).toHaveValue('Reload Ventures')
  await expect(page.getByLabel('Formation State')).toHaveValue('wyoming')

  const saved = await page.evaluate(() => JSON.stringify(window.localStorage))
  expect(saved).toContain('Reload Ventures')
  expect(saved).not.toContain('password":"')
})

test('the step titles fit whole at 1280 px, and the focused step heading has a quiet ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/popular')
  const titles = page
    .getByRole('navigation', { name: 'Order progress' })
    .locator('li > span + span')
  await expect(titles).toHaveCount(5)
  for (const title of await titles.all()) {
    const { clipped, visible } = await title.evaluate((el) => ({
      clipped: el.scrollWidth > el.clientWidth + 1,
      visible: getComputedStyle(el).display !== 'none',
    }))
    expect(visible && !clipped, (await title.textContent()) ?? '').toBe(true)
  }
  await fillCompany(page, 'Quiet Focus Check')
  await page.keyboard.press('Tab') // keyboard use: the ring shows as it would for its users
  await next(page, 'Contact Person')
  await expect(stepHeading(page)).toBeFocused()
  const ring = await stepHeading(page).evaluate((el) => getComputedStyle(el).outlineWidth)
  expect(parseFloat(ring)).toBeLessThanOrEqual(2)
})
