import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { orderDeliveries } from '@/order/server/deliveries/read'
import { orderPageData } from '@/order/server/orderPage'

import { testPayload } from '../helpers'
import { deliverAll, orderWithDocuments } from './documentHelpers'
import {
  chargedFeeCents,
  paidOrder,
  queuedEmails,
  removeStaffMembers,
  rest,
  staffMember,
} from './helpers'

// Every paid item is a deliverable the order tracks (docs/documents.md#deliverables): documents
// are delivered once made, work is assigned and done by staff, and the order is completed only
// when all are.

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>

const work = (id: number | string, body: unknown, headers = editor.headers) =>
  rest('POST', `orders/${id}/work`, { body: JSON.stringify(body), headers })

const move = (id: number, body: unknown) =>
  rest('POST', `orders/${id}/status`, { body: JSON.stringify(body), headers: editor.headers })

/** A file staff attach to the order, as the admin does; its id. */
async function attach(order: number, name: string): Promise<number> {
  const form = new FormData()
  const pdf = await readFile('tests/fixtures/formation-document.pdf')
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify({ order }))
  const upload = await rest('POST', 'order-documents', { body: form, headers: editor.headers })
  expect(upload.status, upload.text).toBe(201)
  return upload.json.doc.id as number
}

/** Each work item the order bought, marked done. */
async function deliverWork(id: number) {
  for (const delivery of (await orderDeliveries(payload, id)) ?? [])
    if (delivery.work)
      expect((await work(id, { item: delivery.key, action: 'done' })).status).toBe(200)
}

const statesOf = async (id: number) =>
  Object.fromEntries(
    ((await orderDeliveries(payload, id)) ?? []).map((delivery) => [delivery.key, delivery.state]),
  )

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

