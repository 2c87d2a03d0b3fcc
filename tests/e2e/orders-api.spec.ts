import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

// The wizard's API paths of the spec, served by `next start` (rewritten to the order endpoints)
// and charged on the Square stand-in the test runner started.
const order = () => ({
  checkoutId: randomUUID(),
  llcname: 'End To End LLC',
  designator: 'LLC',
  formationState: 'wyoming',
  clientPackage: 'free',
  firstName: 'Edsger',
  lastName: 'Dijkstra',
  email: 'edsger@example.com',
  phone: '+1 307 555 0100',
  password: 'end to end password',
  expeditedFilling: true,
  amount: 100 + 50,
})

test('a checkout pays on /api/v1/pay and submits the client record on /api/v1/client', async ({ request }) => {
  const details = order()
  const pay = await request.post('/api/v1/pay', { data: { ...details, token: 'cnon:card-nonce-ok' } })
  expect(pay.status()).toBe(200)
  const paid = (await pay.json()) as { data: { success: boolean; orderId: number } }
  expect(paid.data.success).toBe(true)

  const client = await request.post('/api/v1/client', { data: { ...details, companyCity: 'Cheyenne' } })
  expect(client.ok()).toBe(true)
  expect(await client.json()).toEqual({ data: { success: true, orderId: paid.data.orderId } })
})

test('a declined card answers success false on /api/v1/pay', async ({ request }) => {
  const response = await request.post('/api/v1/pay', { data: { ...order(), token: 'cnon:card-nonce-declined' } })
  expect(response.status()).toBe(402)
  const body = (await response.json()) as { data: { success: boolean; error: string } }
  expect(body.data).toMatchObject({ success: false, error: 'The card was declined.' })
})

test('anonymous visitors cannot list orders', async ({ request }) => {
  expect((await request.get('/api/orders')).status()).toBe(403)
})
