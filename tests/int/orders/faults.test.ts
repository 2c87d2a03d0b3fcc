import { createServer } from 'node:net'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { settleUnsettledOrders } from '@/order/server/settle'
import { squareSettings } from '@/order/server/square'

import { testPayload } from '../helpers'
import { newAddress, payBody, postOrder, standin, storedOrder, withEnv } from './helpers'

/**
 * Faults in the middle of a payment, as the failure drills met them: the visitor is told the
 * truth, and a charge nobody asked for never happens.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await standin.clearFaults()
})

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

    // Square is back: the timer's run leaves the attempt alone.
    await settleUnsettledOrders(payload, squareSettings())
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
})
