import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as stopRoute from '@/app/(site)/order/stop-reminders/route'
import { loadStateFeeTable } from '@/content/stateFeeTable'
import { form2553Deadline } from '@/order/documents/irs/deadline'
import { priceOrder } from '@/order/pricing'
import { orderFigures } from '@/order/server/dashboard'
import { sendDueReminders } from '@/order/server/reminders/sendDueReminders'
import type { OrderReminder } from '@/payload-types'
import { remindersTokenOf } from '@/security/orderLinkTokens'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import { testPayload } from '../helpers'
import { submitDetails } from './filingHelpers'
import { ownMailFolder } from '../mailFolder'
import {
  chargedFeeCents,
  clientBody,
  newAddress,
  ownData,
  ownEmail,
  payBody,
  postOrder,
  removeStaffMembers,
  rest,
  staffMember,
} from './helpers'

let payload: Payload
let admin: Awaited<ReturnType<typeof staffMember>>
const mailFolder = ownMailFolder('reminder-mail')

/**
 * A paid Wyoming LLC: its annual report is due on the first day of the month it was formed in,
 * so the dates follow the formation day (and move when staff record the filing).
 */
async function paid(overrides: Record<string, unknown> = {}) {
  const { email } = ownData()
  // A short company name of the test's own, as the reminder's subject carries it.
  const llcname = `Reminders ${ownEmail('co').split('@')[0]!.slice(-12)} LLC`
  const body = payBody({ llcname, email, formationState: 'wyoming', ...overrides })
  body.amount = priceOrder(body as never, await loadStateFeeTable(payload)).total
  const answer = await postOrder('pay', body, { address: newAddress() })
  expect(answer.status, answer.text).toBe(200)
  return { id: answer.json.data.orderId as number, body }
}

const rowsOf = async (order: number) =>
  (
    await payload.find({
      collection: 'order-reminders',
      where: { order: { equals: order } },
      sort: ['dueOn', '-daysBefore'],
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const scheduled = async (order: number) =>
  (await rowsOf(order)).filter((row) => row.status === 'scheduled')

const orderOf = (id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

/** The reminder jobs queued for a company (its name is the test's own). */
const reminderJobs = async (company: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: 'email' } },
      sort: '-createdAt',
      limit: 500,
      depth: 0,
    })
  ).docs.filter((job) => {
    const { subject } = job.input as { subject: string }
    return subject.startsWith('Reminder:') && subject.includes(company)
  })

const dayBefore = (day: string) => formatCalendarDate(addDays(parseCalendarDate(day), -1))

const send = (order: number, today: string) => sendDueReminders(payload, { today, orders: [order] })

