/**
 * Square's card form without Square: the browser loads Square's Web Payments script from its CDN
 * (the sandbox host for a `sandbox-sq0idb-` application id), and these routes answer it with the
 * stub in scripts/square-standin/web-payments-stub.js. The stub's card form has four labelled inputs
 * ("Card number", "Expiration date", "CVV", "ZIP") and turns the test cards below into Square's
 * sandbox tokens, which the stand-in behind the server charges or declines.
 */
import { fileURLToPath } from 'node:url'

import type { Page } from '@playwright/test'

const STUB_PATH = fileURLToPath(
  new URL('../../scripts/square-standin/web-payments-stub.js', import.meta.url),
)

export const SQUARE_SCRIPT_URLS = [
  'https://sandbox.web.squarecdn.com/v1/square.js',
  'https://web.squarecdn.com/v1/square.js',
]

/** The portal the paid wizard leads to (PORTAL_URL of the end-to-end server, set by scripts/test.ts). */
export const PORTAL_URL = 'https://portal.example.test/'

/** Values for the stub's card form; any future expiry works, the CVV and ZIP pick the outcome. */
export const TEST_CARDS = {
  /** Charged: cnon:card-nonce-ok. */
  ok: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '111', zip: '12345' },
  /** Declined by the bank: cnon:card-nonce-declined (402 CARD_DECLINED). */
  declined: { number: '4000 0000 0000 0002', expiry: '12/30', cvv: '111', zip: '12345' },
  /** CVV check fails: cnon:card-nonce-rejected-cvv (402 CVV_FAILURE). */
  cvvRejected: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '911', zip: '12345' },
  /** Postal code check fails: cnon:card-nonce-rejected-postalcode (402 ADDRESS_VERIFICATION_FAILURE). */
  postalCodeRejected: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '111', zip: '99999' },
  /** Refused by the form itself (status 'Invalid'): number fails the Luhn check, expiry is past. */
  invalid: { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', zip: '1234' },
} as const

export type TestCard = (typeof TEST_CARDS)[keyof typeof TEST_CARDS]

/** Serves the stub for Square's script, sandbox and production hosts alike. */
export async function routeSquareScript(page: Page): Promise<void> {
  for (const url of SQUARE_SCRIPT_URLS) {
    await page.route(url, (route) =>
      route.fulfill({ path: STUB_PATH, contentType: 'application/javascript' }),
    )
  }
}

/** Answers the external customer portal with a tiny page, so the redirect after payment lands. */
export async function routePortal(page: Page): Promise<void> {
  await page.route(`${PORTAL_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>Customer portal</title></head><body><h1>Customer portal</h1></body></html>',
    }),
  )
}

/** The stub's card form; its inputs are plain, labelled inputs (not Square's iframe). */
export const cardForm = (page: Page) => page.locator('[data-square-stub="card"]')

/** Fills the stub's card form (labels are looked up inside it: the wizard may have its own ZIP). */
export async function fillCard(page: Page, card: TestCard): Promise<void> {
  const form = cardForm(page)
  await form.getByLabel('Card number', { exact: true }).fill(card.number)
  await form.getByLabel('Expiration date', { exact: true }).fill(card.expiry)
  await form.getByLabel('CVV', { exact: true }).fill(card.cvv)
  await form.getByLabel('ZIP', { exact: true }).fill(card.zip)
}
