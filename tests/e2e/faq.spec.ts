import { expect, type Locator, type Page, test } from '@playwright/test'

// The FAQ pages and the order pages' questions: the questions come from the FAQs collection,
// the accordions and tabs work by mouse and keyboard, and an empty topic says where to ask.

/** Opens a page and waits until its islands are interactive. */
async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
}

const triggers = (scope: Locator) => scope.locator('button[aria-expanded]')

async function expectOnlyOpen(buttons: Locator, openIndex: number | null) {
  const count = await buttons.count()
  for (let i = 0; i < count; i++) {
    const open = i === openIndex
    await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', String(open))
    const panel = buttons
      .nth(i)
      .page()
      .locator(`#${await buttons.nth(i).getAttribute('aria-controls')}`)
    await (open ? expect(panel).toBeVisible() : expect(panel).toBeHidden())
  }
}

test('/faq shows six answered questions in a grid and a way to contact us', async ({ page }) => {
  await open(page, '/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  const cards = page.locator('#questions li')
  await expect(cards).toHaveCount(6)
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
    'What kinds of company can I form with you?',
  )
  await expect(page.getByText('registered agent, and the first year is free')).toBeVisible()
  await expect(page.getByText('Still, have any questions?')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
})

test('/faq-2 shows the same questions and the support channels', async ({ page }) => {
  await open(page, '/faq-2')
  await expect(page.locator('#questions li')).toHaveCount(6)
  await expect(page.getByRole('heading', { name: 'Talk to a person' })).toBeVisible()
  await expect(page.locator('#support').getByRole('link', { name: /555-0142/ })).toHaveAttribute(
    'href',
    'tel:+13025550142',
  )
})

test('/faq-3 accordions open one answer at a time, by mouse', async ({ page }) => {
  await open(page, '/faq-3')
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'General Question',
    'Account & Support',
  ])
  const general = triggers(page.locator('#questions > div > div > div').first())
  await expect(triggers(page.locator('#questions'))).toHaveCount(6)
  await expect(general).toHaveCount(3)
  await expectOnlyOpen(general, 0)

  await general.nth(1).click()
  await expectOnlyOpen(general, 1)
  await expect(page.getByText('typical state filing can take around 3 weeks')).toBeVisible()
  await general.nth(1).click()
  await expectOnlyOpen(general, null)
})

test('/faq-3 accordions work from the keyboard', async ({ page }) => {
  await open(page, '/faq-3')
  const general = triggers(page.locator('#questions > div > div > div').first())
  await general.first().focus()
  await page.keyboard.press('Tab')
  await expect(general.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expectOnlyOpen(general, 1)
  await page.keyboard.press('Tab')
  await expect(general.nth(2)).toBeFocused()
  await page.keyboard.press('Space')
  await expectOnlyOpen(general, 2)
  await page.keyboard.press('Space')
  await expectOnlyOpen(general, null)
})

test('/faq-4 vertical tabs follow the tabs pattern, Purchasing Online answered', async ({
  page,
}) => {
  await open(page, '/faq-4')
  const tablist = page.getByRole('tablist')
  await expect(tablist).toHaveAttribute('aria-orientation', 'vertical')
  const tabs = tablist.getByRole('tab')
  await expect(tabs).toHaveText([
    'General Question',
    'Account & Support',
    'Purchasing Online',
    'Technical Methods',
  ])
  const selected = (i: number) => expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true')
  await selected(0)
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1)
  await expect(triggers(page.getByRole('tabpanel'))).toHaveCount(6)

  await tabs.first().focus()
  await page.keyboard.press('ArrowDown')
  await selected(1)
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1')
  await expect(page.getByRole('tabpanel')).toContainText('How do I sign in to my account?')

  await page.keyboard.press('ArrowDown')
  await selected(2)
  // Purchasing Online: paying, receipts, refunds, state fee estimates, the order page.
  const purchasing = page.getByRole('tabpanel')
  await expect(purchasing).toContainText('How do I pay for my order?')
  await expect(triggers(purchasing)).toHaveCount(6)

  await page.keyboard.press('End')
  await selected(3)
  await expect(triggers(page.getByRole('tabpanel'))).toHaveCount(6)
  await page.keyboard.press('Home')
  await selected(0)
  await page.keyboard.press('ArrowUp')
  await selected(3)
  await expect(tabs.nth(3)).toBeFocused()
  await tabs.nth(1).click()
  await selected(1)
})

test('the order pages answer three questions and invite more', async ({ page }) => {
  await open(page, '/popular')
  const faq = page.locator('#faq')
  await expect(faq.getByRole('heading', { level: 2 })).toHaveText(
    'Discover the answers to the questions',
  )
  const questions = triggers(faq)
  await expect(questions).toHaveCount(3)
  await expectOnlyOpen(questions, 0)
  await expect(faq).toContainText('Standard ($299) adds business contract templates')
  // Below a wizard still loading its own code, the accordion may hydrate after the page looks
  // ready; a click before that does nothing, as it would for a visitor, who clicks again.
  await expect(async () => {
    await questions.nth(2).click()
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass()
  await expectOnlyOpen(questions, 2)
  await expect(faq.getByRole('link', { name: 'Ask your questions' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(page.locator('#after-you-pay ol > li')).toHaveCount(4)
})
