/**
 * Orders and charges as staff and the Square stand-in see them, for the wizard's end-to-end
 * tests: what the browser did must match what was stored and charged.
 */
import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'

import { owner } from './accounts'

export async function staffToken(page: Page): Promise<string> {
  const login = await page.request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

type StoredOrder = {
  id: number
  status: string
  total: number
  amountCents: number
  stateFee: number
  squarePaymentId: string
  ein: boolean | null
  operatingAgreement: boolean | null
  businessContractTemplates: boolean | null
  irsForm: boolean | null
}

export async function ordersNamed(page: Page, llcname: string): Promise<StoredOrder[]> {
  const token = await staffToken(page)
  const response = await page.request.get(
    `/api/orders?where[llcname][equals]=${encodeURIComponent(llcname)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: StoredOrder[] }).docs
}

type Charge = { reference_id?: string; created_at: string; amount_money: { amount: number } }

/**
 * The stand-in's charges of an order since `since`: the stand-in also served the integration
 * tests, whose database numbers its orders from 1 too.
 */
export async function chargesFor(orderId: number, since: Date): Promise<Charge[]> {
  const response = await fetch(`${process.env.SQUARE_BASE_URL}/__standin/charges`)
  const { payments } = (await response.json()) as { payments: Charge[] }
  return payments.filter(
    (payment) => payment.reference_id === String(orderId) && new Date(payment.created_at) >= since,
  )
}

type Fault =
  | { mode: 'error'; status: number; afterCharge?: boolean; times?: number }
  | { mode: 'hang'; times?: number }

/** Queues faults in the stand-in behind the server (scripts/square-standin/index.ts, its controls). */
export async function standinFaults(...faults: Fault[]): Promise<void> {
  for (const fault of faults) {
    const response = await fetch(`${process.env.SQUARE_BASE_URL}/__standin/faults`, {
      method: 'POST',
      body: JSON.stringify(fault),
    })
    expect(response.ok).toBe(true)
  }
}

export const clearStandinFaults = () =>
  fetch(`${process.env.SQUARE_BASE_URL}/__standin/faults`, { method: 'DELETE' })

/** A paid order, as the wizard's pay call makes it: Wyoming LLC, free package, expedited. */
export async function paidOrder(
  page: Page,
  llcname: string,
  email = 'grace@example.com',
): Promise<number> {
  const pay = await page.request.post('/api/v1/pay', {
    data: {
      checkoutId: randomUUID(),
      llcname,
      designator: 'LLC',
      formationState: 'wyoming',
      clientPackage: 'free',
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '+1 307 555 0199',
      password: 'a paid order password',
      expeditedFilling: true,
      amount: 150,
      token: 'cnon:card-nonce-ok',
    },
  })
  expect(pay.status(), await pay.text()).toBe(200)
  return ((await pay.json()) as { data: { orderId: number } }).data.orderId
}
