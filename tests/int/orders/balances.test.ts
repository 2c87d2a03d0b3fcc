import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { confirmStateFee } from '@/order/server/balances/confirm'
import { payBalance as payBalanceDirectly } from '@/order/server/balances/pay'
import { remindDueBalances } from '@/order/server/balances/reminders'
import { confirmEstimatedOrders } from '@/order/server/balances/recordChange'
import { refundPaidBalances } from '@/order/server/balances/refundPaid'
import { refundRecords } from '@/order/staffActions'

import { context, testPayload } from '../helpers'
import { linkTokenOf, submitDetails } from './filingHelpers'
import {
  newAddress,
  ownData,
  paidOrder,
  queuedEmails,
  rest,
  removeStaffMembers,
  staffMember,
  standin,
} from './helpers'

let payload: Payload
let admin: Awaited<ReturnType<typeof staffMember>>
let editor: Awaited<ReturnType<typeof staffMember>>

const confirmFee = (id: number, stateFeeCents: number, headers = editor.headers) =>
  rest('POST', `orders/${id}/state-fee`, { body: JSON.stringify({ stateFeeCents }), headers })

const move = (id: number, body: Record<string, unknown>, headers = editor.headers) =>
  rest('POST', `orders/${id}/status`, { body: JSON.stringify(body), headers })

const fileBody = (extra: Record<string, unknown> = {}) => ({
  status: 'filed_with_state',
  filedAt: new Date().toISOString().slice(0, 10),
  stateConfirmationNumber: 'SR 2026-0001',
  ...extra,
})

const payBalance = (body: Record<string, unknown>, address = newAddress()) =>
  rest('POST', 'orders/balance', { body: JSON.stringify(body), address })

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })

