import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { lastDayBefore } from '@/order/agentService'
import { chargeSavedCards } from '@/order/server/agent/autoRenew'
import { endUnrenewedServices } from '@/order/server/agent/lapse'
import { sendRenewalNotices } from '@/order/server/agent/notices'
import { payRenewal } from '@/order/server/agent/renew'
import { RENEWAL_CHARGE } from '@/order/server/agent/renewal'
import { settleUnsettled } from '@/order/server/cardCharges/settle'
import { squareSettings } from '@/order/server/square'
import { calendarDate } from '@/utilities/dates'

import { WILMINGTON } from '../../fixtures/filingDetails'
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
import { newAddress, removeStaffMembers, rest, staffMember, standin } from './helpers'

// Automatic renewal with a card saved at Square (docs/registered-agent.md#automatic-renewal):
// nothing is charged without the customer's consent on record, the hourly run charges the saved
// card once per period whatever the number of runners or a restart mid-charge, and a declined,
// turned-off or stopped card is never charged again. Time is moved in the sweeps' `now`.

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>

/** The day the saved card is charged: 3 days before the year ends. */
const CHARGE_DAY = at(FREE_UNTIL, -3)

/** The save form's request; the page's words are for the free year unless told. */
const saveCard = (body: Record<string, unknown>, address = newAddress()) =>
  rest('POST', 'orders/agent-card', {
    body: JSON.stringify({ paidUntil: FREE_UNTIL, ...body }),
    address,
  })

/** The card saved at the stand-in for the order's service. */
async function cardOf(orderId: number) {
  const service = await serviceOf(payload, orderId)
  return (await standin.cards()).find(
    (card) => card.reference_id === `agent-service-${service!.id}`,
  )
}