describe('deliverables', () => {
  it('a Business License bought on a free order is work staff assign and finish, with the findings attached', async () => {
    const { id } = await orderWithDocuments(payload, {
      clientPackage: 'free',
      expeditedFilling: false,
      businessLicense: true,
      formationState: 'texas',
    })
    expect(await statesOf(id)).toEqual({ bankingResolution: 'delivered', businessLicense: 'to_do' })

    const assigned = await work(id, { item: 'businessLicense', action: 'assign' })
    expect(assigned.status, assigned.text).toBe(200)
    const [, license] = (await orderDeliveries(payload, id))!
    expect(license).toMatchObject({ state: 'assigned', assignedTo: 'Test editor' })

    const fileId = await attach(id, `license-findings-${id}.pdf`)
    const done = await work(id, {
      item: 'businessLicense',
      action: 'done',
      document: fileId,
    })
    expect(done.status, done.text).toBe(200)
    const [, finished] = (await orderDeliveries(payload, id))!
    expect(finished).toMatchObject({ state: 'done', document: fileId })
    expect(finished!.doneAt).toBeTruthy()

    // The customer's page says so, without who did it.
    const page = await orderPageData(payload, id)
    const onPage = page!.deliveries.find((delivery) => delivery.key === 'businessLicense')
    expect(onPage?.state).toBe('done')

    const events = await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
    // The name the file was stored under (an upload folder kept from an earlier run may have
    // made it unique with another number).
    const { filename } = await payload.findByID({
      collection: 'order-documents',
      id: fileId,
      overrideAccess: true,
      depth: 0,
    })
    expect(events.docs.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        'Business License: assigned to Test editor',
        `Business License: done, ${filename} attached`,
      ]),
    )
  })

  it('refuses what the order did not buy, another order’s file, anyone but staff, and bad bodies', async () => {
    const { id } = await orderWithDocuments(payload, {
      clientPackage: 'free',
      expeditedFilling: false,
      formationState: 'texas',
    })
    const notBought = await work(id, { item: 'ein', action: 'done' })
    expect([notBought.status, notBought.json.data.error]).toEqual([
      422,
      'This order did not buy ein.',
    ])
    expect((await work(id, { item: 'ein', action: 'done' }, {})).status).toBe(401)
    expect((await work(999_999_999, { item: 'ein', action: 'done' })).status).toBe(404)
    const unknown = await work(id, { item: 'pizza', action: 'done' })
    expect(unknown.status).toBe(422)
    expect((await work(id, { item: 'ein', action: 'done', extra: 1 })).status).toBe(422)

    const other = await orderWithDocuments(payload, {
      clientPackage: 'free',
      expeditedFilling: false,
      businessLicense: true,
      formationState: 'texas',
    })
    const generated = (
      await payload.find({
        collection: 'order-documents',
        where: { order: { equals: id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
    const foreign = await work(other.id, {
      item: 'businessLicense',
      action: 'done',
      document: generated.id,
    })
    expect(foreign.status).toBe(422)
    expect(await statesOf(other.id)).toMatchObject({ businessLicense: 'to_do' })
  })

  it('a Popular order is completed only once every deliverable is delivered', async () => {
    const { id, llcname } = await orderWithDocuments(payload, { formationState: 'texas' })
    const filed = await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-21',
      stateConfirmationNumber: 'TX-1',
    })
    expect(filed.status, filed.text).toBe(200)
    await attach(id, `certificate-${id}.pdf`)

    // The S corporation election it bought is in its calendar, counted from the filing day.
    const electionOf = async () =>
      (await orderPageData(payload, id))!.calendar!.obligations.find(
        (obligation) => obligation.kind === 'election',
      )
    expect(await electionOf()).toMatchObject({
      name: 'S corporation election (IRS Form 2553)',
      dueOn: '2027-02-04',
    })

    expect((await work(id, { item: 'ein', action: 'done' })).status).toBe(200)
    const early = await move(id, { status: 'completed', einNumber: '12-3456789' })
    expect(early.status).toBe(422)
    expect(early.json.errors.map((e: { path: string }) => e.path)).toEqual([
      'deliverables.irsForm',
      'deliverables.businessBankAccount',
      'deliverables.businessTaxConsultation',
    ])
    // A click on a stale view changes nothing: the EIN is done, not to assign.
    const stale = await work(id, { item: 'ein', action: 'assign' })
    expect([stale.status, stale.json.data.error]).toEqual([409, 'EIN is done: reload the order.'])
    const beyond = await work(id, { item: 'ein', action: 'done', document: 2 ** 31 })
    expect(beyond.status).toBe(422)
    // Reopened, the EIN is owed again.
    expect((await work(id, { item: 'ein', action: 'reopen' })).status).toBe(200)
    expect(await statesOf(id)).toMatchObject({ ein: 'assigned', operatingAgreement: 'delivered' })

    await deliverAll(payload, id, editor.headers)
    // Filed by staff: it leaves the calendar.
    expect(await electionOf()).toBeUndefined()
    const completed = await move(id, { status: 'completed', einNumber: '12-3456789' })
    expect(completed.status, completed.text).toBe(200)
    // The completion email lists what the order included.
    const mail = (await queuedEmails(payload, 200)).find(
      (email) => email.subject === `Order ${id}: ${llcname} is formed`,
    )
    expect(mail?.text).toContain(
      [
        'Included in your order',
        '- Operating Agreement, on your order page',
        '- EIN: done',
        '- IRS Form 2553: done',
        '- Business Bank Account: done',
        '- Business Tax Consultation: done',
        '- Banking Resolution, on your order page',
      ].join('\n'),
    )
    // A completed order's work no longer changes.
    const late = await work(id, { item: 'ein', action: 'reopen' })
    expect([late.status, late.json.data.error]).toEqual([
      409,
      'The order is completed: its work can no longer change.',
    ])
    // Everything stays on record as delivered.
    expect(
      Object.values(await statesOf(id)).every((state) => state === 'done' || state === 'delivered'),
    ).toBe(true)
  })

  it('an order from before the filing details is completed with its work done, owing no documents it cannot make', async () => {
    const { id } = await paidOrder({ llcname: `Before details ${Date.now()}` })
    // Filed before filing details existed: no details, so nothing was ever made from them.
    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: {
        status: 'filed_with_state',
        filedAt: '2026-11-02T12:00:00.000Z',
        stateConfirmationNumber: 'OLD-1',
      },
    })
    await attach(id, `old-articles-${id}.pdf`)
    const owed = await move(id, { status: 'completed', einNumber: '12-3456789' })
    expect(owed.status).toBe(422)
    expect(owed.json.errors.map((e: { path: string }) => e.path)).toEqual([
      'deliverables.ein',
      'deliverables.irsForm',
      'deliverables.businessBankAccount',
      'deliverables.businessTaxConsultation',
    ])
    await deliverWork(id)
    const completed = await move(id, { status: 'completed', einNumber: '12-3456789' })
    expect(completed.status, completed.text).toBe(200)
  })
})
