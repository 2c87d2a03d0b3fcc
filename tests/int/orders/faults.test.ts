import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { settleUnsettledOrders } from '@/order/server/settle'
import { squareSettings } from '@/order/server/square'

import { testPayload } from '../helpers'
import { databaseFault, eventually } from './databaseFaults'
import {
  newAddress,
  ownData,
  payBody,
  postOrder,
  rest,
  standin,
  storedOrder,
  withEnv,
} from './helpers'

/**
 * Faults in the middle of a payment, as the failure drills met them: the visitor is told the
 * truth (charged, not charged, or being confirmed), and a charge nobody asked for never happens.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await standin.clearFaults()
})

const checkoutStatus = (checkoutId: unknown, address = newAddress()) =>
  rest('POST', 'orders/checkout-status', { body: JSON.stringify({ checkoutId }), address })

/** Square's payments for an order, as the stand-in took them. */
const paymentsOf = async (orderId: number | undefined) =>
  (await standin.charges()).payments.filter((p) => p.reference_id === String(orderId))

/** An address where nothing listens: connecting is refused. */
async function closedAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('a charge that never reached Square', () => {
  it('connection refused: a failed attempt, nothing charged, never charged by settling later', async () => {
    const address = newAddress()
    const body = payBody()
    const requests = await standin.requests()
    const refused = await withEnv({ SQUARE_BASE_URL: await closedAddress() }, () =>
      postOrder('pay', body, { address }),
    )
    expect(refused.status).toBe(502)
    expect(refused.json.data).toMatchObject({
      success: false,
      code: 'SQUARE_UNREACHABLE',
      error: expect.stringMatching(/nothing was charged/),
    })
    const order = await storedOrder(payload, body.checkoutId)
    expect(order).toMatchObject({
      status: 'payment_failed',
      declineCode: 'SQUARE_UNREACHABLE',
      chargingUntil: null,
    })
    expect(await standin.requests()).toBe(requests)

    // Square is back: the timer's run leaves the attempt alone, and so does the status read.
    await settleUnsettledOrders(payload, squareSettings())
    expect((await checkoutStatus(body.checkoutId)).json).toEqual({ data: { status: 'failed' } })
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('payment_failed')
    expect(await paymentsOf(order?.id)).toEqual([])

    // The visitor pays again when told to: one charge.
    const again = await postOrder('pay', body, { address })
    expect(again.status).toBe(200)
    expect(await paymentsOf(order?.id)).toHaveLength(1)
  })

  it('a host name that does not resolve is the same: never sent, so failed', async () => {
    const body = payBody()
    const { status, json } = await withEnv({ SQUARE_BASE_URL: 'http://square.invalid' }, () =>
      postOrder('pay', body, { address: newAddress() }),
    )
    expect(status).toBe(502)
    expect(json.data.code).toBe('SQUARE_UNREACHABLE')
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('payment_failed')
  })

  it('a connection dropped after the request arrived is not proof of anything: confirming, then one charge', async () => {
    const body = payBody()
    await standin.fault({ mode: 'drop' })
    const dropped = await postOrder('pay', body, { address: newAddress() })
    expect(dropped.status).toBe(202)
    expect(dropped.json.data.code).toBe('PAYMENT_CONFIRMING')
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.status).toBe('payment_unknown')
    expect(await paymentsOf(order?.id)).toHaveLength(1) // Square did charge

    expect((await checkoutStatus(body.checkoutId)).json).toEqual({ data: { status: 'paid' } })
    expect(await paymentsOf(order?.id)).toHaveLength(1)
  })
})

