/** Driving the order wizard in end-to-end tests. */
import { basename } from 'node:path'

import { expect, type Page, type TestInfo } from '@playwright/test'

import { routePortal, routeSquareScript } from './squareStub'

export const total = (page: Page) => page.getByTestId('order-total')
/** The running summary beside the steps. */
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' })

const RUN = Date.now().toString(36)
const dataMade = new Map<string, number>()

/**
 * A company name and email only the running test uses, from its file and title (and the run, so
 * a second run on the same database starts afresh): test files never find each other's orders.
 */
export function ownData(testInfo: TestInfo): { llcname: string; email: string } {
  const owner = `${basename(testInfo.file, '.spec.ts')} ${testInfo.title}`.slice(0, 120)
  // The run's start and a count of this owner's calls: a second call in the same test (or the same
  // millisecond) gets its own data too.
  const count = (dataMade.get(owner) ?? 0) + 1
  dataMade.set(owner, count)
  const run = `${RUN}${count.toString(36)}`
  const slug = owner
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return { llcname: `${owner} ${run}`, email: `${slug.slice(0, 50)}-${run}@example.com` }
}
export const stepHeading = (page: Page) => page.locator('#order-step-title')
export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })

/** Next, then the loading overlay for the step delay, then the new step. */
export async function next(page: Page, expectedTitle: string) {
  await nextButton(page).click()
  await expect(page.getByTestId('loading-overlay')).toBeVisible()
  await expect(stepHeading(page)).toHaveText(expectedTitle, { timeout: 10_000 })
}

export async function open(page: Page, path: string) {
  await routeSquareScript(page)
  await routePortal(page)
  // Cleared on a page without the wizard: a wizard still starting up could save its checkout
  // again after the clear, and the reloaded wizard would then restore it over what is typed.
  await page.goto('/robots.txt')
  await page.evaluate(() => window.localStorage.clear())
  await page.goto(path)
  await expect(stepHeading(page)).toHaveText('Company Information')
  // Hydrated: the wizard has started its checkout and keeps it in the browser.
  await page.waitForFunction(() =>
    Object.keys(window.localStorage).some((key) => key.startsWith('order-wizard:')),
  )
}

export async function fillCompany(page: Page, llcname: string, state = 'delaware') {
  await page.getByLabel('LLC Name').fill(llcname)
  await page.getByLabel('Designator').selectOption('LLC')
  await page.getByLabel('Formation State').selectOption(state)
}

export async function fillContact(page: Page, email = 'ada@example.com') {
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mobile').fill('(302) 555-0100')
}

/** From step 1 to the billing step with a Delaware LLC. */
export async function toBilling(page: Page, llcname: string, { cardLoads = true } = {}) {
  await fillCompany(page, llcname)
  await next(page, 'Contact Person')
  await fillContact(page)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await next(page, 'Billing Information')
  if (cardLoads) await expect(page.getByLabel('Card number')).toBeVisible()
}
