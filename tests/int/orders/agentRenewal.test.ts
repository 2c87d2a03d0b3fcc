import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { lastDayBefore, periodEnd, renewalOpensOn } from '@/order/agentService'
import { endUnrenewedServices } from '@/order/server/agent/lapse'
import { sendRenewalNotices } from '@/order/server/agent/notices'
import { refundStoppedYears } from '@/order/server/agent/refundYear'
import { payRenewal } from '@/order/server/agent/renew'
import { orderFigures } from '@/order/server/dashboard'
import { CALENDAR_ORDER_SELECT, orderCalendar } from '@/order/server/orderCalendar'
import { RENEWAL_CHARGE } from '@/order/server/agent/renewal'
import { settleUnsettled } from '@/order/server/cardCharges/settle'
import { squareSettings } from '@/order/server/square'
import { calendarDate } from '@/utilities/dates'

import { testPayload } from '../helpers'
import {
  at,
  day,
  FILED_ON,
  filedOrder,
  FREE_UNTIL,
  mailsOf,
  NEXT_UNTIL,
  renewalCharges,
  renewalsOf,
  serviceOf,
  stopAgent,
  timelineOf,
} from './agentHelpers'
import { newAddress, queuedEmails, removeStaffMembers, rest, staffMember, standin } from './helpers'

// Renewing our registered agent (docs/registered-agent.md#renewing): notices 60, 30 and 7 days
// before a paid period ends, one charge per period whatever is repeated or raced, and the end of a
// year nobody renewed. Time is moved in the test (the sweeps' `now`), never on the machine.

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>

/** The agent's line of the order's compliance calendar, or undefined. */
async function agentLineOf(orderId: number) {
  const order = await payload.db.findOne<Parameters<typeof orderCalendar>[1]>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: CALENDAR_ORDER_SELECT,
  })
  const calendar = await orderCalendar(payload, order!)
  return calendar!.obligations.find((obligation) => obligation.kind === 'agent')
}

const renew = (body: Record<string, unknown>, address = newAddress()) =>
  rest('POST', 'orders/agent-renewal', { body: JSON.stringify(body), address })

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

afterEach(() => standin.clearFaults())