const balancesOf = async (id: number) =>
  (
    await payload.find({
      collection: 'order-balances',
      where: { order: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const timeline = async (id: number) =>
  (
    await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map((event) => event.summary)

/** Square payments taken for one balance (our reference at Square). */
const balanceCharges = async (balanceId: number) =>
  (await standin.charges()).payments.filter(
    (payment) => payment.reference_id === `balance-${balanceId}`,
  )

/** A paid order (Delaware LLC, $110 state fee) charged as if the fee had been an estimate. */
async function estimatedOrder() {
  const { llcname, email } = ownData()
  const { id } = await paidOrder({ llcname, email })
  await payload.db.updateOne({
    collection: 'orders',
    where: { id: { equals: id } },
    data: { stateFeeEstimated: true },
  })
  return { id, llcname }
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffMember(payload, 'admin')
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

afterEach(() => standin.clearFaults())

describe('a lower state fee', () => {
  it('is refunded the difference exactly once, with an email and a timeline line, however many staff confirm it at once', async () => {
    const { id, llcname } = await estimatedOrder()
    const payment = (await stored(id)).squarePaymentId!

    const answers = await Promise.all([confirmFee(id, 9000), confirmFee(id, 9000)])
    expect(answers.some((answer) => answer.status === 200)).toBe(true)
    // A second confirmation of the same figure is answered, never refunded again.
    const again = await confirmFee(id, 9000)
    expect(again.status, again.text).toBe(200)

    const square = await standin.refundsOf(payment)
    expect(square.map((refund) => refund.amount_money.amount)).toEqual([2000])
    const order = await stored(id)
    expect(order.refundedCents).toBe(2000)
    expect(order.stateFeeConfirmedCents).toBe(9000)
    expect(refundRecords(order.refunds)).toHaveLength(1)
    expect(order.status).toBe('paid')

    const lines = await timeline(id)
    expect(lines.filter((line) => line.startsWith('State fee confirmed at $90.00'))).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('Refunded $20.00'))).toHaveLength(1)
    const mails = (await queuedEmails(payload, 200)).filter((mail) => mail.text.includes(llcname))
    const refundMail = mails.find((mail) => mail.subject.startsWith('Refund of $20.00'))
    expect(refundMail?.text).toContain(
      "The state's fee is $90.00, less than the $110.00 you paid for it",
    )
  })

  it('settles at Mark filed: the fee paid is confirmed first and the order is filed', async () => {
    const { id } = await estimatedOrder()
    await submitDetails(payload, id)
    const unconfirmed = await move(id, fileBody())
    expect(unconfirmed.status).toBe(422)
    expect(unconfirmed.text).toContain('stateFeePaidCents')

    const filed = await move(id, fileBody({ stateFeePaidCents: 10000 }))
    expect(filed.status, filed.text).toBe(200)
    const order = await stored(id)
    expect(order.status).toBe('filed_with_state')
    expect(order.refundedCents).toBe(1000)
    expect(order.stateFeeConfirmedCents).toBe(10000)
  })
})

describe('a higher state fee', () => {
  it('asks the customer for the balance; the order cannot be filed until it is paid, which charges once whatever is raced or repeated', async () => {
    const { id, llcname } = await estimatedOrder()
    await submitDetails(payload, id)

    const confirmed = await confirmFee(id, 15000)
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json.data.kind).toBe('balance')
    const [balance] = await balancesOf(id)
    expect(balance).toMatchObject({ status: 'due', amountCents: 4000, stateFeeCents: 15000 })
    const dueMail = (await queuedEmails(payload, 200)).find(
      (mail) => mail.text.includes(llcname) && mail.subject.startsWith('Balance due: $40.00'),
    )
    expect(dueMail?.text).toContain("because the state's fee is $150.00")

    const blocked = await move(id, fileBody({ stateFeePaidCents: 15000 }))
    expect(blocked.status).toBe(409)
    expect(blocked.json.data.error).toContain('A balance of $40.00 is due')

    const token = await linkTokenOf(payload, id)
    const body = { token, balanceId: balance!.id, amountCents: 4000 }
    const wrong = await payBalance({ ...body, cardToken: 'cnon:card-nonce-ok', amountCents: 3000 })
    expect(wrong.status).toBe(409)
    expect(wrong.json.data.error).toContain('The balance due is $40.00')

    // The same card twice and another card, all at once, through the endpoint and as two
    // replicas would (no in-process lock between them, only the balance's own claim): one charge.
    const raced = await Promise.all([
      payBalance({ ...body, cardToken: 'cnon:card-nonce-ok-b1' }),
      payBalanceDirectly(payload, { ...body, cardToken: 'cnon:card-nonce-ok-b1' }),
      payBalanceDirectly(payload, { ...body, cardToken: 'cnon:card-nonce-ok-b2' }),
      payBalanceDirectly(payload, { ...body, cardToken: 'cnon:card-nonce-ok-b2' }),
    ])
    const statuses = raced.map((answer) => answer.status)
    expect(statuses).toContain(200)
    for (const status of statuses) expect([200, 409]).toContain(status)
    const repeated = await payBalance({ ...body, cardToken: 'cnon:card-nonce-ok-b3' })
    expect(repeated.status, repeated.text).toBe(200)
    expect(await balanceCharges(balance!.id)).toHaveLength(1)
    expect((await balanceCharges(balance!.id))[0]!.amount_money.amount).toBe(4000)

    const [paid] = await balancesOf(id)
    expect(paid!.status).toBe('paid')
    expect(
      (await timeline(id)).some((line) => line.startsWith('Balance of $40.00 paid by card')),
    ).toBe(true)

    const filed = await move(id, fileBody({ stateFeePaidCents: 15000 }))
    expect(filed.status, filed.text).toBe(200)
    expect((await stored(id)).status).toBe('filed_with_state')
  })

  it('a declined card leaves the balance due; an unknown outcome is settled before another card, still one charge', async () => {
    const { id } = await estimatedOrder()
    await confirmFee(id, 12500)
    const [balance] = await balancesOf(id)
    const token = await linkTokenOf(payload, id)
    const body = { token, balanceId: balance!.id, amountCents: 1500 }

    const declined = await payBalance({ ...body, cardToken: 'cnon:card-nonce-declined-b' })
    expect(declined.status).toBe(402)
    expect((await balancesOf(id))[0]!.status).toBe('due')

    // Square charges, then the connection drops before it answers.
    await standin.fault({ mode: 'drop' })
    const lost = await payBalance({ ...body, cardToken: 'cnon:card-nonce-ok-d1' })
    expect(lost.status, lost.text).toBe(202)
    expect((await balancesOf(id))[0]!.status).toBe('payment_unknown')

    const another = await payBalance({ ...body, cardToken: 'cnon:card-nonce-ok-d2' })
    expect(another.status, another.text).toBe(200)
    expect(await balanceCharges(balance!.id)).toHaveLength(1)
    expect((await balancesOf(id))[0]!.status).toBe('paid')
  })

  it('is seen only through its own order link, and a link that is not one sees nothing', async () => {
    const first = await estimatedOrder()
    const second = await estimatedOrder()
    await confirmFee(first.id, 12000)
    const [balance] = await balancesOf(first.id)
    const otherToken = await linkTokenOf(payload, second.id)

    const foreign = await payBalance({
      token: otherToken,
      balanceId: balance!.id,
      cardToken: 'cnon:card-nonce-ok',
      amountCents: 1000,
    })
    expect(foreign.status).toBe(404)
    const unknown = await payBalance({
      token: 'x'.repeat(43),
      balanceId: balance!.id,
      cardToken: 'cnon:card-nonce-ok',
      amountCents: 1000,
    })
    expect(unknown.status).toBe(404)
    const malformed = await payBalance({ token: 1, balanceId: 'one' })
    expect(malformed.status).toBe(422)
    expect(await balanceCharges(balance!.id)).toHaveLength(0)
    // Customers never read balances through the API.
    const listed = await rest('GET', 'order-balances')
    expect(listed.status).toBe(403)
  })

  it('a new confirmation replaces the open balance; a waiver needs an admin, is on the timeline, and lets the order be filed', async () => {
    const { id } = await estimatedOrder()
    await submitDetails(payload, id)
    await confirmFee(id, 13000)
    await confirmFee(id, 12000)
    const balances = await balancesOf(id)
    expect(balances.map((b) => [b.status, b.amountCents])).toEqual([
      ['cancelled', 2000],
      ['due', 1000],
    ])

    const byEditor = await rest('POST', `orders/${id}/waive-balance`, {
      body: JSON.stringify({ reason: 'Goodwill' }),
      headers: editor.headers,
    })
    expect(byEditor.status).toBe(403)
    const noReason = await rest('POST', `orders/${id}/waive-balance`, {
      body: JSON.stringify({ reason: '' }),
      headers: admin.headers,
    })
    expect(noReason.status).toBe(422)
    const waived = await rest('POST', `orders/${id}/waive-balance`, {
      body: JSON.stringify({ reason: 'Our estimate was wrong: we carry it' }),
      headers: admin.headers,
    })
    expect(waived.status, waived.text).toBe(200)
    expect((await balancesOf(id))[1]!.status).toBe('waived')
    expect(await timeline(id)).toContain(
      'Balance of $10.00 waived: Our estimate was wrong: we carry it',
    )

    // Waived counts as paid: confirming the same fee again asks nothing more.
    const again = await confirmFee(id, 12000)
    expect(again.json.data.kind).toBe('none')
    const filed = await move(id, fileBody({ stateFeePaidCents: 12000 }))
    expect(filed.status, filed.text).toBe(200)
  })

  it('is reminded once, three days after it was asked for', async () => {
    const { id } = await estimatedOrder()
    await confirmFee(id, 11500)
    const [balance] = await balancesOf(id)
    const fresh = await estimatedOrder()
    await confirmFee(fresh.id, 11600)

    expect(await remindDueBalances(payload)).toBeGreaterThanOrEqual(0)
    expect((await balancesOf(id))[0]!.remindedAt ?? null).toBeNull()
    // Asked four days ago.
    await payload.db.updateOne({
      collection: 'order-balances',
      where: { id: { equals: balance!.id } },
      data: { createdAt: new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString() },
    })
    await remindDueBalances(payload)
    await remindDueBalances(payload)
    expect((await balancesOf(id))[0]!.remindedAt).toBeTruthy()
    expect((await balancesOf(fresh.id))[0]!.remindedAt ?? null).toBeNull()
    const reminders = (await queuedEmails(payload, 200)).filter(
      (mail) =>
        mail.text.includes(`is due on order ${id},`) && mail.subject.startsWith('Reminder: $5.00'),
    )
    expect(reminders).toHaveLength(1)
  })

  it('asked, replaced, and asked again at the first figure is due again', async () => {
    const { id } = await estimatedOrder()
    for (const fee of [15000, 17000, 15000]) {
      const answer = await confirmFee(id, fee)
      expect(answer.status, answer.text).toBe(200)
    }
    const open = (await balancesOf(id)).filter((balance) => balance.status === 'due')
    expect(open.map((balance) => balance.amountCents)).toEqual([4000])
    expect((await balancesOf(id)).map((balance) => balance.status)).toEqual([
      'cancelled',
      'cancelled',
      'due',
    ])
  })

  it('ends when the order is cancelled, and cannot be paid then', async () => {
    const { id } = await estimatedOrder()
    await confirmFee(id, 13000)
    const [balance] = await balancesOf(id)
    const cancelled = await move(id, {
      status: 'cancelled',
      note: 'The customer changed their mind',
    })
    expect(cancelled.status, cancelled.text).toBe(200)
    expect((await balancesOf(id))[0]!.status).toBe('cancelled')
    const paid = await payBalance({
      token: await linkTokenOf(payload, id),
      balanceId: balance!.id,
      cardToken: 'cnon:card-nonce-ok',
      amountCents: 2000,
    })
    expect(paid.status).toBe(409)
    expect(await balanceCharges(balance!.id)).toHaveLength(0)
  })
})

/** A balance of $40.00 asked and paid by card on a Delaware LLC order charged $110 as an estimate. */
async function paidBalanceOrder(card: string) {
  const { id, llcname } = await estimatedOrder()
  await confirmFee(id, 15000)
  const [balance] = await balancesOf(id)
  const paid = await payBalance({
    token: await linkTokenOf(payload, id),
    balanceId: balance!.id,
    amountCents: 4000,
    cardToken: card,
  })
  expect(paid.status, paid.text).toBe(200)
  const [charge] = await balanceCharges(balance!.id)
  return { id, llcname, balanceId: balance!.id, balancePayment: charge!.id }
}

const refundInFull = async (id: number) =>
  rest('POST', `orders/${id}/refund`, {
    body: JSON.stringify({
      amountCents: (await stored(id)).amountCents,
      reason: 'The customer cancelled',
      key: `full-${id}-${Date.now()}`,
    }),
    headers: admin.headers,
  })

describe('a paid balance', () => {
  it("goes back with the order's full refund, once, with an email and a timeline line", async () => {
    const { id, llcname, balanceId, balancePayment } = await paidBalanceOrder('cnon:card-nonce-ok')
    const refunded = await refundInFull(id)
    expect(refunded.status, refunded.text).toBe(200)

    expect((await standin.refundsOf(balancePayment)).map((r) => r.amount_money.amount)).toEqual([
      4000,
    ])
    const [balance] = await balancesOf(id)
    expect(balance).toMatchObject({ id: balanceId, status: 'refunded' })
    expect(balance!.squareRefundId).toBeTruthy()
    expect((await stored(id)).status).toBe('refunded')
    const lines = await timeline(id)
    expect(
      lines.filter((line) => line.startsWith('Refunded $40.00, the state-fee balance')),
    ).toHaveLength(1)
    const mails = (await queuedEmails(payload, 200)).filter((mail) => mail.text.includes(llcname))
    expect(
      mails.filter((mail) => mail.subject === `Refund of $40.00 for order ${id}`),
    ).toHaveLength(1)

    // The hourly run and a second run at once find nothing left to refund.
    await Promise.all([refundPaidBalances(payload), refundPaidBalances(payload, id)])
    expect(await standin.refundsOf(balancePayment)).toHaveLength(1)
  })

  it('is refunded by the hourly run when Square made the refund but its answer was lost, and never twice', async () => {
    const { id, balancePayment } = await paidBalanceOrder('cnon:card-nonce-ok')
    // The order's refund passes; the balance's look-up passes; its refund is made, then unanswered.
    await standin.fault({ mode: 'delay', ms: 1 }, 2)
    await standin.fault({ mode: 'error', status: 500, afterCharge: true })
    const refunded = await refundInFull(id)
    expect(refunded.status, refunded.text).toBe(200)
    expect((await balancesOf(id))[0]!.status).toBe('paid')
    expect(await standin.refundsOf(balancePayment)).toHaveLength(1)

    const [first, second] = await Promise.all([
      refundPaidBalances(payload, id),
      refundPaidBalances(payload, id),
    ])
    expect(first + second).toBe(1)
    expect((await balancesOf(id))[0]!.status).toBe('refunded')
    expect(await standin.refundsOf(balancePayment)).toHaveLength(1)
  })

  it('stays paid after a partial refund of the order', async () => {
    const { id, balancePayment } = await paidBalanceOrder('cnon:card-nonce-ok')
    const partial = await rest('POST', `orders/${id}/refund`, {
      body: JSON.stringify({ amountCents: 1000, reason: 'Goodwill', key: `partial-refund-${id}` }),
      headers: admin.headers,
    })
    expect(partial.status, partial.text).toBe(200)
    await refundPaidBalances(payload, id)
    expect((await balancesOf(id))[0]!.status).toBe('paid')
    expect(await standin.refundsOf(balancePayment)).toHaveLength(0)
  })
})

describe('a confirmation raced with Mark filed', () => {
  it('never leaves a filed order with a balance a state record asked for while it was filed', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await estimatedOrder()
      await submitDetails(payload, id)
      // Confirmed once at the charged figure, so Mark filed needs no figure of its own.
      expect((await confirmFee(id, 11000)).status).toBe(200)
      const [swept, filed] = await Promise.all([
        confirmStateFee(await createLocalReq({}, payload), id, {
          stateFeeCents: 15000,
          by: null,
          via: 'a state record changed',
          askWhile: ['paid', 'in_review'],
        }).then(
          (result) => result.kind,
          (error: { status?: number }) => error.status,
        ),
        move(id, fileBody()),
      ])
      const order = await stored(id)
      const open = (await balancesOf(id)).filter((balance) => balance.status === 'due')
      if (order.status === 'filed_with_state') {
        expect(filed.status).toBe(200)
        expect(open).toHaveLength(0)
      } else {
        expect(filed.status).toBe(409)
        expect(open).toHaveLength(1)
      }
      // The confirmation either asked first (and the filing waited, then saw it), or found the
      // order filed and asked nothing.
      expect(['balance', 409]).toContain(swept)
      if (swept === 409) expect((await stored(id)).stateFeeConfirmedCents).toBe(11000)
    }
  })
})

describe('two staff confirming different figures at once', () => {
  it('take turns: one settles, the other is told to wait, and nothing is refunded twice', async () => {
    const { id } = await estimatedOrder()
    const payment = (await stored(id)).squarePaymentId!
    const answers = await Promise.all([confirmFee(id, 8000), confirmFee(id, 9000)])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.json.data.error).toContain(
      'Another confirmation',
    )
    const refunds = await standin.refundsOf(payment)
    expect(refunds).toHaveLength(1)
    const refunded = (await stored(id)).refundedCents
    expect([2000, 3000]).toContain(refunded)
  })
})