/** A request to the unsubscribe route as a browser or a mail client sends it. */
function stopRequest(method: 'GET' | 'POST', token: string, body?: string) {
  return new Request(`http://localhost/order/stop-reminders?t=${encodeURIComponent(token)}`, {
    method,
    ...(body === undefined
      ? {}
      : { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  })
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffMember(payload, 'admin')
})

afterAll(async () => {
  await removeStaffMembers(payload)
})

describe('scheduling', () => {
  it('schedules 30 and 7 days before each dated deadline, for an opted-in paid order only', async () => {
    const { id, body } = await paid({ reminders: true })
    const order = await orderOf(id)
    expect(order.reminders).toBe(true)
    expect(order.remindersChangedAt).toBeTruthy()

    const rows = await rowsOf(id)
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const row of rows) {
      expect(row.status).toBe('scheduled')
      expect(row.title).toBe('Wyoming Annual Report')
      expect(row.sendOn).toBe(
        formatCalendarDate(addDays(parseCalendarDate(row.dueOn), -row.daysBefore)),
      )
    }
    for (const dueOn of new Set(rows.map((row) => row.dueOn)))
      expect(rows.filter((row) => row.dueOn === dueOn).map((row) => row.daysBefore)).toEqual([
        30, 7,
      ])

    // The choice is not part of the client record: the same record again still matches.
    const record = clientBody(body as never)
    for (let i = 0; i < 2; i++) {
      const stored = await postOrder('client', record, { address: newAddress() })
      expect(stored.status, stored.text).toBe(200)
    }

    const { id: without } = await paid({ llcname: `${body.llcname} without` })
    expect((await orderOf(without)).reminders).toBe(false)
    expect(await rowsOf(without)).toEqual([])
  })

  it('moves the dates when staff record the filing date', async () => {
    const { id } = await paid({ reminders: true })
    const before = await scheduled(id)
    const formed = (await orderOf(id)).paidAt!.slice(0, 10)
    // Another month than the payment's (a filing date is never in the future), so another
    // anniversary month.
    const filedAt = formatCalendarDate(addDays(parseCalendarDate(formed), -45))
    await submitDetails(payload, id)
    const move = await rest('POST', `orders/${id}/status`, {
      body: JSON.stringify({
        status: 'filed_with_state',
        stateFeePaidCents: await chargedFeeCents(payload, id),
        filedAt,
        stateConfirmationNumber: 'WY-2026-000123',
      }),
      headers: admin.headers,
    })
    expect(move.status, move.text).toBe(200)

    const after = await scheduled(id)
    const reports = after.filter((row) => row.obligation === 'report')
    expect(reports.length).toBeGreaterThan(0)
    for (const row of reports) expect(row.dueOn.slice(5)).toBe(`${filedAt.slice(5, 7)}-01`)
    const kept = new Set(reports.map((row) => row.dueOn))
    expect(before.some((row) => kept.has(row.dueOn))).toBe(false)
    // The S corporation election the order bought gets its date from the filing, and reminders.
    expect(after.filter((row) => row.obligation === 'election').map((row) => row.dueOn)).toContain(
      form2553Deadline(filedAt),
    )
  })
  it('counts on the staff dashboard once due within the week', async () => {
    const { id } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    const noonOn = (day: string) => new Date(`${day}T17:00:00Z`)
    const before = await orderFigures(payload, noonOn(dayBefore(dayBefore(first!.sendOn))))
    expect(before.remindersThisWeek.until).toBe(
      formatCalendarDate(addDays(parseCalendarDate(first!.sendOn), 5)),
    )
    const mine = await payload.count({
      collection: 'order-reminders',
      where: {
        and: [
          { order: { equals: id } },
          { status: { equals: 'scheduled' } },
          { sendOn: { less_than_equal: before.remindersThisWeek.until } },
        ],
      },
      overrideAccess: true,
    })
    expect(mine.totalDocs).toBe(1)
    expect(before.remindersThisWeek.count).toBeGreaterThanOrEqual(1)
  })
})

describe('sending', () => {
  it('queues each reminder once, on its day, with its unsubscribe link', async () => {
    const { id, body } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    expect(first!.daysBefore).toBe(30)

    expect(await send(id, dayBefore(first!.sendOn))).toBe(0)
    expect(await reminderJobs(body.llcname)).toHaveLength(0)

    expect(await send(id, first!.sendOn)).toBe(1)
    expect(await send(id, first!.sendOn)).toBe(0)
    const jobs = await reminderJobs(body.llcname)
    expect(jobs).toHaveLength(1)
    const input = jobs[0]!.input as { subject: string; text: string; unsubscribeUrl: string }
    expect(input.subject).toMatch(
      new RegExp(`^Reminder: .+'s Wyoming Annual Report is due on [A-Z][a-z]+ 1, \\d{4}$`),
    )
    expect(input.text).toContain('in 30 days')
    expect(input.unsubscribeUrl).toContain(
      `/order/stop-reminders?t=${encodeURIComponent(remindersTokenOf(id))}`,
    )
    // The queued message holds the order page's placeholder, never its token.
    expect(input.text).toContain(`{{order-page:${id}}}`)

    const sentRow = (await rowsOf(id)).find((row) => row.id === first!.id)!
    expect(sentRow.status).toBe('sent')
    expect(sentRow.sentAt).toBeTruthy()

    // As it is sent: the link filled in, and the one-click headers (RFC 8058).
    await payload.jobs.runByID({ id: jobs[0]!.id })
    const mail = (await mailFolder.mails()).find((raw) =>
      raw.includes(`order/stop-reminders?t=${id}.`),
    )
    expect(mail).toBeDefined()
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/order\/stop-reminders\?t=/m)
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(mail).not.toContain('{{order-page:')
  })

  it('skips the late 30-day reminder when the 7-day one is due', async () => {
    const { id } = await paid({ reminders: true })
    const [thirty, seven] = await scheduled(id)
    expect([thirty!.daysBefore, seven!.daysBefore]).toEqual([30, 7])

    expect(await send(id, seven!.sendOn)).toBe(1)
    const rows = await rowsOf(id)
    expect(rows.find((row) => row.id === thirty!.id)!.status).toBe('skipped')
    expect(rows.find((row) => row.id === seven!.id)!.status).toBe('sent')
  })

  it('sends one email per reminder when two replicas run at the same moment', async () => {
    const { id, body } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    const counts = await Promise.all([send(id, first!.sendOn), send(id, first!.sendOn)])
    expect(counts[0]! + counts[1]!).toBe(1)
    expect(await reminderJobs(body.llcname)).toHaveLength(1)
  })

  it('marks a reminder whose deadline has passed skipped, never sent', async () => {
    const { id, body } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    expect(await send(id, first!.dueOn)).toBe(0)
    const row = (await rowsOf(id)).find((r: OrderReminder) => r.id === first!.id)!
    expect(row.status).toBe('skipped')
    expect(await reminderJobs(body.llcname)).toHaveLength(0)
  })
})

