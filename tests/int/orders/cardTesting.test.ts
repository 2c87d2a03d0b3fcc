import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { resetDeclineCounts } from '@/order/server/cardTesting'
import { orderFields } from '@/order/server/orderRecord'
import { type Attempt, claimOrder } from '@/order/server/orders'
import { payRequestSchema } from '@/order/schema'

import { testPayload } from '../helpers'
import { newAddress, payBody, postOrder, standin, storedOrder, withEnv } from './helpers'

/** Trying stolen cards through the checkout is capped whatever headers the attacker writes. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

// The counts live in the database, which other test files share.
beforeEach(() => resetDeclineCounts())
afterEach(async () => {
  await resetDeclineCounts()
  vi.restoreAllMocks()
})

describe('card-testing limits', () => {
  it('30 declined cards on one checkout with rotating X-Forwarded-For: at most 5 reach Square', async () => {
    const requests = await standin.requests()
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-declined' })
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const { status } = await postOrder(
        'pay',
        { ...body, token: `cnon:card-nonce-declined-${i}` },
        { address, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      )
      statuses.push(status)
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(402))
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    expect(await standin.requests()).toBe(requests + 5)
    expect((await storedOrder(payload, body.checkoutId))?.declinedAttempts).toBe(5)
  })

  it('tells the visitor why the checkout takes no more cards', async () => {
    const body = payBody({ token: 'cnon:card-nonce-declined' })
    const address = newAddress()
    for (let i = 0; i < 5; i++)
      await postOrder('pay', { ...body, token: `cnon:card-nonce-declined-m${i}` }, { address })
    const { status, json } = await postOrder(
      'pay',
      { ...body, token: 'cnon:card-nonce-ok' },
      { address },
    )
    expect(status).toBe(429)
    expect(json.data.error).toMatch(/5 declined cards.*contact our support team/)
  })

  it('caps declined cards per address, however many checkouts it makes up', async () => {
    const address = newAddress()
    for (let i = 0; i < 10; i++) {
      const declined = payBody({
        token: `cnon:card-nonce-declined-a${i}`,
        checkoutId: randomUUID(),
      })
      expect((await postOrder('pay', declined, { address })).status).toBe(402)
    }
    const requests = await standin.requests()
    const { status, json } = await postOrder('pay', payBody({ checkoutId: randomUUID() }), {
      address,
    })
    expect(status).toBe(429)
    expect(json.data.error).toMatch(/Too many declined cards from this address/)
    expect(await standin.requests()).toBe(requests)
    // Another visitor is not affected.
    expect((await postOrder('pay', payBody(), { address: newAddress() })).status).toBe(200)
  })

  it('counts requests per socket address: a forged X-Forwarded-For does not reset the limit', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}` }
      statuses.push((await postOrder('pay', '{}', { address, headers: forged })).status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422))
    expect(statuses.slice(20)).toEqual([429, 429])
  })

  it('behind a trusted proxy, counts the address that proxy appended', async () => {
    const proxy = newAddress()
    const client = newAddress()
    await withEnv({ TRUSTED_PROXY_HOPS: '1' }, async () => {
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        // The client writes a new first entry each time; the proxy appends the real address.
        const headers = { 'x-forwarded-for': `10.9.9.${i}, ${client}` }
        statuses.push((await postOrder('pay', '{}', { address: proxy, headers })).status)
      }
      expect(statuses.at(-1)).toBe(429)
      const other = { 'x-forwarded-for': '198.18.0.1' }
      expect((await postOrder('pay', '{}', { address: proxy, headers: other })).status).toBe(422)
    })
  })

  it('past the site-wide ceiling, pay takes no new card and alerts staff in the log', async () => {
    const errors = vi.spyOn(payload.logger, 'error')
    await withEnv({ ORDER_DECLINE_CEILING: '3' }, async () => {
      for (let i = 0; i < 3; i++) {
        const declined = payBody({
          token: `cnon:card-nonce-declined-s${i}`,
          checkoutId: randomUUID(),
        })
        expect((await postOrder('pay', declined, { address: newAddress() })).status).toBe(402)
      }
      const requests = await standin.requests()
      const { status, json } = await postOrder('pay', payBody(), { address: newAddress() })
      expect(status).toBe(503)
      expect(json.data.error).toMatch(/paused/)
      expect(await standin.requests()).toBe(requests)
    })
    expect(
      errors.mock.calls.some(([message]) =>
        /ALERT: 3 declined card payments/.test(String(message)),
      ),
    ).toBe(true)
  })
})

describe('a checkout retried on two server processes at once', () => {
  it('claims the order only on the decline count it was judged on', async () => {
    const body = payBody({ token: 'cnon:card-nonce-declined-c0' })
    expect((await postOrder('pay', body, { address: newAddress() })).status).toBe(402)
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.declinedAttempts).toBe(1)
    const attempt: Attempt = {
      ...orderFields(payRequestSchema.parse(body)),
      total: 309,
      stateFee: 110,
      agentRenewalPrice: 125,
      passwordHash: 'not-used',
      squareIdempotencyKey: 'claim-test',
      chargingUntil: new Date(Date.now() + 60_000).toISOString(),
    }
    // Another process judged the checkout before this decline was recorded: its claim fails.
    expect(await claimOrder(payload, order!.id, attempt, 0)).toBe(false)
    expect(await claimOrder(payload, order!.id, attempt, 1)).toBe(true)
  })

  it('judges a retry again when another process’s attempt ended first', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-declined-e0' })
    for (let i = 0; i < 4; i++)
      await postOrder('pay', { ...body, token: `cnon:card-nonce-declined-e${i}` }, { address })
    const requests = await standin.requests()
    // Another process's decline (the fifth) lands between this request's read and its claim.
    const order = await storedOrder(payload, body.checkoutId)
    const claim = vi.spyOn(payload.db, 'updateOne')
    claim.mockImplementationOnce(async (args) => {
      claim.mockRestore()
      await payload.db.updateOne({
        collection: 'orders',
        where: { id: { equals: order!.id } },
        data: { declinedAttempts: 5 },
      })
      return payload.db.updateOne(args)
    })
    const { status, json } = await postOrder(
      'pay',
      { ...body, token: 'cnon:card-nonce-declined-e9' },
      { address },
    )
    expect(status).toBe(429)
    expect(json.data.error).toMatch(/5 declined cards/)
    expect(await standin.requests()).toBe(requests)
  })
})
