import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { verifyPassword } from '@/order/server/password'
import { payCheckout } from '@/order/server/pay'
import { payRequestSchema } from '@/order/schema'

import { context, testPayload } from '../helpers'
import {
  countCheckoutOrders,
  countOrders,
  newAddress,
  PASSWORD,
  payBody,
  postOrder,
  standin,
  storedOrder,
  withEnv,
} from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await standin.clearFaults()
})

describe('POST /api/orders/pay', () => {
  it('charges the server-computed total and stores the paid order', async () => {
    const charges = await standin.count()
    const body = payBody()
    const { status, json } = await postOrder('pay', body, { address: newAddress() })

    expect(status).toBe(200)
    expect(json).toEqual({ data: { success: true, orderId: expect.any(Number) } })

    const order = await storedOrder(payload, body.checkoutId)
    expect(order).toMatchObject({
      id: json.data.orderId,
      status: 'paid',
      hasPaid: true,
      total: 309,
      stateFee: 110,
      amountCents: 30900,
      clientPackage: 'popular',
      designator: 'LLC',
      formationState: 'delaware',
      llcname: 'Acme Widgets',
      email: body.email,
      expeditedFilling: true,
      businessLicense: false,
      // popular's presets are recorded as sold
      operatingAgreement: true,
      ein: true,
      irsForm: true,
      declineCode: null,
      chargingUntil: null,
    })
    expect(order?.squarePaymentId).toBeTruthy()
    expect(order?.receiptUrl).toMatch(/^http/)
    expect(order?.paidAt).toBeTruthy()
    expect(order?.createdAt).toBeTruthy()

    const { count, payments } = await standin.charges()
    expect(count).toBe(charges + 1)
    const payment = payments.find((p) => p.id === order?.squarePaymentId)
    expect(payment?.amount_money.amount).toBe(30900)
    expect(payment?.reference_id).toBe(String(order?.id))
  })

  it('stores the password only as a scrypt hash', async () => {
    const body = payBody()
    expect((await postOrder('pay', body, { address: newAddress() })).status).toBe(200)
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.passwordHash).toMatch(/^scrypt\$/)
    expect(JSON.stringify(order)).not.toContain(PASSWORD)
    expect(await verifyPassword(PASSWORD, order!.passwordHash!)).toBe(true)
  })

  it('prices every package, designator and option on the server', async () => {
    const cases = [
      [
        {
          clientPackage: 'free',
          formationState: 'nevada',
          designator: 'Nonprofit',
          expeditedFilling: false,
        },
        // The articles and the initial list, both due at formation.
        100,
      ],
      [
        {
          clientPackage: 'free',
          formationState: 'wyoming',
          designator: 'LLC',
          expeditedFilling: true,
          businessLicense: true,
        },
        100 + 50 + 99,
      ],
      [
        {
          clientPackage: 'popular',
          formationState: 'massachusetts',
          designator: 'C-Corporation',
          expeditedFilling: false,
        },
        149 + 275,
      ],
      [
        {
          clientPackage: 'standard',
          formationState: 'alabama',
          designator: 'Nonprofit',
          expeditedFilling: null,
        },
        299 + 236,
      ],
    ] as const
    for (const [choices, total] of cases) {
      const body = payBody({ ...choices, amount: total })
      const { status, json } = await postOrder('pay', body, { address: newAddress() })
      expect(status, JSON.stringify(json)).toBe(200)
      expect((await storedOrder(payload, body.checkoutId))?.amountCents).toBe(total * 100)
    }
  })

  it('refuses a tampered amount with 409 and the current total, charging nothing', async () => {
    const charges = await standin.count()
    const orders = await countOrders(payload)
    const body = payBody({ amount: 1 })
    const { status, json } = await postOrder('pay', body, { address: newAddress() })

    expect(status).toBe(409)
    expect(json.data).toMatchObject({
      success: false,
      total: 309,
      error: expect.stringContaining('$309'),
    })
    // Delaware's row is not verified against the state: the line says its fee is an estimate.
    expect(json.data.lines).toContainEqual({
      key: 'state-fee',
      label: 'State Filing Fee',
      amount: 110,
      estimate: true,
    })
    expect(await standin.count()).toBe(charges)
    expect(await countOrders(payload)).toBe(orders)
  })

  it.each([
    ['cnon:card-nonce-declined', 'CARD_DECLINED', /declined/],
    ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE', /security code/],
    ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE', /postal code/],
    ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION', /expiration/],
  ])(
    'answers a decline (%s) with 402 and keeps the order as payment_failed',
    async (token, code, message) => {
      const charges = await standin.count()
      const body = payBody({ token })
      const { status, json } = await postOrder('pay', body, { address: newAddress() })

      expect(status).toBe(402)
      expect(json.data).toMatchObject({
        success: false,
        code,
        error: expect.stringMatching(message),
      })
      const order = await storedOrder(payload, body.checkoutId)
      expect(order).toMatchObject({
        status: 'payment_failed',
        declineCode: code,
        hasPaid: false,
        squarePaymentId: null,
      })
      expect(await standin.count()).toBe(charges)
    },
  )

  it('takes a new card after a decline as a new attempt on the same order', async () => {
    const address = newAddress()
    const charges = await standin.count()
    const declined = payBody({ token: 'cnon:card-nonce-declined' })
    const first = await postOrder('pay', declined, { address })
    expect(first.status).toBe(402)

    // The same declined attempt again is Square's replay: still declined, nothing charged.
    expect((await postOrder('pay', declined, { address })).status).toBe(402)

    const second = await postOrder('pay', { ...declined, token: 'cnon:card-nonce-ok' }, { address })
    expect(second.status).toBe(200)
    expect(second.json.data.orderId).toBe(first.json.data.orderId)
    expect(await storedOrder(payload, declined.checkoutId)).toMatchObject({
      status: 'paid',
      declineCode: null,
    })
    expect(await standin.count()).toBe(charges + 1)
  })

  it('answers a repeated request for a paid checkout with the same success, charging nothing more', async () => {
    const address = newAddress()
    const body = payBody()
    const first = await postOrder('pay', body, { address })
    const charges = await standin.count()

    const again = await postOrder('pay', body, { address })
    expect(again.status).toBe(200)
    expect(again.json).toEqual(first.json)
    // Even a different card for a paid checkout is never charged.
    const otherCard = await postOrder(
      'pay',
      { ...body, token: 'cnon:card-nonce-ok-2' },
      { address },
    )
    expect(otherCard.json).toEqual(first.json)
    expect(await standin.count()).toBe(charges)
  })

  it('charges once when the same pay request arrives 20 times at once', async () => {
    const charges = await standin.count()
    const body = payBody()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postOrder('pay', body, { address: newAddress() })),
    )

    const orderIds = new Set(answers.map((a) => a.json?.data?.orderId))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(orderIds.size).toBe(1)
    expect(await standin.count()).toBe(charges + 1)
    expect(await countCheckoutOrders(payload, body.checkoutId)).toBe(1)
  })

  it('charges once for 20 concurrent attempts even across server processes (no in-process lock)', async () => {
    const charges = await standin.count()
    const input = payRequestSchema.parse(payBody())
    const answers = await Promise.all(Array.from({ length: 20 }, () => payCheckout(payload, input)))
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<any>))

    // Each attempt either completed the payment or found it in progress; none charged twice.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(new Set(bodies.filter((b) => b.data.success).map((b) => b.data.orderId)).size).toBe(1)
    expect(await standin.count()).toBe(charges + 1)
    expect((await storedOrder(payload, input.checkoutId))?.status).toBe('paid')
  })

  it('keeps the outcome unknown when Square answers 500, and a retry settles it with one charge', async () => {
    const charges = await standin.count()
    const address = newAddress()
    const body = payBody()
    await standin.fault({ mode: 'error', status: 500 }) // no retries inside a charge: settling replays it

    // The visitor hears the payment is being confirmed, never "try again".
    const failed = await postOrder('pay', body, { address })
    expect(failed.status).toBe(202)
    expect(failed.json.data).toMatchObject({
      success: false,
      code: 'PAYMENT_CONFIRMING',
      message: expect.stringMatching(/confirming your payment/),
    })
    // A 5xx may come after Square charged: the attempt is kept, with its key and token, to settle.
    const unknown = await storedOrder(payload, body.checkoutId)
    expect(unknown).toMatchObject({
      status: 'payment_unknown',
      declineCode: 'INTERNAL_SERVER_ERROR',
      chargingUntil: null,
      squareSourceId: body.token,
    })
    expect(await standin.count()).toBe(charges)

    const retried = await postOrder('pay', body, { address })
    expect(retried.status).toBe(200)
    expect(await standin.count()).toBe(charges + 1)
  }, 20_000)

  it('keeps the outcome unknown and says the payment is confirming when Square does not answer in time', async () => {
    const charges = await standin.count()
    const body = payBody()
    await standin.fault({ mode: 'hang' })
    const started = Date.now()
    const { status, json } = await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () =>
      postOrder('pay', body, { address: newAddress() }),
    )
    expect(Date.now() - started).toBeLessThan(5000)
    expect(status).toBe(202)
    expect(json.data).toMatchObject({
      success: false,
      code: 'PAYMENT_CONFIRMING',
      message: expect.stringMatching(/email within minutes/),
    })
    expect(JSON.stringify(json)).not.toMatch(/try again/i)
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      status: 'payment_unknown',
      declineCode: 'TIMEOUT',
    })
    expect(await standin.count()).toBe(charges)
  })

  it('recovers a charge whose answer timed out: the retry replays it instead of charging again', async () => {
    const charges = await standin.count()
    const address = newAddress()
    const body = payBody()
    await standin.fault({ mode: 'delay', ms: 2500 })
    const late = await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () =>
      postOrder('pay', body, { address }),
    )
    expect(late.status).toBe(202)
    expect(await standin.count()).toBe(charges + 1) // Square did charge

    const retried = await postOrder('pay', body, { address })
    expect(retried.status).toBe(200)
    const order = await storedOrder(payload, body.checkoutId)
    const { payments } = await standin.charges()
    expect(order?.status).toBe('paid')
    expect(order?.squarePaymentId).toBe(payments.at(-1)?.id)
    expect(await standin.count()).toBe(charges + 1)
  })

  it('refuses a second card while another attempt holds the order', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-declined' })
    await postOrder('pay', body, { address })
    const order = await storedOrder(payload, body.checkoutId)
    // As if another server process were charging another card for this checkout right now.
    await payload.db.updateOne({
      collection: 'orders',
      id: order!.id,
      data: {
        squareIdempotencyKey: 'another-attempt',
        chargingUntil: new Date(Date.now() + 60_000).toISOString(),
      },
    })
    const charges = await standin.count()

    const { status, json } = await postOrder(
      'pay',
      { ...body, token: 'cnon:card-nonce-ok' },
      { address },
    )
    expect(status).toBe(409)
    expect(json.data.error).toMatch(/already in progress/)
    expect(await standin.count()).toBe(charges)
  })

  it('stores nothing and answers 503 when Square is not configured', async () => {
    const orders = await countOrders(payload)
    const { status, json, text } = await withEnv({ SQUARE_ACCESS_TOKEN: undefined }, () =>
      postOrder('pay', payBody(), { address: newAddress() }),
    )
    expect(status).toBe(503)
    expect(json.data).toMatchObject({
      success: false,
      error: expect.stringMatching(/not available/),
    })
    expect(text).not.toContain('SQUARE_')
    expect(await countOrders(payload)).toBe(orders)
  })

  it('refuses to sell in a state missing from the fee table instead of leaving its fee unpaid', async () => {
    const fee = (
      await payload.find({ collection: 'state-fees', where: { slug: { equals: 'vermont' } } })
    ).docs[0]!
    await payload.delete({ collection: 'state-fees', id: fee.id, context })
    try {
      const orders = await countOrders(payload)
      const charges = await standin.count()
      const body = payBody({ formationState: 'vermont', amount: 199 })
      const { status, json } = await postOrder('pay', body, { address: newAddress() })
      expect(status).toBe(503)
      expect(json.data.error).toBe(
        'Orders in Vermont cannot be taken right now. Please contact us.',
      )
      expect(await countOrders(payload)).toBe(orders)
      expect(await standin.count()).toBe(charges)
    } finally {
      const { id: _id, createdAt: _c, updatedAt: _u, ...data } = fee
      await payload.create({ collection: 'state-fees', data, context })
    }
  })

  it('completes an order of $0 without a charge (a fee set to 0 by staff)', async () => {
    const fee = (
      await payload.find({ collection: 'state-fees', where: { slug: { equals: 'iowa' } } })
    ).docs[0]!
    await payload.update({ collection: 'state-fees', id: fee.id, data: { nonprofit: 0 }, context })
    try {
      const charges = await standin.count()
      const body = payBody({
        clientPackage: 'free',
        formationState: 'iowa',
        designator: 'Nonprofit',
        expeditedFilling: false,
        amount: 0,
      })
      const { status, json } = await postOrder('pay', body, { address: newAddress() })
      expect(status).toBe(200)
      expect(json.data.success).toBe(true)
      expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
        status: 'paid',
        amountCents: 0,
        squarePaymentId: null,
      })
      expect(await standin.count()).toBe(charges)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: fee.id,
        data: { nonprofit: fee.nonprofit },
        context,
      })
    }
  })

  it('limits pay requests per address', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) statuses.push((await postOrder('pay', '{}', { address })).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422))
    expect(statuses.slice(20)).toEqual([429, 429])
    const limited = await postOrder('pay', payBody(), { address })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.json.data.error).toMatch(/Too many/)
    // Another address is not affected.
    expect((await postOrder('pay', '{}', { address: newAddress() })).status).toBe(422)
  })
})
