import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers'
import { deliverAll, documentsReady } from './documentHelpers'
import { submitDetails } from './filingHelpers'
import {
  chargedFeeCents,
  newAddress,
  paidOrder,
  queuedEmails,
  rest,
  removeStaffMembers,
  staffMember,
} from './helpers'

const FORMATION_PDF = 'tests/fixtures/formation-document.pdf'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>

const move = (id: number, body: unknown, headers = editor.headers) =>
  rest('POST', `orders/${id}/status`, { body: JSON.stringify(body), headers })

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })).status

const timeline = async (id: number) =>
  (
    await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** A one-page PDF uploaded as a document of the order, as the admin's order actions do. */
async function uploadDocument(order: number, name: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([await readFile(FORMATION_PDF)], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify({ order }))
  const answer = await rest('POST', 'order-documents', { body: form, headers: editor.headers })
  expect(answer.status, answer.text).toBe(201)
  return answer.json.doc.id as number
}

/** The email jobs queued for a company, by subject. */
const queuedSubjects = async (company: string) =>
  (await queuedEmails(payload, 200))
    .map((input) => input.subject ?? '')
    .filter((subject) => subject.includes(company))

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

describe('an order after payment', () => {
  it('starts its timeline with the payment', async () => {
    const { id } = await paidOrder()
    const events = await timeline(id)
    expect(events.map((event) => event.status)).toEqual(['paid'])
    expect(events[0]!.summary).toMatch(/^Paid \$309\.00 by card, Square payment /)
    expect(events[0]!.by ?? null).toBeNull()
  })

  it('goes paid → in review → filed → completed, each step stamped, emails on filed and completed', async () => {
    const company = `Lifecycle ${Date.now()}`
    const { id } = await paidOrder({ llcname: company })

    const reviewed = await move(id, { status: 'in_review' })
    expect(reviewed.status, reviewed.text).toBe(200)
    expect(await statusOf(id)).toBe('in_review')
    await submitDetails(payload, id)

    const filed = await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-20',
      stateConfirmationNumber: 'DE-2026-4411',
    })
    expect(filed.status, filed.text).toBe(200)

    const documents = [
      await uploadDocument(id, `articles-${id}.pdf`),
      await uploadDocument(id, `ein-${id}.pdf`),
    ]
    await deliverAll(payload, id, editor.headers)
    const completed = await move(id, { status: 'completed', einNumber: '123456789' })
    expect(completed.status, completed.text).toBe(200)

    const order = await payload.findByID({
      collection: 'orders',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(order.status).toBe('completed')
    expect(order.filedAt?.slice(0, 10)).toBe('2026-11-20')
    expect(order.stateConfirmationNumber).toBe('DE-2026-4411')
    const attached = await payload.find({
      collection: 'order-documents',
      where: { and: [{ order: { equals: id } }, { origin: { equals: 'staff' } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(attached.docs.map((doc) => doc.id)).toEqual(documents)
    expect(order.einNumber).toBe('12-3456789')

    // Each work item marked done has its own line; the steps are the rest.
    const all = await timeline(id)
    const work = all.filter((event) => /^[^:]+: done$/.test(event.summary))
    expect(work.map((event) => [event.summary, event.by])).toEqual([
      ['EIN: done', editor.id],
      ['IRS Form 2553: done', editor.id],
      ['Business Bank Account: done', editor.id],
      ['Business Tax Consultation: done', editor.id],
    ])
    const events = all.filter((event) => !work.includes(event))
    expect(events.map((event) => event.status)).toEqual([
      'paid',
      'in_review',
      'in_review',
      'in_review',
      'filed_with_state',
      // Our registered agent's service starts with the filing (docs/registered-agent.md).
      'filed_with_state',
      'completed',
    ])
    expect(events.map((event) => event.by ?? null)).toEqual([
      null,
      editor.id,
      null,
      editor.id,
      editor.id,
      null,
      editor.id,
    ])
    expect(events[2]!.summary).toBe(
      'The customer submitted the filing details: the order is in review',
    )
    // Filing confirms the state's fee paid first: the one charged, so nothing else happens.
    expect(events[3]!.summary).toMatch(/^State fee confirmed at \$\d+\.00 \(paid at filing\)/)
    expect(events[4]!.summary).toBe('Filed with the state on 2026-11-20, confirmation DE-2026-4411')
    expect(events[5]!.summary).toBe(
      'Registered agent service started: ours, free until November 20, 2027, then $125 a year',
    )
    expect(events[6]!.summary).toBe('Completed: 2 documents, EIN 12-3456789')

    const subjects = await queuedSubjects(company)
    expect(subjects.filter((s) => s.endsWith(`${company} is filed with Delaware`))).toHaveLength(1)
    expect(subjects.filter((s) => s.endsWith(`${company} is formed`))).toHaveLength(1)
  })

  it('is filed only with what filing needs: the date, the confirmation and submitted details', async () => {
    const { id } = await paidOrder()
    const lacking = await move(id, { status: 'filed_with_state' })
    expect(lacking.status).toBe(422)
    expect(lacking.json.errors.map((e: { path: string }) => e.path)).toEqual([
      'filedAt',
      'stateConfirmationNumber',
      'filingDetails',
    ])
    expect(lacking.json.errors[2].message).toBe(
      "The customer's filing details are not submitted yet",
    )
    expect(await statusOf(id)).toBe('paid')
    await submitDetails(payload, id)
    const filed = await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-21',
      stateConfirmationNumber: '7781',
    })
    expect(filed.status, filed.text).toBe(200)
  })

  it('needs the documents, and the EIN when ordered, to complete', async () => {
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-21',
      stateConfirmationNumber: 'X1',
    })
    await documentsReady(payload, id)
    const bare = await move(id, { status: 'completed' })
    expect(bare.status).toBe(422)
    expect(bare.json.errors.map((e: { path: string }) => e.path)).toEqual([
      'formationDocuments',
      'einNumber',
      'deliverables.ein',
      'deliverables.irsForm',
      'deliverables.businessBankAccount',
      'deliverables.businessTaxConsultation',
    ])
    expect(bare.json.errors[2].message).toBe('EIN is not done: mark it done under Deliverables')
    // Another order's documents do not count.
    const other = await paidOrder()
    await uploadDocument(other.id, `other-${other.id}.pdf`)
    const stillBare = await move(id, { status: 'completed', einNumber: '12-3456789' })
    expect(stillBare.status).toBe(422)
    expect(stillBare.json.errors[0].path).toBe('formationDocuments')
    expect(await statusOf(id)).toBe('filed_with_state')
  })

  it('never moves backwards, and cannot be cancelled once completed', async () => {
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-21',
      stateConfirmationNumber: 'B1',
    })
    const back = await move(id, { status: 'in_review' })
    expect(back.status).toBe(409)
    expect(back.json.data.error).toMatch(/only move forward/)

    await uploadDocument(id, `back-${id}.pdf`)
    await deliverAll(payload, id, editor.headers)
    const completed = await move(id, { status: 'completed', einNumber: '12-3456789' })
    expect(completed.status, completed.text).toBe(200)
    const cancel = await move(id, { status: 'cancelled', note: 'Customer changed their mind' })
    expect(cancel.status).toBe(409)
    expect(await statusOf(id)).toBe('completed')
  })

  it('is cancelled with a reason, and a cancelled order moves no more', async () => {
    const { id } = await paidOrder()
    const noReason = await move(id, { status: 'cancelled' })
    expect(noReason.status).toBe(422)
    expect(noReason.json.errors[0].path).toBe('note')
    const cancelled = await move(id, { status: 'cancelled', note: 'Duplicate order' })
    expect(cancelled.status, cancelled.text).toBe(200)
    const order = await payload.findByID({ collection: 'orders', id, overrideAccess: true })
    expect(order.cancellationReason).toBe('Duplicate order')
    expect((await timeline(id)).at(-1)!.summary).toBe('Cancelled: Duplicate order')
    expect((await move(id, { status: 'in_review' })).status).toBe(409)
  })

  it('refuses statuses staff cannot set: paid, refunded, or anything unknown', async () => {
    const { id } = await paidOrder()
    for (const status of ['paid', 'pending', 'refunded', 'shipped']) {
      const answer = await move(id, { status })
      expect(answer.status, status).toBe(422)
      expect(answer.json.errors[0].path).toBe('status')
    }
    expect(await statusOf(id)).toBe('paid')
  })

  it('cannot move an order that is not paid', async () => {
    const { id } = await paidOrder()
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: { status: 'payment_failed' },
    })
    const answer = await move(id, { status: 'in_review' })
    expect(answer.status).toBe(409)
    expect(answer.json.data.error).toMatch(/only paid orders/)
  })

  it('lets one of two simultaneous moves from the same view through', async () => {
    const { id } = await paidOrder()
    // Two staff members looking at the paid order, whichever request the server takes first.
    const answers = await Promise.all([
      move(id, { status: 'in_review', from: 'paid' }),
      move(id, { status: 'cancelled', from: 'paid', note: 'Customer asked' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.json.data.error).toMatch(
      /changed while you were working on it/,
    )
    expect((await timeline(id)).length).toBe(2)
  })

  it('refuses a move from a status the order has left', async () => {
    const { id } = await paidOrder()
    expect((await move(id, { status: 'in_review', from: 'paid' })).status).toBe(200)
    const stale = await move(id, { status: 'cancelled', from: 'paid', note: 'Customer asked' })
    expect(stale.status).toBe(409)
    expect(await statusOf(id)).toBe('in_review')
    // A status that does not exist is the request's mistake, named, not a conflict.
    const bogus = await move(id, { status: 'cancelled', from: 'shipped', note: 'Customer asked' })
    expect(bogus.status).toBe(422)
    expect(bogus.text).toMatch(/from/)
    expect(await statusOf(id)).toBe('in_review')
  })

  it('is moved by staff only', async () => {
    const { id } = await paidOrder()
    const anonymous = await rest('POST', `orders/${id}/status`, {
      body: JSON.stringify({ status: 'in_review' }),
    })
    expect(anonymous.status).toBe(401)
    expect((await move(999_999_999, { status: 'in_review' })).status).toBe(404)
    expect((await move(Number.NaN, { status: 'in_review' })).status).toBe(404)
    expect(await statusOf(id)).toBe('paid')
  })

  it('is still answered as paid when the customer retries the payment', async () => {
    const { id, body } = await paidOrder()
    await move(id, { status: 'in_review' })
    const again = await rest('POST', 'orders/pay', {
      body: JSON.stringify(body),
      address: newAddress(),
    })
    expect(again.status, again.text).toBe(200)
    expect(again.json.data.orderId).toBe(id)
  })
})
