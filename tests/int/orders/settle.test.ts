import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { settleUnsettledOrders } from '@/order/server/settle'
import { squareSettings } from '@/order/server/square'

import { testPayload } from '../helpers'
import {
  clientBody,
  newAddress,
  payBody,
  postOrder,
  rest,
  standin,
  storedOrder,
  withEnv,
} from './helpers'

/**
 * A charge whose answer is lost must never lead to a second charge: whatever the network does,
 * one checkout ends with at most one completed payment.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  await standin.clearFaults()
})

/** Pays with a Square that charges and then answers too late; the visitor hears it is confirming. */
async function payWithLateAnswer(body: ReturnType<typeof payBody>, address: string) {
  await standin.fault({ mode: 'delay', ms: 2500 })
  const late = await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () =>
    postOrder('pay', body, { address }),
  )
  expect(late.status).toBe(202)
  expect(late.json.data.code).toBe('PAYMENT_CONFIRMING')
  expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
    status: 'payment_unknown',
    declineCode: 'TIMEOUT',
  })
}

describe('an unanswered charge is settled before any new charge', () => {
  it('a late answer, then Pay again with a new card token: one completed charge', async () => {
    const charges = await standin.count()
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-ok-first' })
    await payWithLateAnswer(body, address)
    expect(await standin.count()).toBe(charges + 1) // Square did charge the first card

    // The wizard makes a new token for the second press of Pay.
    const again = await postOrder(
      'pay',
      { ...body, token: 'cnon:card-nonce-ok-second' },
      { address },
    )
    expect(again.status).toBe(200)
    const order = await storedOrder(payload, body.checkoutId)
    const { payments } = await standin.charges()
    expect(order?.status).toBe('paid')
    expect(order?.squarePaymentId).toBe(
      payments.find((p) => p.reference_id === String(order?.id))?.id,
    )
    expect(payments.filter((p) => p.reference_id === String(order?.id))).toHaveLength(1)
    expect(await standin.count()).toBe(charges + 1)
  })

  it('a 500 after charging, then a new card: one completed charge', async () => {
    const charges = await standin.count()
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-ok-a' })
    await standin.fault({ mode: 'error', status: 500, afterCharge: true })
    const failed = await postOrder('pay', body, { address })
    expect(failed.status).toBe(202)
    expect(await standin.count()).toBe(charges + 1)
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('payment_unknown')

    const again = await postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-b' }, { address })
    expect(again.status).toBe(200)
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('paid')
    expect(await standin.count()).toBe(charges + 1)
  }, 20_000)

  it('while Square stays silent, a new card is not charged and the order stays unknown', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-ok-c' })
    await payWithLateAnswer(body, address)
    const charges = await standin.count()

    await standin.fault({ mode: 'hang' })
    const { status, json } = await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () =>
      postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-d' }, { address }),
    )
    expect(status).toBe(202)
    expect(json.data).toMatchObject({
      code: 'PAYMENT_CONFIRMING',
      message: expect.stringMatching(/not be charged twice/),
    })
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      status: 'payment_unknown',
      squareSourceId: 'cnon:card-nonce-ok-c',
    })
    expect(await standin.count()).toBe(charges)

    // Square answers again: the client call settles the first attempt and stores the record.
    const client = await postOrder('client', clientBody(body))
    expect(client.status).toBe(200)
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('paid')
    expect(await standin.count()).toBe(charges)
  })

  it('a process that stopped between charging and recording: the next pay replays, never recharges', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-ok-e' })
    await payWithLateAnswer(body, address)
    const order = await storedOrder(payload, body.checkoutId)
    // As the crashed process left it: still pending, its lease run out.
    await payload.db.updateOne({
      collection: 'orders',
      id: order!.id,
      data: { status: 'pending', chargingUntil: new Date(Date.now() - 1000).toISOString() },
    })
    const charges = await standin.count()

    const again = await postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-f' }, { address })
    expect(again.status).toBe(200)
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('paid')
    expect(await standin.count()).toBe(charges)
  })

  it('an attempt Square never received is charged once when settled, the new card not at all', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-ok-g' })
    await standin.fault({ mode: 'hang' })
    const lost = await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () =>
      postOrder('pay', body, { address }),
    )
    expect(lost.status).toBe(202)
    const charges = await standin.count()

    const again = await postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-h' }, { address })
    expect(again.status).toBe(200)
    const { payments } = await standin.charges()
    expect(await standin.count()).toBe(charges + 1)
    expect(payments.at(-1)).toMatchObject({ reference_id: String(again.json.data.orderId) })
  })

  it('a declined card whose answer was lost is settled as failed, and another card may pay', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-declined-lost' })
    await standin.fault({ mode: 'delay', ms: 2500 })
    await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () => postOrder('pay', body, { address }))
    const charges = await standin.count()

    const again = await postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-i' }, { address })
    expect(again.status).toBe(200)
    expect(await storedOrder(payload, body.checkoutId)).toMatchObject({
      status: 'paid',
      declinedAttempts: 1,
    })
    expect(await standin.count()).toBe(charges + 1)
  })

  it('the reconcile run settles orders nobody came back for; only staff may start it', async () => {
    const body = payBody({ token: 'cnon:card-nonce-ok-j' })
    await payWithLateAnswer(body, newAddress())

    const anonymous = await rest('POST', 'orders/settle')
    expect(anonymous.status).toBe(403)
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('payment_unknown')

    const tally = await settleUnsettledOrders(payload, squareSettings())
    expect(tally.paid).toBeGreaterThanOrEqual(1)
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.status).toBe('paid')
    // Other tests' unsettled orders may be settled too; this checkout keeps its one charge.
    const { payments } = await standin.charges()
    expect(payments.filter((p) => p.reference_id === String(order?.id))).toHaveLength(1)
  })

  it("when Square has forgotten the attempt, it is found among Square's payments: no second charge", async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-ok-k' })
    await payWithLateAnswer(body, address)
    await standin.forgetKeys() // the replay is now refused: CARD_TOKEN_USED
    const charges = await standin.count()

    const again = await postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-l' }, { address })
    expect(again.status).toBe(200)
    const order = await storedOrder(payload, body.checkoutId)
    const { payments } = await standin.charges()
    expect(order?.status).toBe('paid')
    expect(order?.squarePaymentId).toBe(
      payments.find((p) => p.reference_id === String(order?.id))?.id,
    )
    expect(await standin.count()).toBe(charges)
  })

  it('when Square has forgotten a declined attempt and holds no payment for it, the new card pays', async () => {
    const address = newAddress()
    const body = payBody({ token: 'cnon:card-nonce-declined-forgotten' })
    await standin.fault({ mode: 'delay', ms: 2500 })
    await withEnv({ SQUARE_TIMEOUT_MS: '1000' }, () => postOrder('pay', body, { address }))
    await standin.forgetKeys()
    const charges = await standin.count()

    const again = await postOrder('pay', { ...body, token: 'cnon:card-nonce-ok-m' }, { address })
    expect(again.status).toBe(200)
    expect(await standin.count()).toBe(charges + 1)
  })
})
