import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { requestFrom } from './fromAddress'

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

test('a checkout pays on /api/v1/pay and submits the client record on /api/v1/client', async ({
  request,
}) => {
  const details = order()
  const pay = await request.post('/api/v1/pay', {
    data: { ...details, token: 'cnon:card-nonce-ok' },
  })
  expect(pay.status()).toBe(200)
  const paid = (await pay.json()) as { data: { success: boolean; orderId: number } }
  expect(paid.data.success).toBe(true)

  const client = await request.post('/api/v1/client', {
    data: { ...details, companyCity: 'Cheyenne' },
  })
  expect(client.ok()).toBe(true)
  const answer = (await client.json()) as { data: { orderPage: string } }
  expect(answer).toEqual({
    data: {
      success: true,
      orderId: paid.data.orderId,
      orderPage: expect.stringMatching(/^\/order\//),
    },
  })
  expect((await request.get(answer.data.orderPage)).status()).toBe(200)
})

test('a declined card answers success false on /api/v1/pay', async ({ request }) => {
  const response = await request.post('/api/v1/pay', {
    data: { ...order(), token: 'cnon:card-nonce-declined' },
  })
  expect(response.status()).toBe(402)
  const body = (await response.json()) as { data: { success: boolean; error: string } }
  expect(body.data).toMatchObject({ success: false, error: 'The card was declined.' })
})

test('anonymous visitors cannot list orders', async ({ request }) => {
  expect((await request.get('/api/orders')).status()).toBe(403)
})

/** POST /api/v1/pay from a chosen loopback address, with headers a client may forge. */
const payFrom = async (localAddress: string, headers: Record<string, string>) =>
  (await requestFrom(localAddress, 'POST', '/api/v1/pay', { body: {}, headers })).status

test('the pay limit counts the socket address: forged forwarding headers do not reset it', async () => {
  // Other loopback addresses than the browser's, so the other tests keep their own allowance.
  const statuses: number[] = []
  for (let i = 0; i < 22; i++) {
    statuses.push(
      await payFrom('127.0.0.71', {
        'x-forwarded-for': `203.0.113.${i}`,
        'x-socket-address': `198.51.100.${i}`,
      }),
    )
  }
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422))
  expect(statuses.slice(20)).toEqual([429, 429])
  expect(await payFrom('127.0.0.72', {})).toBe(422)
})