describe('the database fails mid-payment', () => {
  it('after Square charged: 202 confirming, the order stays to settle, and it ends paid once', async () => {
    const body = payBody()
    const db = await databaseFault(payload)
    try {
      await standin.fault({ mode: 'delay', ms: 1500 }) // charges, then answers
      const sent = await standin.requests()
      const paying = postOrder('pay', body, { address: newAddress() })
      // The charge is on its way: the next write to the order is its record.
      await eventually(async () => (await standin.requests()) > sent || null)
      const { rows } = await db.query('SELECT id FROM orders WHERE checkout_id = $1', [
        body.checkoutId,
      ])
      await db.query('BEGIN')
      await db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [rows[0].id])
      await db.endWaitingStatement(/^update "orders"/i)
      await db.query('ROLLBACK')

      const answer = await paying
      expect(answer.status).toBe(202)
      expect(answer.json.data).toMatchObject({ success: false, code: 'PAYMENT_CONFIRMING' })
      expect(answer.text).not.toMatch(/try again/i)
    } finally {
      await db.release()
    }
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.status).toBe('pending')
    expect(await paymentsOf(order?.id)).toHaveLength(1)
    expect((await checkoutStatus(body.checkoutId)).json).toEqual({ data: { status: 'confirming' } })

    // Its lease runs out (as it would a few seconds later): the next read settles it.
    await payload.db.updateOne({
      collection: 'orders',
      id: order!.id,
      data: { chargingUntil: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await checkoutStatus(body.checkoutId)).json).toEqual({ data: { status: 'paid' } })
    const payments = await paymentsOf(order?.id)
    expect(payments).toHaveLength(1)
    expect((await storedOrder(payload, body.checkoutId))?.squarePaymentId).toBe(payments[0]?.id)
  })

  it('before any charge: 503 "try again in a minute", nothing stored, nothing sent to Square', async () => {
    const body = payBody()
    const requests = await standin.requests()
    const db = await databaseFault(payload)
    let answer
    try {
      await db.query('BEGIN')
      await db.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE')
      const paying = postOrder('pay', body, { address: newAddress() })
      await db.endWaitingStatement(/"orders"/)
      await db.query('ROLLBACK')
      answer = await paying
    } finally {
      await db.release()
    }
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(answer.json.data.error).toMatch(/try again in a minute/)
    expect(await storedOrder(payload, body.checkoutId)).toBeUndefined()
    expect(await standin.requests()).toBe(requests)
  })
})

/** PostgreSQL's answer to a statement lost as the server restarts: the write may have happened. */
const restartError = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  })

/** Lets `payload.db[method]` write once where `matches`, then lose the answer. */
function loseAnswerOnce(method: 'create' | 'updateOne', matches: (args: never) => boolean) {
  const original = payload.db[method].bind(payload.db) as (args: never) => Promise<unknown>
  let lost = false
  return vi.spyOn(payload.db, method).mockImplementation((async (args: never) => {
    const result = await original(args)
    if (lost || !matches(args)) return result
    lost = true
    throw restartError()
  }) as never)
}

/** The lease of an order's attempt runs out, as it would half a minute later. */
const endLease = (id: number) =>
  payload.db.updateOne({
    collection: 'orders',
    id,
    data: { chargingUntil: new Date(Date.now() - 1000).toISOString() },
  })