describe('renewing the registered agent', () => {
  it('a year-old order gets its three notices once each, renews once however it is paid, and stops in one click', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    expect((await serviceOf(payload, id))!.paidUntil.slice(0, 10)).toBe(FREE_UNTIL)
    const lastDay = calendarDate(lastDayBefore(FREE_UNTIL))
    // The compliance calendar lists the renewal, on the last day paid for, at the order's price.
    expect(await agentLineOf(id)).toMatchObject({
      name: 'Registered agent renewal',
      dueOn: lastDayBefore(FREE_UNTIL),
      amount: 125,
    })
    const weekBefore = (await orderFigures(payload)).agent.renewedThisWeek

    // 60, 30 and 7 days before: each notice once, however many runners send at once.
    for (const [offset, subjectCount] of [
      [-60, 1],
      [-30, 2],
      [-7, 3],
    ] as const) {
      const now = at(FREE_UNTIL, offset)
      await Promise.all([sendRenewalNotices(payload, now), sendRenewalNotices(payload, now)])
      await sendRenewalNotices(payload, now)
      const notices = (await mailsOf(payload, id)).filter((mail) =>
        mail.subject.startsWith('Your registered agent is paid through'),
      )
      expect(notices).toHaveLength(subjectCount)
    }
    const [notice] = await mailsOf(payload, id)
    expect(notice!.subject).toBe(`Your registered agent is paid through ${lastDay}: renew or stop`)
    expect(notice!.text).toContain('$125 for the year from')
    expect(notice!.text).toContain('Nothing is charged unless you renew.')
    expect(notice!.text).toMatch(
      /To renew, or to stop the service in one step: \S+#registered-agent/,
    )
    expect(
      (await timelineOf(payload, id)).filter((line) =>
        line.startsWith('Registered agent renewal notice'),
      ),
    ).toHaveLength(3)

    // The price is the service's, never the page's.
    const wrong = await renew({ token, cardToken: 'cnon:card-nonce-ok', amountCents: 100 })
    expect(wrong.status).toBe(409)
    expect(wrong.json.data.error).toContain('The renewal is $125.00, not $1.00')

    // The same card twice and another card, at once, through the endpoint and as two replicas
    // would: one charge.
    const body = { token, amountCents: 12500 }
    const raced = await Promise.all([
      renew({ ...body, cardToken: 'cnon:card-nonce-ok-r1' }),
      payRenewal(payload, { ...body, cardToken: 'cnon:card-nonce-ok-r1' }),
      payRenewal(payload, { ...body, cardToken: 'cnon:card-nonce-ok-r2' }),
      payRenewal(payload, { ...body, cardToken: 'cnon:card-nonce-ok-r2' }),
    ])
    const statuses = raced.map((answer) => answer.status)
    expect(statuses).toContain(200)
    for (const status of statuses) expect([200, 409]).toContain(status)
    const repeated = await renew({ ...body, cardToken: 'cnon:card-nonce-ok-r3' })
    expect(repeated.status, repeated.text).toBe(200)

    const [renewal] = await renewalsOf(payload, id)
    expect(renewal).toMatchObject({ status: 'paid', amountCents: 12500 })
    expect(renewal!.periodStart.slice(0, 10)).toBe(FREE_UNTIL)
    expect(renewal!.periodEnd.slice(0, 10)).toBe(NEXT_UNTIL)
    const charges = await renewalCharges(renewal!.id)
    expect(charges).toHaveLength(1)
    expect(charges[0]!.amount_money.amount).toBe(12500)
    expect((await serviceOf(payload, id))!.paidUntil.slice(0, 10)).toBe(NEXT_UNTIL)
    const receipts = (await mailsOf(payload, id)).filter((mail) =>
      mail.subject.startsWith('Registered agent renewed'),
    )
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.subject).toBe(
      `Registered agent renewed: ${(await serviceOf(payload, id))!.title.split(' (order')[0]}, until ${calendarDate(lastDayBefore(NEXT_UNTIL))}`,
    )
    expect(
      (await timelineOf(payload, id)).filter((line) => line.startsWith('Registered agent renewed')),
    ).toHaveLength(1)
    expect((await agentLineOf(id))!.dueOn).toBe(lastDayBefore(NEXT_UNTIL))
    // The dashboard counts it as this week's renewal revenue.
    const weekAfter = (await orderFigures(payload)).agent.renewedThisWeek
    expect(weekAfter.count).toBeGreaterThanOrEqual(weekBefore.count + 1)
    expect(weekAfter.amountCents).toBeGreaterThanOrEqual(weekBefore.amountCents + 12500)

    // The new year is far from its end: no notice, and the old year's end ends nothing.
    await sendRenewalNotices(payload, at(FREE_UNTIL, -1))
    await endUnrenewedServices(payload, at(FREE_UNTIL, 1))
    expect((await serviceOf(payload, id))!.status).toBe('active')
    expect(
      (await mailsOf(payload, id)).filter((mail) =>
        mail.subject.startsWith('Your registered agent is paid'),
      ),
    ).toHaveLength(3)

    // Stopped at the end of the paid year: served to its end, nothing refunded.
    const stopped = await stopAgent(token, { when: 'period_end', confirm: 'yes' })
    expect(stopped.status, stopped.text).toBe(200)
    const service = (await serviceOf(payload, id))!
    expect(service.status).toBe('cancelled')
    expect(service.endsOn!.slice(0, 10)).toBe(lastDayBefore(NEXT_UNTIL))
    const [stopMail] = (await mailsOf(payload, id)).filter((mail) =>
      mail.subject.startsWith('Registered agent service stopped'),
    )
    expect(stopMail!.text).toContain('The year you paid for is served to its end')
    // Stopped, it renews no more: the calendar no longer lists it.
    expect(await agentLineOf(id)).toBeUndefined()
  })

  it('a paid year stopped at once is refunded its whole months left, once, however often it is stopped', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    const paid = await renew({ token, amountCents: 12500, cardToken: 'cnon:card-nonce-ok-p1' })
    expect(paid.status, paid.text).toBe(200)
    const [renewal] = await renewalsOf(payload, id)
    // Paid ahead of its year: every month of it is left, so all of it goes back.
    const stops = await Promise.all([
      stopAgent(token, { when: 'now', confirm: 'yes' }),
      stopAgent(token, { when: 'now', confirm: 'yes' }),
    ])
    for (const answer of stops) expect(answer.status, answer.text).toBe(200)
    expect((await serviceOf(payload, id))!.status).toBe('ended')
    const [refunded] = await renewalsOf(payload, id)
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 12500 })
    const square = await standin.refundsOf(renewal!.squarePaymentId!)
    expect(square.map((refund) => refund.amount_money.amount)).toEqual([12500])
    // The hourly run finds nothing more to refund for it.
    await refundStoppedYears(payload, id)
    expect(await standin.refundsOf(renewal!.squarePaymentId!)).toHaveLength(1)
    const mails = await mailsOf(payload, id)
    const [stopMail] = mails.filter((mail) =>
      mail.subject.startsWith('Registered agent service stopped'),
    )
    expect(stopMail!.text).toContain('The whole months left of the year you paid for, $125.00')
    expect(
      (await queuedEmails(payload, 400)).filter(
        (mail) => mail.subject === `Refund of $125.00 for order ${id}`,
      ),
    ).toHaveLength(1)
    expect(
      (await timelineOf(payload, id)).filter((line) =>
        line.startsWith('Refunded $125.00 of the registered agent year'),
      ),
    ).toHaveLength(1)
  })

  it('an unknown outcome is settled before another card, and a declined card leaves it due: still one charge', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    const body = { token, amountCents: 12500 }
    const declined = await renew({ ...body, cardToken: 'cnon:card-nonce-declined-r' })
    expect(declined.status).toBe(402)
    expect((await renewalsOf(payload, id))[0]!.status).toBe('due')

    // Square charges, then the connection drops before it answers.
    await standin.fault({ mode: 'drop' })
    const lost = await renew({ ...body, cardToken: 'cnon:card-nonce-ok-u1' })
    expect(lost.status, lost.text).toBe(202)
    expect((await renewalsOf(payload, id))[0]!.status).toBe('payment_unknown')

    // Stopping waits for the outcome; so does the end of the year.
    const waiting = await stopAgent(token, { when: 'period_end', confirm: 'yes' })
    expect(waiting.status).toBe(409)
    expect(waiting.text).toContain('A renewal payment is being confirmed')
    await endUnrenewedServices(payload, at(FREE_UNTIL))
    expect((await serviceOf(payload, id))!.status).toBe('active')

    const another = await renew({ ...body, cardToken: 'cnon:card-nonce-ok-u2' })
    expect(another.status, another.text).toBe(200)
    const [renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('paid')
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)
    expect((await serviceOf(payload, id))!.paidUntil.slice(0, 10)).toBe(NEXT_UNTIL)
  })

  it('a charge whose answer was lost is settled by the sweep as paid, once', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    await standin.fault({ mode: 'drop' })
    const lost = await renew({ token, amountCents: 12500, cardToken: 'cnon:card-nonce-ok-s1' })
    expect(lost.status, lost.text).toBe(202)
    // Its lease over: the sweep replays it with the same key; Square answers with the payment.
    await payload.db.updateOne({
      collection: 'agent-renewals',
      where: { order: { equals: id } },
      data: { chargingUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await Promise.all([
      settleUnsettled(payload, RENEWAL_CHARGE, squareSettings()),
      settleUnsettled(payload, RENEWAL_CHARGE, squareSettings()),
    ])
    const [renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('paid')
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)
    expect((await serviceOf(payload, id))!.paidUntil.slice(0, 10)).toBe(NEXT_UNTIL)
  })

  it('a year nobody renewed ends on its anniversary, once, with what the state needs; nothing is charged', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    const before = await standin.count()
    await endUnrenewedServices(payload, at(FREE_UNTIL, -1))
    expect((await serviceOf(payload, id))!.status).toBe('active')
    await Promise.all([
      endUnrenewedServices(payload, at(FREE_UNTIL)),
      endUnrenewedServices(payload, at(FREE_UNTIL)),
    ])
    const service = (await serviceOf(payload, id))!
    expect(service.status).toBe('ended')
    expect(service.endsOn!.slice(0, 10)).toBe(lastDayBefore(FREE_UNTIL))
    const ended = (await mailsOf(payload, id)).filter((mail) =>
      mail.subject.startsWith('Registered agent service ended'),
    )
    expect(ended).toHaveLength(1)
    expect(ended[0]!.text).toContain('Nothing was charged.')
    expect(ended[0]!.text).toContain('Name a new one with the state now')
    expect(
      (await timelineOf(payload, id)).filter((line) =>
        line.startsWith('Registered agent service ended after'),
      ),
    ).toHaveLength(1)
    expect(await standin.count()).toBe(before)

    const late = await renew({ token, amountCents: 12500, cardToken: 'cnon:card-nonce-ok' })
    expect(late.status).toBe(409)
    expect(late.json.data.error).toContain('The service was stopped')
  })

  it('charges nothing outside its window, for a stopped or own agent, or through a link that is not one', async () => {
    const recent = await filedOrder(payload, editor, day(-10))
    const early = await renew({
      token: recent.token,
      amountCents: 12500,
      cardToken: 'cnon:card-nonce-ok',
    })
    expect(early.status).toBe(409)
    expect(early.json.data.error).toContain(
      `renewing opens on ${calendarDate(renewalOpensOn(periodEnd(day(-10))))}`,
    )
    expect(await renewalsOf(payload, recent.id)).toHaveLength(0)

    const unknown = await renew({
      token: 'x'.repeat(43),
      amountCents: 12500,
      cardToken: 'cnon:card-nonce-ok',
    })
    expect(unknown.status).toBe(404)
    const malformed = await renew({ token: 1, cardToken: '' })
    expect(malformed.status).toBe(422)

    // Stopped during the free year: its due renewal is cancelled, and nothing can be paid.
    const stopping = await filedOrder(payload, editor, FILED_ON)
    expect((await sendRenewalNotices(payload, at(FREE_UNTIL, -60))) >= 1).toBe(true)
    const stop = await stopAgent(stopping.token, { when: 'period_end', confirm: 'yes' })
    expect(stop.status, stop.text).toBe(200)
    const refused = await renew({
      token: stopping.token,
      amountCents: 12500,
      cardToken: 'cnon:card-nonce-ok',
    })
    expect(refused.status).toBe(409)
    expect(await renewalsOf(payload, stopping.id)).toHaveLength(0)

    // Customers never read renewals through the API.
    expect((await rest('GET', 'agent-renewals')).status).toBe(403)
  })
})
