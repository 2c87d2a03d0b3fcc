import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { refundRecords } from '@/order/staffActions'

import { testPayload } from '../helpers'
import { paidOrder, queuedEmails, rest, removeStaffMembers, staffMember, standin } from './helpers'

let payload: Payload
let admin: Awaited<ReturnType<typeof staffMember>>
let editor: Awaited<ReturnType<typeof staffMember>>

const refund = (
  id: number,
  body: { amountCents: number; reason?: string; key?: string },
  headers = admin.headers,
) =>
  rest('POST', `orders/${id}/refund`, {
    body: JSON.stringify({ reason: 'Customer asked', key: randomUUID(), ...body }),
    headers,
  })

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })

async function paymentOf(id: number): Promise<string> {
  const order = await stored(id)
  expect(order.squarePaymentId).toBeTruthy()
  return order.squarePaymentId!
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffMember(payload, 'admin')
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

afterEach(() => standin.clearFaults())

describe('refunds', () => {
  it('refund in part, then in full, through Square, and the order shows refunded with the refund ids', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)

    const part = await refund(id, { amountCents: 5000, reason: 'State fee was lower' })
    expect(part.status, part.text).toBe(200)
    expect(part.json.data.refund.amountCents).toBe(5000)
    let order = await stored(id)
    expect(order.status).toBe('paid')
    expect(order.refundedCents).toBe(5000)

    const rest_ = await refund(id, { amountCents: 25900, reason: 'Order cancelled' })
    expect(rest_.status, rest_.text).toBe(200)
    order = await stored(id)
    expect(order.status).toBe('refunded')
    expect(order.refundedCents).toBe(30900)
    const square = await standin.refundsOf(payment)
    expect(square.map((r) => r.amount_money.amount)).toEqual([5000, 25900])
    const records = refundRecords(order.refunds)
    expect(records.map((r) => r.refundId)).toEqual(square.map((r) => r.id))
    expect(records.map((r) => r.refundedBy)).toEqual([admin.id, admin.id])
    expect(records.map((r) => r.reason)).toEqual(['State fee was lower', 'Order cancelled'])

    const events = await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(events.docs.map((e) => e.status)).toEqual(['paid', 'paid', 'refunded'])
    expect(events.docs[2]!.summary).toContain(`Square refund ${square[1]!.id}`)

    const more = await refund(id, { amountCents: 100 })
    expect(more.status).toBe(409)
    expect(more.json.data.error).toBe('This order is already refunded in full.')

    // The customer hears of each refund once, with what is left of the charge.
    const mails = (await queuedEmails(payload)).filter((mail) =>
      mail.subject.endsWith(`for order ${id}`),
    )
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Refund of $259.00 for order ${id}`,
      `Refund of $50.00 for order ${id}`,
    ])
    expect(mails.find((mail) => mail.subject.includes('$50.00'))!.text).toContain(
      'Refunded so far: $50.00 of the $309.00 charged.',
    )
    expect(mails.find((mail) => mail.subject.includes('$259.00'))!.text).toContain(
      'That refunds the whole charge of $309.00.',
    )
  })

  it('refunds once when the same refund is clicked twice, at once and again later', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    const key = randomUUID()
    const both = await Promise.all([
      refund(id, { amountCents: 1000, key }),
      refund(id, { amountCents: 1000, key }),
    ])
    expect(both.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]))
    for (const answer of both) expect([200, 409]).toContain(answer.status)
    const again = await refund(id, { amountCents: 1000, key })
    expect(again.status).toBe(200)
    expect(await standin.refundsOf(payment)).toHaveLength(1)
    expect((await stored(id)).refundedCents).toBe(1000)
    const mails = await queuedEmails(payload)
    expect(
      mails.filter((mail) => mail.subject === `Refund of $10.00 for order ${id}`),
    ).toHaveLength(1)
  })

  it('never refunds more than the charge, even with two refunds at once', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    const tooMuch = await refund(id, { amountCents: 30901 })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.json.data.error).toBe(
      "At most $309.00 is left to refund of this order's $309.00.",
    )
    const racing = await Promise.all([
      refund(id, { amountCents: 20000 }),
      refund(id, { amountCents: 20000 }),
      refund(id, { amountCents: 20000 }),
    ])
    expect(racing.filter((a) => a.status === 200)).toHaveLength(1)
    const after = await refund(id, { amountCents: 20000 })
    expect(after.status).toBe(422)
    expect(after.json.data.error).toMatch(/^At most \$109\.00 is left/)
    expect((await standin.refundsOf(payment)).map((r) => r.amount_money.amount)).toEqual([20000])
    expect((await stored(id)).refundedCents).toBe(20000)
  })

  it('settles a refund Square did not answer before any other, never refunding twice', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    // Square makes the refund but the answer is lost.
    await standin.fault({ mode: 'error', status: 500, afterCharge: true })
    const lost = await refund(id, { amountCents: 3000 })
    expect(lost.status).toBe(502)
    expect(lost.json.data.error).toMatch(/did not confirm the refund of \$30\.00/)
    expect((await stored(id)).refundedCents).toBe(0)

    // The next refund asked for replays the lost one first, with its own key.
    const next = await refund(id, { amountCents: 7000 })
    expect(next.status).toBe(409)
    expect(next.json.data.error).toMatch(/earlier refund of \$30\.00 .* went through/)
    expect((await standin.refundsOf(payment)).map((r) => r.amount_money.amount)).toEqual([3000])
    expect((await stored(id)).refundedCents).toBe(3000)

    const then = await refund(id, { amountCents: 7000 })
    expect(then.status, then.text).toBe(200)
    expect((await standin.refundsOf(payment)).map((r) => r.amount_money.amount)).toEqual([
      3000, 7000,
    ])
  })

  it('never loses a refund Square made when the check after a lost answer fails too', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    await standin.fault({ mode: 'error', status: 500, afterCharge: true })
    expect((await refund(id, { amountCents: 2500 })).status).toBe(502)

    // Square cannot be asked what became of it: the attempt stays, nothing new is refunded.
    await standin.fault({ mode: 'error', status: 503 })
    const unasked = await refund(id, { amountCents: 4000 })
    expect(unasked.status).toBe(502)
    expect(unasked.json.data.error).toMatch(
      /could not confirm whether an earlier refund of \$25\.00/,
    )
    expect((await stored(id)).refundPending).toMatchObject({ amountCents: 2500 })

    // Square has since forgotten the idempotency key: the attempt is found, not replayed.
    await standin.forgetKeys()
    const settled = await refund(id, { amountCents: 4000 })
    expect(settled.status).toBe(409)
    expect((await standin.refundsOf(payment)).map((r) => r.amount_money.amount)).toEqual([2500])
    const order = await stored(id)
    expect(order.refundedCents).toBe(2500)
    expect(order.refundPending ?? null).toBeNull()
  })

  it('forgets an unanswered refund Square never made, and makes the one asked for now', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    // The request fails before Square refunds anything.
    await standin.fault({ mode: 'error', status: 500 })
    expect((await refund(id, { amountCents: 2500 })).status).toBe(502)
    const now = await refund(id, { amountCents: 4000 })
    expect(now.status, now.text).toBe(200)
    expect(now.json.data.refund.amountCents).toBe(4000)
    expect((await standin.refundsOf(payment)).map((r) => r.amount_money.amount)).toEqual([4000])
    expect((await stored(id)).refundedCents).toBe(4000)
  })

  it('takes JSON only, so a form on another site cannot refund with an admin cookie', async () => {
    const { id } = await paidOrder()
    const answer = await rest('POST', `orders/${id}/refund`, {
      body: JSON.stringify({ amountCents: 1000, reason: 'x', key: randomUUID() }),
      headers: { ...admin.headers, 'content-type': 'text/plain' },
    })
    expect(answer.status).toBe(415)
    expect((await stored(id)).refundedCents).toBe(0)
  })

  it("is never written over by an admin's save of the order made at the same time", async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    const user = {
      ...(await payload.findByID({ collection: 'users', id: admin.id })),
      collection: 'users' as const,
    }
    for (let round = 0; round < 8; round++) {
      await Promise.all([
        payload.update({
          collection: 'orders',
          id,
          data: { phone: `+1 302 555 01${String(round).padStart(2, '0')}` },
          overrideAccess: false,
          user,
        }),
        refund(id, { amountCents: 100 }),
      ])
    }
    const square = await standin.refundsOf(payment)
    const order = await stored(id)
    expect(square).toHaveLength(8)
    expect(order.refundedCents).toBe(800)
    expect(
      refundRecords(order.refunds)
        .map((r) => r.refundId)
        .sort(),
    ).toEqual(square.map((r) => r.id).sort())
  })

  it('refunds nothing when Square refuses, and says why', async () => {
    const { id } = await paidOrder()
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: { squarePaymentId: 'NO-SUCH-PAYMENT' },
    })
    const answer = await refund(id, { amountCents: 1000 })
    expect(answer.status).toBe(422)
    expect(answer.json.data.error).toBe('Square does not know this payment.')
    const order = await stored(id)
    expect(order.refundedCents).toBe(0)
    expect(refundRecords(order.refunds)).toEqual([])
  })

  it('puts a refused refund on the timeline, and says what to do next', async () => {
    const { id } = await paidOrder()
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: { squarePaymentId: 'NO-SUCH-PAYMENT' },
    })
    const answer = await refund(id, { amountCents: 1200, reason: 'Duplicate order' })
    expect(answer.status).toBe(422)
    expect(answer.json.data.code).toBe('NOT_FOUND')
    expect(answer.json.data.nextStep).toMatch(/^Nothing was refunded\./)
    expect(answer.json.data.nextStep).toContain("NO-SUCH-PAYMENT in Square's Dashboard")
    const events = await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const refused = events.docs.at(-1)!
    expect(refused.summary).toBe(
      'Refund of $12.00 refused by Square (NOT_FOUND): Square does not know this payment. Nothing was refunded. Reason given: Duplicate order',
    )
    expect(refused.status).toBe('paid')
    expect(refused.by).toMatchObject({ id: admin.id })
    expect((await stored(id)).refundedCents).toBe(0)
  })

  it('is for admins only', async () => {
    const { id } = await paidOrder()
    const payment = await paymentOf(id)
    const byEditor = await refund(id, { amountCents: 1000 }, editor.headers)
    expect(byEditor.status).toBe(403)
    expect(byEditor.json.data.error).toBe('Only admins can refund orders.')
    const anonymous = await refund(id, { amountCents: 1000 }, {})
    expect(anonymous.status).toBe(401)
    expect(await standin.refundsOf(payment)).toHaveLength(0)
  })

  it('names what is wrong with a malformed request', async () => {
    const { id } = await paidOrder()
    const answer = await rest('POST', `orders/${id}/refund`, {
      body: JSON.stringify({ amountCents: 12.5, reason: '', key: 'x' }),
      headers: admin.headers,
    })
    expect(answer.status).toBe(422)
    expect(answer.json.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'amountCents',
      'key',
      'reason',
    ])
  })

  it('refuses an order that was never paid', async () => {
    const { id } = await paidOrder()
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: { status: 'payment_failed' },
    })
    const answer = await refund(id, { amountCents: 1000 })
    expect(answer.status).toBe(409)
    expect(answer.json.data.error).toBe(
      'Only a paid order can be refunded; this one is Payment failed.',
    )
  })
})
