import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as documentLink } from '@/app/(site)/order/[token]/documents/[id]/route'
import { lastDayBefore, periodEnd } from '@/order/agentService'
import { endStoppedServices } from '@/order/server/agent/endStopped'
import { orderFigures } from '@/order/server/dashboard'
import { orderPageData } from '@/order/server/orderPage'
import type { AgentService } from '@/payload-types'
import { calendarDate } from '@/utilities/dates'

import { WILMINGTON } from '../../fixtures/filingDetails'
import { testPayload } from '../helpers'
import { filedOrder as filedOrderOn, stopAgent, timelineOf } from './agentHelpers'
import { linkTokenOf } from './filingHelpers'
import { ownData, paidOrder, queuedEmails, removeStaffMembers, rest, staffMember } from './helpers'

// Our registered agent service (docs/registered-agent.md): started at the filing from the
// details' choice, free for a year at the price shown at checkout, stopped in one step.

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>

// Filed ten days ago, so the free year is still running whenever the test runs.
const FILED_ON = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
const FREE_UNTIL = periodEnd(FILED_ON)
const LAST_DAY = lastDayBefore(FREE_UNTIL)
const shown = (day: string) => calendarDate(day)

const serviceOf = (orderId: number) =>
  payload.db.findOne<AgentService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
  })

const timeline = (id: number) => timelineOf(payload, id)
const filedOrder = (agent?: Record<string, unknown>) =>
  filedOrderOn(payload, editor, FILED_ON, agent)
const stop = stopAgent

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

