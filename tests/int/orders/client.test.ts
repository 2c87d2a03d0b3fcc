import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureLinkToken, revokeLink } from '@/order/server/orderLinks'
import { verifyPassword } from '@/order/server/password'

import { testPayload } from '../helpers'
import {
  clientBody,
  countCheckoutOrders,
  newAddress,
  PASSWORD,
  payBody,
  postOrder,
  SSN,
  storedOrder,
} from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function paidCheckout(overrides: Record<string, unknown> = {}) {
  const pay = payBody(overrides)
  const { status } = await postOrder('pay', pay, { address: newAddress() })
  expect(status).toBe(200)
  return pay
}

describe('POST /api/orders/client', () => {
  it('stores the client record on the paid order and answers 200', async () => {
    const pay = await paidCheckout()
    const { status, json } = await postOrder('client', clientBody(pay))
    expect(status).toBe(200)
    // The order page's path too: the wizard goes there next when no portal is set.
    expect(json).toEqual({
      data: {
        success: true,
        orderId: expect.any(Number),
        orderPage: expect.stringMatching(/^\/order\/[\w-]{20,}$/),
      },
    })

    const order = await storedOrder(payload, pay.checkoutId)
    expect(order).toMatchObject({
      id: json.data.orderId,
      status: 'paid',
      companyStreetAddress: '8 The Green',
      companyCity: 'Dover',
      companyZipCode: '19901',
      hasSSN: true,
      ssn: SSN,
      ssnLastName: 'Lovelace',
      total: 309,
    })
    expect(order?.clientRecordAt).toBeTruthy()
  })

  it('is safe to repeat: the same record gives the same answer', async () => {
    const pay = await paidCheckout()
    const first = await postOrder('client', clientBody(pay))
    const again = await postOrder('client', clientBody(pay))
    expect(again.status).toBe(200)
    expect(again.json).toEqual(first.json)
    expect(await countCheckoutOrders(payload, pay.checkoutId)).toBe(1)
  })

  it('stops answering the order page once its link was revoked: the new one goes by email', async () => {
    const pay = await paidCheckout()
    const first = await postOrder('client', clientBody(pay))
    expect(first.json.data.orderPage).toBeTruthy()
    // Minutes later, the link leaks and is revoked; the new one is emailed.
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: first.json.data.orderId } },
      data: { clientRecordAt: new Date(Date.now() - 5 * 60_000).toISOString() },
    })
    await revokeLink(payload, first.json.data.orderId)
    await ensureLinkToken(payload, first.json.data.orderId)
    const again = await postOrder('client', clientBody(pay))
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ data: { success: true, orderId: first.json.data.orderId } })
  })

  it('answers 409 when the checkout has no paid order', async () => {
    const unpaid = payBody()
    const none = await postOrder('client', clientBody(unpaid))
    expect(none.status).toBe(409)
    expect(none.json.data).toMatchObject({
      success: false,
      error: expect.stringMatching(/no paid order/),
    })

    const declined = payBody({ token: 'cnon:card-nonce-declined' })
    expect((await postOrder('pay', declined, { address: newAddress() })).status).toBe(402)
    const failed = await postOrder('client', clientBody(declined))
    expect(failed.status).toBe(409)
    expect((await storedOrder(payload, declined.checkoutId))?.clientRecordAt).toBeNull()
  })

  it('refuses a record that changes what was paid for', async () => {
    const pay = await paidCheckout()
    const { status, json } = await postOrder(
      'client',
      clientBody(pay, { formationState: 'nevada', businessLicense: true, amount: 1 }),
    )
    expect(status).toBe(409)
    expect(json.data.error).toBe(
      'The client record does not match the paid order: formationState, businessLicense, amount.',
    )
    const order = await storedOrder(payload, pay.checkoutId)
    expect(order).toMatchObject({
      formationState: 'delaware',
      businessLicense: false,
      clientRecordAt: null,
    })
  })

  it('keeps the password set at payment', async () => {
    const pay = await paidCheckout()
    const before = (await storedOrder(payload, pay.checkoutId))?.passwordHash
    expect(
      (await postOrder('client', clientBody(pay, { password: 'another password entirely' })))
        .status,
    ).toBe(200)
    const after = (await storedOrder(payload, pay.checkoutId))?.passwordHash
    expect(after).toBe(before)
    expect(await verifyPassword(PASSWORD, after!)).toBe(true)
  })

  it("writes a paid order's record once: a changed repeat is refused and changes nothing", async () => {
    const pay = await paidCheckout()
    expect((await postOrder('client', clientBody(pay))).status).toBe(200)

    const rewrite = await postOrder(
      'client',
      clientBody(pay, { email: 'mallory@example.com', llcname: 'Evil Corp' }),
    )
    expect(rewrite.status).toBe(409)
    expect(rewrite.json.data.error).toMatch(/already stored.*contact our support team/)
    expect(await storedOrder(payload, pay.checkoutId)).toMatchObject({
      email: pay.email,
      llcname: 'Acme Widgets',
    })

    const same = await postOrder('client', clientBody(pay))
    expect(same.status).toBe(200)
  })

  it('keeps the SSN encrypted in the database row', async () => {
    const pay = await paidCheckout()
    expect((await postOrder('client', clientBody(pay))).status).toBe(200)
    const { rows } = await payload.db.pool.query(
      'SELECT ssn, ssn_first_name FROM orders WHERE checkout_id = $1',
      [pay.checkoutId],
    )
    expect(rows[0].ssn).toMatch(/^enc:v1:/)
    expect(rows[0].ssn).not.toContain('078')
    expect(rows[0].ssn).not.toContain('1120')
    // Admins still read it in clear through Payload.
    expect((await storedOrder(payload, pay.checkoutId))?.ssn).toBe(SSN)
  })
})