describe('the database answer lost between storing an attempt and charging it', () => {
  it('the order stored, its answer lost: 503, and settling fails it without charging', async () => {
    const address = newAddress()
    const body = payBody()
    const requests = await standin.requests()
    const create = loseAnswerOnce(
      'create',
      (args: { collection: string; data: { checkoutId?: string } }) =>
        args.collection === 'orders' && args.data.checkoutId === body.checkoutId,
    )
    let answer
    try {
      answer = await postOrder('pay', body, { address })
    } finally {
      create.mockRestore()
    }
    expect(answer.status).toBe(503)
    expect(answer.json.data.error).toMatch(/try again in a minute/)
    const order = await storedOrder(payload, body.checkoutId)
    expect(order).toMatchObject({ status: 'pending' })
    expect(order?.squareSourceId ?? null).toBeNull()
    expect(await standin.requests()).toBe(requests)

    // Never sent, so never replayed: the visitor told to try again is not charged meanwhile.
    await endLease(order!.id)
    expect((await checkoutStatus(body.checkoutId)).json).toEqual({ data: { status: 'failed' } })
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      status: 'payment_failed',
      declineCode: 'NEVER_SENT',
    })
    expect(await standin.requests()).toBe(requests)

    const again = await postOrder('pay', body, { address })
    expect(again.status).toBe(200)
    expect(await paymentsOf(order?.id)).toHaveLength(1)
  })

  it('the card token stored, its answer lost: 202 confirming, and settling charges it once', async () => {
    const body = payBody()
    const requests = await standin.requests()
    const arm = loseAnswerOnce(
      'updateOne',
      (args: { data: { squareSourceId?: unknown } }) => args.data.squareSourceId === body.token,
    )
    let answer
    try {
      answer = await postOrder('pay', body, { address: newAddress() })
    } finally {
      arm.mockRestore()
    }
    // The token is stored, so settling may replay the charge: not "try again".
    expect(answer.status).toBe(202)
    expect(answer.json.data).toMatchObject({ code: 'PAYMENT_CONFIRMING' })
    const order = await storedOrder(payload, body.checkoutId)
    expect(order).toMatchObject({ status: 'pending', squareSourceId: body.token })
    expect(await standin.requests()).toBe(requests)

    await endLease(order!.id)
    expect((await checkoutStatus(body.checkoutId)).json).toEqual({ data: { status: 'paid' } })
    expect(await paymentsOf(order?.id)).toHaveLength(1)
  })
})

describe('POST /api/orders/checkout-status', () => {
  it('answers the status alone, to whoever holds the checkout id', async () => {
    expect((await checkoutStatus(randomUUID())).json).toEqual({ data: { status: 'none' } })

    const paid = payBody()
    await postOrder('pay', paid, { address: newAddress() })
    const answer = await checkoutStatus(paid.checkoutId)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ data: { status: 'paid' } })
    expect(answer.headers.get('cache-control')).toBe('no-store')

    const declined = payBody({ token: 'cnon:card-nonce-declined' })
    await postOrder('pay', declined, { address: newAddress() })
    expect((await checkoutStatus(declined.checkoutId)).json).toEqual({ data: { status: 'failed' } })

    const malformed = await checkoutStatus('order-1')
    expect(malformed.status).toBe(422)
    expect(malformed.json.errors[0].path).toBe('checkoutId')
  })
})

describe('a second checkout for a company whose payment is being confirmed', () => {
  it('is refused with 409 naming the first, until the visitor chooses a second order', async () => {
    const { llcname } = ownData()
    const first = payBody({ llcname })
    await standin.fault({ mode: 'hang' })
    const lost = await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () =>
      postOrder('pay', first, { address: newAddress() }),
    )
    expect(lost.status).toBe(202)

    const requests = await standin.requests()
    // Another tab or device: a new checkout, the same company (however it is spelled) and email.
    const second = payBody({
      llcname: `  ${llcname.toUpperCase()} `,
      email: first.email.toUpperCase(),
    })
    const refused = await postOrder('pay', second, { address: newAddress() })
    expect(refused.status).toBe(409)
    expect(refused.json.data).toMatchObject({
      code: 'EARLIER_PAYMENT_CONFIRMING',
      error: expect.stringMatching(/still being confirmed.*second order/),
      earlier: { llcname, startedAt: expect.any(String), status: 'confirming' },
    })
    expect(refused.json.data).not.toHaveProperty('orderId')
    expect(await storedOrder(payload, second.checkoutId)).toBeUndefined()
    expect(await standin.requests()).toBe(requests)

    const anotherCompany = payBody({ llcname: `${llcname} II`, email: first.email })
    expect((await postOrder('pay', anotherCompany, { address: newAddress() })).status).toBe(200)
    const chosen = await postOrder(
      'pay',
      { ...second, secondOrder: true },
      { address: newAddress() },
    )
    expect(chosen.status).toBe(200)
  })

  it('never counts a payment being charged right now: checkouts at the same moment all pay', async () => {
    const { llcname, email } = ownData()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder('pay', payBody({ llcname, email }), { address: newAddress() }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
  })
})