describe('the registered agent service', () => {
  it('starts at the filing: ours from the filing date, free for a year, then the price shown at checkout', async () => {
    const { id } = await filedOrder()
    const order = await payload.findByID({
      collection: 'orders',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(order.agentRenewalPrice).toBe(125)
    const service = await serviceOf(id)
    expect(service).toMatchObject({ status: 'active', state: 'delaware', renewalPrice: 125 })
    expect(service!.startsOn.slice(0, 10)).toBe(FILED_ON)
    expect(service!.freeUntil.slice(0, 10)).toBe(FREE_UNTIL)
    expect(service!.paidUntil.slice(0, 10)).toBe(FREE_UNTIL)
    expect(await timeline(id)).toContain(
      `Registered agent service started: ours, free until ${shown(FREE_UNTIL)}, then $125 a year`,
    )
  })

  it('is none of ours when the filing details name the customer’s own agent', async () => {
    const { id, token } = await filedOrder({
      kind: 'own',
      name: 'Blue Hen Agents LLC',
      address: WILMINGTON,
    })
    expect((await serviceOf(id))!.status).toBe('own_agent')
    const refused = await stop(token, { when: 'now', confirm: 'yes' })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('uses its own registered agent')
  })

  it('stops in one step at the end of the free year, once however often it is sent, with an email', async () => {
    const { id, llcname, token } = await filedOrder()
    const noConsent = await stop(token, { when: 'period_end' })
    expect(noConsent.status).toBe(400)
    expect(noConsent.text).toContain('confirm')
    const noTiming = await stop(token, { when: 'tomorrow', confirm: 'yes' })
    expect(noTiming.status).toBe(400)

    const answers = await Promise.all([
      stop(token, { when: 'period_end', confirm: 'yes' }, true),
      stop(token, { when: 'period_end', confirm: 'yes' }, true),
      stop(token, { when: 'period_end', confirm: 'yes' }),
    ])
    expect(answers[0]!.status).toBe(303)
    expect(answers[0]!.location).toBe(`/order/${token}?agent=stopped#registered-agent`)
    expect(answers[2]!.text).toBe(`Stopped: ours until ${shown(LAST_DAY)}, then not renewed.`)

    const service = await serviceOf(id)
    expect(service).toMatchObject({ status: 'cancelled', cancelWhen: 'period_end' })
    expect(service!.endsOn!.slice(0, 10)).toBe(LAST_DAY)
    const lines = (await timeline(id)).filter((line) => line.includes('stopped by the customer'))
    expect(lines).toEqual([
      `Registered agent service stopped by the customer: ours until ${shown(LAST_DAY)}, then not renewed`,
    ])
    const mails = (await queuedEmails(payload, 200)).filter(
      (mail) =>
        mail.subject === `Registered agent service stopped: ${llcname}` &&
        mail.text.includes(`(order ${id})`),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(`We stay its registered agent until ${shown(LAST_DAY)}`)
    expect(mails[0]!.text).toContain(
      `Delaware requires your company to have a registered agent at all times. By ${shown(LAST_DAY)}, name a new one with the state`,
    )
  })

  it('stopped at the end of the year, ends once its last day has passed, and the dashboard counts it', async () => {
    const { id, token } = await filedOrder()
    expect((await stop(token, { when: 'period_end', confirm: 'yes' })).status).toBe(200)
    const figures = await orderFigures(payload)
    expect(figures.agent.stopping.count).toBeGreaterThanOrEqual(1)
    // On its last day it still serves; the day after, the hourly run ends it, once.
    const lastDay = new Date(`${LAST_DAY}T15:00:00Z`)
    const dayAfter = new Date(lastDay.getTime() + 86_400_000)
    await endStoppedServices(payload, lastDay)
    expect((await serviceOf(id))!.status).toBe('cancelled')
    const [first, second] = await Promise.all([
      endStoppedServices(payload, dayAfter),
      endStoppedServices(payload, dayAfter),
    ])
    expect(first + second).toBeGreaterThanOrEqual(1)
    expect((await serviceOf(id))!.status).toBe('ended')
    expect(
      (await timeline(id)).filter((line) => line.startsWith('Registered agent service ended')),
    ).toEqual([
      `Registered agent service ended after its last day, ${shown(LAST_DAY)}, as the customer asked`,
    ])
  })

  it('stops at once when asked, and a link that opens no order stops nothing', async () => {
    const { id, token } = await filedOrder()
    expect((await stop('not-a-real-link-token', { when: 'now', confirm: 'yes' })).status).toBe(404)
    const stopped = await stop(token, { when: 'now', confirm: 'yes' })
    expect(stopped.status, stopped.text).toBe(200)
    expect(stopped.text).toBe('Stopped: the service ended today.')
    const service = await serviceOf(id)
    expect(service).toMatchObject({ status: 'ended', cancelWhen: 'now' })
  })

  it('has nothing to stop before the filing', async () => {
    const { llcname, email } = ownData()
    const { id } = await paidOrder({ llcname, email })
    const answer = await stop(await linkTokenOf(payload, id), { when: 'now', confirm: 'yes' })
    expect(answer.status).toBe(409)
    expect(answer.text).toContain('starts when the state files your company')
  })
})

/** A one-page PDF uploaded by staff, not yet any order's. */
async function upload(name: string): Promise<number> {
  const form = new FormData()
  const bytes = await readFile('tests/fixtures/formation-document.pdf')
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify({}))
  const answer = await rest('POST', 'order-documents', { body: form, headers: editor.headers })
  expect(answer.status, answer.text).toBe(201)
  return answer.json.doc.id as number
}

const receive = (body: Record<string, unknown>, headers = editor.headers) =>
  rest('POST', 'agent-mail', { body: JSON.stringify(body), headers })

describe('documents our agent receives for the company', () => {
  it('are forwarded at once: service of process marked urgent, the scan downloaded through the order link only', async () => {
    const { id, llcname, token } = await filedOrder()
    const scan = await upload(`summons-${id}.pdf`)
    const received = await receive({
      order: id,
      kind: 'service_of_process',
      sender: 'Superior Court of Delaware',
      receivedOn: '2026-12-01',
      scan,
    })
    expect(received.status, received.text).toBe(201)
    const doc = received.json.doc
    expect(doc.forwardedAt).toBeTruthy()
    expect(doc.emailedAt).toBeTruthy()

    const mails = (await queuedEmails(payload, 300)).filter(
      (mail) =>
        mail.subject === `Urgent: legal papers served on ${llcname}` &&
        mail.text.includes(`(order ${id})`),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('from Superior Court of Delaware on December 1, 2026')
    expect(mails[0]!.text).toContain('may have a deadline to respond')
    expect(mails[0]!.text).toContain('Download the scan on your order page')
    expect(await timeline(id)).toContain(
      'Service of process received from Superior Court of Delaware on December 1, 2026: the customer was emailed',
    )

    // The page lists it with the agent, not with the company's documents.
    const page = await orderPageData(payload, id)
    expect(page!.received).toEqual([
      expect.objectContaining({ kind: 'service_of_process', scanId: scan }),
    ])
    expect(page!.documents.map((document) => document.id)).not.toContain(scan)
    const link = await documentLink(new Request('http://localhost/'), {
      params: Promise.resolve({ token, id: String(scan) }),
    })
    expect(link.status).toBe(303)
    expect(link.headers.get('location')).toMatch(/\/api\/order-documents\/file\/.+\?ticket=/)

    // Another order's link, or one that is no link, sees nothing of it.
    const other = await filedOrder()
    for (const wrong of [other.token, 'not-a-real-link-token']) {
      const answer = await documentLink(new Request('http://localhost/'), {
        params: Promise.resolve({ token: wrong, id: String(scan) }),
      })
      expect(answer.status).toBe(404)
    }
    expect((await orderPageData(payload, other.id))!.received).toEqual([])
  })

  it('without a scan are told at once, and forwarded again when the scan is added', async () => {
    const { id, llcname } = await filedOrder()
    const received = await receive({
      order: id,
      kind: 'state_notice',
      sender: 'Delaware Division of Corporations',
      receivedOn: '2026-12-02',
    })
    expect(received.status, received.text).toBe(201)
    expect(received.json.doc.forwardedAt ?? null).toBeNull()
    const scan = await upload(`notice-${id}.pdf`)
    const added = await rest('PATCH', `agent-mail/${received.json.doc.id}`, {
      body: JSON.stringify({ scan }),
      headers: editor.headers,
    })
    expect(added.status, added.text).toBe(200)
    expect(added.json.doc.forwardedAt).toBeTruthy()
    const ours = (await queuedEmails(payload, 300)).filter((mail) =>
      mail.text.includes(`(order ${id})`),
    )
    const subjects = ours.map((mail) => mail.subject).filter((subject) => subject.includes(llcname))
    expect(
      subjects.filter((subject) => subject === `Notice from the state received for ${llcname}`),
    ).toHaveLength(1)
    expect(
      subjects.filter(
        (subject) =>
          subject === `Notice from the state for ${llcname}: the scan is on your order page`,
      ),
    ).toHaveLength(1)
    // Saved again, nothing is sent again.
    const again = await rest('PATCH', `agent-mail/${received.json.doc.id}`, {
      body: JSON.stringify({ sender: 'Delaware Division of Corporations (Dover)' }),
      headers: editor.headers,
    })
    expect(again.status, again.text).toBe(200)
    expect(
      (await queuedEmails(payload, 300)).filter(
        (mail) =>
          mail.subject.includes(llcname) &&
          mail.subject.includes('Notice') &&
          mail.text.includes(`(order ${id})`),
      ),
    ).toHaveLength(2)
  })

  it('are refused for a company that is not ours, a day to come, another order’s file, and anyone but staff', async () => {
    const own = await filedOrder({ kind: 'own', name: 'Blue Hen Agents LLC', address: WILMINGTON })
    const notOurs = await receive({
      order: own.id,
      kind: 'other',
      sender: 'IRS',
      receivedOn: '2026-12-01',
    })
    expect(notOurs.status).toBe(400)
    expect(notOurs.text).toContain('We are not the registered agent')

    const { id } = await filedOrder()
    const future = await receive({
      order: id,
      kind: 'other',
      sender: 'IRS',
      receivedOn: '2099-01-01',
    })
    expect(future.status).toBe(400)
    expect(future.text).toContain('cannot be in the future')
    // Another order's file is not this one's scan.
    const elsewhere = await filedOrder()
    const theirs = await upload(`theirs-${elsewhere.id}.pdf`)
    const first = await receive({
      order: elsewhere.id,
      kind: 'other',
      sender: 'IRS',
      receivedOn: '2026-12-01',
      scan: theirs,
    })
    expect(first.status, first.text).toBe(201)
    const borrowed = await receive({
      order: id,
      kind: 'other',
      sender: 'IRS',
      receivedOn: '2026-12-01',
      scan: theirs,
    })
    expect(borrowed.status).toBe(400)
    expect(borrowed.text).toContain('belongs to another order')
    const anonymous = await receive(
      { order: id, kind: 'other', sender: 'IRS', receivedOn: '2026-12-01' },
      {},
    )
    expect(anonymous.status).toBe(403)
  })
})
