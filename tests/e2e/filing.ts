/** Filing details in end-to-end tests: orders of any kind, and the customer's form. */
import { randomUUID } from 'node:crypto'

import { expect, type Locator, type Page } from '@playwright/test'

import { detailsFor, einDetails } from '../fixtures/filingDetails'

type Kind = { designator: 'LLC' | 'C-Corporation' | 'Nonprofit'; formationState: string }

/**
 * A paid order through the pay and client calls, as the wizard makes it, priced by the server:
 * the first answer names the total when the amount is not it.
 */
export async function paidOrderOf(
  page: Page,
  llcname: string,
  email: string,
  kind: Kind,
  clientPackage: 'free' | 'popular' | 'standard' = 'free',
) {
  const body = {
    checkoutId: randomUUID(),
    llcname,
    ...kind,
    clientPackage,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phone: '+1 512 555 0199',
    password: 'a paid order password',
    expeditedFilling: false,
    amount: 0,
    token: 'cnon:card-nonce-ok',
  }
  const priced = await page.request.post('/api/v1/pay', { data: body })
  if (priced.status() === 409)
    body.amount = ((await priced.json()) as { data: { total: number } }).data.total
  const pay = priced.ok() ? priced : await page.request.post('/api/v1/pay', { data: body })
  expect(pay.status(), await pay.text()).toBe(200)
  const { token: _token, ...record } = body
  const client = await page.request.post('/api/v1/client', {
    data: { ...record, total: body.amount, hasPaid: true },
  })
  expect(client.status(), await client.text()).toBe(200)
  return ((await pay.json()) as { data: { orderId: number } }).data.orderId
}

/**
 * Complete details for the order behind `link`, submitted through the endpoint; with the EIN
 * section when the order includes an EIN.
 */
export async function submitFilingDetails(
  page: Page,
  link: string,
  designator = 'LLC',
  { ein = false }: { ein?: boolean } = {},
) {
  const token = link.split('/order/')[1]!.slice(0, 43)
  const sections = { ...detailsFor(designator), ...(ein ? { ein: einDetails } : {}) }
  const answer = await page.request.post('/api/orders/filing-details', {
    data: { token, sections, submit: true },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The form's card, and one of its sections (opened when it is closed). */
export const filingCard = (page: Page) => page.getByRole('region', { name: 'Your filing details' })

export async function openSection(page: Page, title: string): Promise<Locator> {
  const toggle = filingCard(page).getByRole('button', { name: new RegExp(`^${title}`) })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return page.getByRole('region', { name: new RegExp(`^${title}`) })
}

/** Saves the section, and waits until it says it is complete. */
export async function saveSection(page: Page, section: Locator, title: string) {
  await section.getByRole('button', { name: 'Save and continue' }).click()
  await expect(
    filingCard(page).getByRole('button', { name: new RegExp(`^${title}\\s*Complete`) }),
  ).toBeVisible()
}

/** Fills an address group (a fieldset named `legend`) inside `scope`. */
export async function fillAddress(
  scope: Locator,
  legend: string | RegExp,
  { street, city, state, zip }: { street: string; city: string; state: string; zip: string },
) {
  const group = scope.getByRole('group', { name: legend }).first()
  await group.getByLabel('Street address').fill(street)
  await group.getByLabel('City').fill(city)
  await group.getByLabel('State').selectOption(state)
  await group.getByLabel('ZIP code').fill(zip)
}