describe('stopping', () => {
  it('stops at once through the email link, and starts again from the page', async () => {
    const { id, body } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    const token = remindersTokenOf(id)

    const stopped = await stopRoute.GET(stopRequest('GET', token))
    expect(stopped.status).toBe(303)
    expect(stopped.headers.get('location')).toBe(`/order/reminders?t=${encodeURIComponent(token)}`)
    expect((await orderOf(id)).reminders).toBe(false)
    expect(await scheduled(id)).toEqual([])
    expect(await send(id, first!.sendOn)).toBe(0)
    expect(await reminderJobs(body.llcname)).toHaveLength(0)

    const resumed = await stopRoute.POST(stopRequest('POST', token, 'reminders=on'))
    expect(resumed.status).toBe(303)
    expect((await orderOf(id)).reminders).toBe(true)
    expect((await scheduled(id)).map((row) => row.id)).toContain(first!.id)

    // A mail client's one-click unsubscribe (RFC 8058).
    const oneClick = await stopRoute.POST(stopRequest('POST', token, 'List-Unsubscribe=One-Click'))
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toBe('Reminders are off.')
    expect(await scheduled(id)).toEqual([])
  })

  it('refuses a token that is not ours', async () => {
    const { id } = await paid({ reminders: true })
    const forged = `${id}.${'A'.repeat(43)}`
    const answer = await stopRoute.GET(stopRequest('GET', forged))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/order/reminders?invalid=1')
    expect((await orderOf(id)).reminders).toBe(true)
    const post = await stopRoute.POST(stopRequest('POST', forged, 'List-Unsubscribe=One-Click'))
    expect(post.status).toBe(400)
    expect((await scheduled(id)).length).toBeGreaterThan(0)
  })

  it('sends none for a cancelled order', async () => {
    const { id, body } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    const move = await rest('POST', `orders/${id}/status`, {
      body: JSON.stringify({ status: 'cancelled', note: 'The customer changed their mind' }),
      headers: admin.headers,
    })
    expect(move.status, move.text).toBe(200)
    expect(await scheduled(id)).toEqual([])
    expect(await send(id, first!.sendOn)).toBe(0)
    expect(await reminderJobs(body.llcname)).toHaveLength(0)
  })

  it('sends none after a full refund', async () => {
    const { id, body } = await paid({ reminders: true })
    const [first] = await scheduled(id)
    const refund = await rest('POST', `orders/${id}/refund`, {
      body: JSON.stringify({
        amountCents: body.amount * 100,
        reason: 'Customer asked',
        key: randomUUID(),
      }),
      headers: admin.headers,
    })
    expect(refund.status, refund.text).toBe(200)
    expect((await orderOf(id)).status).toBe('refunded')
    expect(await scheduled(id)).toEqual([])
    expect(await send(id, first!.sendOn)).toBe(0)
    expect(await reminderJobs(body.llcname)).toHaveLength(0)
  })
})