describe("a state record's fee that becomes official", () => {
  it('confirms the fee of unfiled orders charged at an estimate for that state and entity type', async () => {
    const { id } = await estimatedOrder()
    // An order of a state no other test here uses, so the job touches only this test's.
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: { formationState: 'vermont' },
    })
    // What the edit queues for the job: the record's new official fee.
    const confirmed = await confirmEstimatedOrders(payload, {
      state: 'vermont',
      entity: 'llc',
      stateFeeCents: 11500,
      sourceUrl: 'https://sos.vermont.gov/corporations/fees/',
    })
    expect(confirmed).toBeGreaterThanOrEqual(1)
    const [balance] = await balancesOf(id)
    expect(balance).toMatchObject({ status: 'due', amountCents: 500 })
    expect((await stored(id)).stateFeeConfirmedCents).toBe(11500)
    expect(
      (await timeline(id)).some((line) => line.includes("fee read on the state's own site")),
    ).toBe(true)
  })

  it('queues that confirmation when staff save a new official fee', async () => {
    const { docs } = await payload.find({
      collection: 'state-fees',
      where: { slug: { equals: 'wyoming' } },
      overrideAccess: true,
    })
    const record = docs[0]!
    const before = record.corporation
    try {
      await payload.update({
        collection: 'state-fees',
        id: record.id,
        data: {
          corporation: (before ?? 100) + 7,
          corporationFacts: {
            ...record.corporationFacts,
            feeSource: {
              ...record.corporationFacts?.feeSource,
              confidence: 'official',
              url: 'https://sos.wyo.gov/Business/Docs/BusinessFees.pdf',
            },
          },
        },
        overrideAccess: true,
        context,
      })
      const jobs = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'confirmStateFees' } },
        sort: '-createdAt',
        limit: 5,
        depth: 0,
      })
      expect(jobs.docs.map((job) => job.input)).toContainEqual(
        expect.objectContaining({ state: 'wyoming', entity: 'corporation' }),
      )
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: record.id,
        data: { corporation: before, corporationFacts: record.corporationFacts },
        overrideAccess: true,
        context,
      })
    }
  })
})
