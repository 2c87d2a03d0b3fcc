import { expect, type Page, test } from '@playwright/test'

import { fillContact, next, nextButton, open, stepHeading, summary, total } from './wizard'

// The wizard knows the state: a state guide's link opens it with the state and designator chosen,
// the company step checks the name against the state's naming rules (hints that never block), and
// the review step shows what the first year in that state costs.

// By its id: the label follows the designator (LLC Name, or Company Name otherwise).
const nameField = (page: Page) => page.locator('#order-llcname')
/** The hints under the company name (the region its input is described by). */
const nameNotes = (page: Page) => page.locator('#order-llcname-notes')

test("a guide's link opens the wizard with its state and designator chosen and the fee counted", async ({
  page,
}) => {
  await open(page, '/popular?state=texas&designator=LLC')
  await expect(page.getByLabel('Formation State')).toHaveValue('texas')
  await expect(page.getByLabel('Designator')).toHaveValue('LLC')
  // Popular's 199 and the Texas LLC fee, 300, shown in the summary (final or to be confirmed).
  await expect(total(page)).toContainText('$499')
  await expect(summary(page)).toContainText('$300')
  // The choice is made once: the address forgets it, so a reload continues from the saved order.
  await expect(page).toHaveURL(/\/popular$/)
})

test('an unknown state or designator in the link is ignored', async ({ page }) => {
  await open(page, '/popular?state=atlantis&designator=Bogus')
  await expect(page.getByLabel('Formation State')).toHaveValue('')
  await expect(page.getByLabel('Designator')).toHaveValue('')
  await expect(total(page)).toContainText('$199')

  await open(page, '/popular?state=ohio&designator=Bogus')
  await expect(page.getByLabel('Formation State')).toHaveValue('ohio')
  await expect(page.getByLabel('Designator')).toHaveValue('')
})

test("the link's choice wins over a saved order's, which keeps the rest", async ({ page }) => {
  await open(page, '/popular')
  await nameField(page).fill('Saved Draft LLC')
  await page.getByLabel('Designator').selectOption('C-Corporation')
  await page.getByLabel('Formation State').selectOption('ohio')
  await page.waitForFunction(() =>
    Object.entries(window.localStorage).some(
      ([key, value]) => key.startsWith('order-wizard:') && value.includes('"ohio"'),
    ),
  )

  await page.goto('/popular?state=texas&designator=LLC')
  await expect(page.getByLabel('Formation State')).toHaveValue('texas')
  await expect(page.getByLabel('Designator')).toHaveValue('LLC')
  await expect(nameField(page)).toHaveValue('Saved Draft LLC')

  await page.reload()
  await expect(page.getByLabel('Formation State')).toHaveValue('texas')
})

test('a restricted word is pointed out with the rule, and does not block', async ({ page }) => {
  await open(page, '/popular?state=texas&designator=LLC')
  await nameField(page).fill('Lottery Ventures LLC')
  await expect(nameNotes(page)).toContainText(
    '“Lottery” is a restricted word in Texas (Tex. Bus. Orgs. Code § 5.056',
  )
  await expect(nameNotes(page)).toContainText('the state may refuse the name or ask for approval.')
  await expect(nameNotes(page).getByRole('link', { name: /Tex\. Bus\. Orgs\. Code/ })).toBeVisible()
  await expect(
    nameNotes(page).getByRole('link', { name: 'Search Texas’s business names' }),
  ).toBeVisible()
  // "Software" has "war" in it, which is restricted in Texas as a word only.
  await nameField(page).fill('Software Ventures LLC')
  await expect(nameNotes(page)).not.toContainText('restricted')

  await nameField(page).fill('Lottery Ventures')
  await expect(nameNotes(page)).toContainText('restricted word')
  await next(page, 'Contact Person')
})

test('a word another agency must approve names that agency and why, and does not block', async ({
  page,
}) => {
  await open(page, '/popular?state=texas&designator=LLC')
  await nameField(page).fill('Lone Star Bank LLC')
  await expect(nameNotes(page)).toContainText(
    '“Bank” needs approval before Texas files the name. Who approves it: Texas Department of Banking',
  )
  await expect(nameNotes(page)).toContainText('letter of no objection')
  await next(page, 'Contact Person')
})

test('a name without a designator gets a one-click fix', async ({ page }) => {
  await open(page, '/popular')
  // No state chosen yet: nothing to say.
  await nameField(page).fill('Acme')
  await page.getByLabel('Designator').selectOption('LLC')
  await expect(nameNotes(page)).toHaveText('')

  await page.getByLabel('Formation State').selectOption('texas')
  await expect(nameNotes(page)).toContainText('Texas asks that an LLC’s name end in “LLC”')
  await nameNotes(page).getByRole('button', { name: 'Add “LLC”' }).click()
  await expect(nameField(page)).toHaveValue('Acme LLC')
  await expect(nameField(page)).toBeFocused()
  await expect(nameNotes(page)).not.toContainText('asks that')

  // Other spellings of the designator are as good; a nonprofit has none recorded.
  await nameField(page).fill('Acme, L.L.C.')
  await page.waitForTimeout(600)
  await expect(nameNotes(page)).not.toContainText('asks that')
  await page.getByLabel('Designator').selectOption('Nonprofit')
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Acme, L.L.C.')
  await nameField(page).fill('Helping Hands')
  await page.waitForTimeout(600)
  await expect(nameNotes(page)).not.toContainText('asks that')

  // A hint never stops the visitor.
  await page.getByLabel('Designator').selectOption('LLC')
  await nameField(page).fill('Acme')
  await expect(nameNotes(page)).toContainText('asks that')
  await nextButton(page).click()
  await expect(stepHeading(page)).toHaveText('Contact Person', { timeout: 10_000 })
})

test('the review step shows the first year in the state and links its guide', async ({ page }) => {
  await open(page, '/popular?state=texas&designator=LLC')
  await nameField(page).fill('Review Ventures LLC')
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  const standing = page.getByRole('region', {
    name: 'First-year cost of staying in good standing in Texas',
  })
  await expect(standing).toContainText('State filing fee')
  await expect(standing).toContainText('$300')
  await expect(standing).toContainText('paid to the state, not to us', { ignoreCase: true })
  await expect(standing.getByRole('link', { name: 'Read the Texas guide' })).toHaveAttribute(
    'href',
    '/states/texas',
  )
  // Information only: the order's total is unchanged.
  await expect(total(page)).toContainText('$499')
})