/** A filed order whose customer turned automatic renewal on. */
async function autoRenewing(tag: string) {
  const order = await filedOrder(payload, editor, FILED_ON)
  const saved = await saveCard({
    token: order.token,
    cardToken: `cnon:card-nonce-ok-${tag}`,
    consent: true,
  })
  expect(saved.status, saved.text).toBe(200)
  return order
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

afterEach(() => standin.clearFaults())

describe('automatic renewal with a saved card', () => {
  it('is charged only with consent on record, once per period with two runners, and never after it is turned off', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)

    // No consent, no card, no charge: the run on the charge day does nothing for this order.
    await chargeSavedCards(payload, CHARGE_DAY)
    expect(await renewalsOf(payload, id)).toHaveLength(0)
    for (const consent of [undefined, false, 'yes']) {
      const refused = await saveCard({ token, cardToken: 'cnon:card-nonce-ok-a0', consent })
      expect(refused.status).toBe(422)
      expect(refused.text).toContain('Tick the box to agree to automatic renewal')
    }
    expect(await cardOf(id)).toBeUndefined()

    const saved = await saveCard({ token, cardToken: 'cnon:card-nonce-ok-a1', consent: true })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.data.card).toBe('Visa ending 1111, expires 12/2030')
    const service = (await serviceOf(payload, id))!
    expect(service.savedCard).toBe('Visa ending 1111, expires 12/2030')
    expect(service.autoRenewConsent).toContain('$125 is charged to this card each year')
    expect(service.autoRenewConsent).toContain(
      `first on ${calendarDate(lastDayBefore(lastDayBefore(lastDayBefore(FREE_UNTIL))))}`,
    )
    expect(service.autoRenewConsentAt).toBeTruthy()
    // Staff see the card's label and the consent, never Square's ids.
    const asStaff = await rest('GET', `agent-services/${service.id}`, { headers: editor.headers })
    expect(asStaff.status).toBe(200)
    expect(asStaff.json.savedCard).toBe(service.savedCard)
    expect(asStaff.json).not.toHaveProperty('savedCardId')
    expect(asStaff.json).not.toHaveProperty('squareCustomerId')
    expect(asStaff.text).not.toContain('ccof:')
    const on = (await mailsOf(payload, id)).find((mail) =>
      mail.subject.startsWith('Automatic renewal is on'),
    )
    expect(on?.text).toContain(service.autoRenewConsent!)
    expect((await timelineOf(payload, id)).join('\n')).toContain(
      'Automatic renewal turned on by the customer with Visa ending 1111',
    )

    // The notices say the saved card is charged, and on which day.
    await sendRenewalNotices(payload, at(FREE_UNTIL, -7))
    const notice = (await mailsOf(payload, id)).find((mail) =>
      mail.subject.includes('to your saved card'),
    )
    expect(notice?.subject).toBe(
      `Your registered agent renews on ${calendarDate(day(0, CHARGE_DAY))}: $125 to your saved card`,
    )

    // Not before its day; on it, two runners at once and a third after: one charge.
    await chargeSavedCards(payload, at(FREE_UNTIL, -4))
    expect(await renewalsOf(payload, id)).toHaveLength(0)
    await Promise.all([
      chargeSavedCards(payload, CHARGE_DAY),
      chargeSavedCards(payload, CHARGE_DAY),
    ])
    await chargeSavedCards(payload, CHARGE_DAY)
    const [renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('paid')
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)
    expect((await serviceOf(payload, id))!.paidUntil.slice(0, 10)).toBe(NEXT_UNTIL)
    expect(
      (await mailsOf(payload, id)).filter((mail) =>
        mail.subject.startsWith('Registered agent renewed'),
      ),
    ).toHaveLength(1)
    // A renewal paid on the page meanwhile is the same row: nothing more to charge.
    const again = await payRenewal(payload, {
      token,
      cardToken: 'cnon:card-nonce-ok-a2',
      amountCents: 12500,
    })
    expect(again.status).toBe(200)
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)

    // Turned off in one step (twice: the same answer): the card is disabled at Square, and the
    // next year's charge day charges nothing.
    for (let i = 0; i < 2; i++) {
      const off = await stopAgent(token, { action: 'autorenew_off' })
      expect(off.status, off.text).toBe(200)
      expect(off.text).toBe('Automatic renewal is off: the saved card is removed.')
    }
    expect((await serviceOf(payload, id))!.savedCard).toBeNull()
    expect((await cardOf(id))!.enabled).toBe(false)
    expect(
      (await mailsOf(payload, id)).filter((mail) =>
        mail.subject.startsWith('Automatic renewal is off'),
      ),
    ).toHaveLength(1)
    await chargeSavedCards(payload, at(NEXT_UNTIL, -3))
    expect(await renewalsOf(payload, id)).toHaveLength(1)
  })

  it('a charge whose answer was lost in a restart is settled with the same key and customer: one payment', async () => {
    const { id, token } = await autoRenewing('b1')
    await standin.fault({ mode: 'drop' })
    await chargeSavedCards(payload, CHARGE_DAY)
    let [renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('payment_unknown')
    // Meanwhile: another run charges nothing, and another card cannot replace it; turning it off
    // is done at once, saying the charge already sent may still complete.
    await chargeSavedCards(payload, CHARGE_DAY)
    const replacing = await saveCard({ token, cardToken: 'cnon:card-nonce-ok-b2', consent: true })
    expect(replacing.status).toBe(409)
    expect(replacing.text).toContain('A renewal payment is being confirmed')
    const off = await stopAgent(token, { action: 'autorenew_off' })
    expect(off.status).toBe(200)
    expect(off.text).toContain('may still complete')
    expect((await serviceOf(payload, id))!.savedCard).toBeNull()
    // Its lease over, two settlers at once: the replay is Square's first payment.
    await payload.db.updateOne({
      collection: 'agent-renewals',
      where: { id: { equals: renewal!.id } },
      data: { chargingUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await Promise.all([
      settleUnsettled(payload, RENEWAL_CHARGE, squareSettings()),
      settleUnsettled(payload, RENEWAL_CHARGE, squareSettings()),
    ])
    ;[renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('paid')
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)
    expect((await serviceOf(payload, id))!.paidUntil.slice(0, 10)).toBe(NEXT_UNTIL)
  })

  it('a refusal that is not the card keeps every card, stops the run and alerts; the next run charges', async () => {
    const { id } = await autoRenewing('f1')
    // Square answers 400 for a reason of ours (as a wrong location would): not a decline.
    await standin.fault({ mode: 'error', status: 400 })
    await chargeSavedCards(payload, CHARGE_DAY)
    const [renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('due')
    expect((await serviceOf(payload, id))!.savedCard).toBe('Visa ending 1111, expires 12/2030')
    expect((await cardOf(id))!.enabled).toBe(true)
    expect(
      (await mailsOf(payload, id)).filter((mail) => mail.subject.includes('declined')),
    ).toHaveLength(0)
    await chargeSavedCards(payload, CHARGE_DAY)
    expect((await renewalsOf(payload, id))[0]!.status).toBe('paid')
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)
  })

  it('two cards saved at once leave one on file and the other disabled; stale words are refused', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    const outdated = await saveCard({
      token,
      cardToken: 'cnon:card-nonce-ok-g0',
      consent: true,
      paidUntil: NEXT_UNTIL,
    })
    expect(outdated.status).toBe(409)
    expect(outdated.text).toContain('Your order page was out of date')
    const both = await Promise.all([
      saveCard({ token, cardToken: 'cnon:card-nonce-ok-g1', consent: true }),
      saveCard({ token, cardToken: 'cnon:card-nonce-ok-g2', consent: true }),
    ])
    expect(both.map((answer) => answer.status)).toEqual([200, 200])
    const service = (await serviceOf(payload, id))!
    const onFile = service.savedCardId
    const cards = (await standin.cards()).filter(
      (card) => card.reference_id === `agent-service-${service.id}`,
    )
    // The outdated save's card was disabled at once; of the two, only the one on file is enabled.
    expect(cards.filter((card) => card.enabled).map((card) => card.id)).toEqual([onFile])
  })

  it('a year that ends with automatic renewal on and no charge made drops the card and alerts staff', async () => {
    const { id } = await autoRenewing('h1')
    await endUnrenewedServices(payload, at(FREE_UNTIL))
    const service = (await serviceOf(payload, id))!
    expect(service.status).toBe('ended')
    expect(service.savedCard).toBeNull()
    expect((await cardOf(id))!.enabled).toBe(false)
  })

  it('a declined saved card is removed and the customer told, never retried; they renew on the page', async () => {
    const { id, token } = await autoRenewing('c1')
    await standin.declineCard((await cardOf(id))!.id)
    await Promise.all([
      chargeSavedCards(payload, CHARGE_DAY),
      chargeSavedCards(payload, CHARGE_DAY),
    ])
    const requests = await standin.requests()
    await chargeSavedCards(payload, CHARGE_DAY)
    expect(await standin.requests()).toBe(requests)
    const [renewal] = await renewalsOf(payload, id)
    expect(renewal!.status).toBe('due')
    expect(await renewalCharges(renewal!.id)).toHaveLength(0)
    expect((await serviceOf(payload, id))!.savedCard).toBeNull()
    const declined = (await mailsOf(payload, id)).filter((mail) =>
      mail.subject.startsWith('Your saved card was declined'),
    )
    expect(declined).toHaveLength(1)
    expect(declined[0]!.text).toContain('Nothing was charged, and the card is removed.')
    const paid = await payRenewal(payload, {
      token,
      cardToken: 'cnon:card-nonce-ok-c2',
      amountCents: 12500,
    })
    expect(paid.status).toBe(200)
    expect(await renewalCharges(renewal!.id)).toHaveLength(1)
  })

  it('can be agreed to with a renewal paid on the page: the card is saved from the payment and charged next year', async () => {
    const { id, token } = await filedOrder(payload, editor, FILED_ON)
    const body = { token, amountCents: 12500, cardToken: 'cnon:card-nonce-ok-e1' }
    const malformed = await rest('POST', 'orders/agent-renewal', {
      body: JSON.stringify({ ...body, saveCard: 'yes' }),
      address: newAddress(),
    })
    expect(malformed.status).toBe(422)
    expect(malformed.text).toContain('saveCard: expected true')
    const paid = await payRenewal(payload, { ...body, saveCard: true })
    expect(paid.status).toBe(200)
    const data = ((await paid.json()) as { data: Record<string, string> }).data
    expect(data.cardSaved).toBe('Visa ending 1111, expires 12/2030')
    expect(data.note).toContain('Automatic renewal is on with your Visa ending 1111')
    const service = (await serviceOf(payload, id))!
    expect(service.paidUntil.slice(0, 10)).toBe(NEXT_UNTIL)
    expect(service.autoRenewConsent).toContain(
      `first on ${calendarDate(day(-3, new Date(`${NEXT_UNTIL}T12:00:00Z`)))}`,
    )
    // Next year, on its day, the saved card pays the following year, once.
    await Promise.all([
      chargeSavedCards(payload, at(NEXT_UNTIL, -3)),
      chargeSavedCards(payload, at(NEXT_UNTIL, -3)),
    ])
    const renewals = await renewalsOf(payload, id)
    expect(renewals.map((renewal) => renewal.status)).toEqual(['paid', 'paid'])
    expect(await renewalCharges(renewals[1]!.id)).toHaveLength(1)
  })

  it('a stop turns it off and disables the card; bad requests are refused and store nothing', async () => {
    const { id, token } = await autoRenewing('d1')
    const stopped = await stopAgent(token, { when: 'period_end', confirm: 'yes' })
    expect(stopped.status, stopped.text).toBe(200)
    expect((await serviceOf(payload, id))!.savedCard).toBeNull()
    const stopMail = (await mailsOf(payload, id)).find((mail) =>
      mail.subject.startsWith('Registered agent service stopped'),
    )
    expect(stopMail?.text).toContain('Automatic renewal is off: your Visa ending 1111')
    expect((await cardOf(id))!.enabled).toBe(false)
    await chargeSavedCards(payload, CHARGE_DAY)
    expect(await renewalsOf(payload, id)).toHaveLength(0)
    const afterStop = await saveCard({ token, cardToken: 'cnon:card-nonce-ok-d2', consent: true })
    expect(afterStop.status).toBe(409)

    const other = await filedOrder(payload, editor, FILED_ON)
    const declined = await saveCard({
      token: other.token,
      cardToken: 'cnon:card-nonce-declined-d3',
      consent: true,
    })
    expect(declined.status).toBe(402)
    expect(declined.json.data.error).toBe('The card was declined.')
    expect((await serviceOf(payload, other.id))!.savedCard).toBeNull()
    const unknown = await saveCard({
      token: 'not-a-real-link-token',
      cardToken: 'cnon:card-nonce-ok-d4',
      consent: true,
    })
    expect(unknown.status).toBe(404)
    const extra = await saveCard({
      token: other.token,
      cardToken: 'cnon:card-nonce-ok-d5',
      consent: true,
      savedCardId: 'ccof:someone-elses',
    })
    expect(extra.status).toBe(422)
    const own = await filedOrder(payload, editor, FILED_ON, {
      kind: 'own',
      name: 'Blue Hen Agents LLC',
      address: WILMINGTON,
    })
    const ownCard = await saveCard({
      token: own.token,
      cardToken: 'cnon:card-nonce-ok-d6',
      consent: true,
    })
    expect(ownCard.status).toBe(409)
  })
})
