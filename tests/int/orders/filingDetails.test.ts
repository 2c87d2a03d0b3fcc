import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadStateFeeTable } from '@/content/stateFeeTable'
import { priceOrder } from '@/order/pricing'
import { remindUnfinishedDetails } from '@/order/server/filingDetails/reminders'
import { filingSheetOf } from '@/order/server/filingDetails/sheet'
import { revokeLink } from '@/order/server/orderLinks'
import { isEncrypted } from '@/utilities/fieldEncryption'

import { einDetails, llcDetails, nonprofitDetails } from '../../fixtures/filingDetails'
import { testPayload } from '../helpers'
import { linkTokenOf, postDetails, submitDetails } from './filingHelpers'
import {
  chargedFeeCents,
  clientBody,
  newAddress,
  paidOrder,
  payBody,
  postOrder,
  queuedEmails,
  removeStaffMembers,
  rest,
  SSN,
  staffMember,
} from './helpers'

// The customer's filing details through the order page's one endpoint (docs/filing-details.md):
// saved a section at a time, resumed, submitted, sent back by staff and submitted again; refused
// to anyone without the link, and refused whole when any part of a body is wrong.

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>

const recordOf = async (order: number) =>
  (
    await payload.find({
      collection: 'filing-details',
      where: { order: { equals: order } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]!

const versionsOf = async (id: number) =>
  (
    await payload.findVersions({
      collection: 'filing-details',
      where: { parent: { equals: id } },
      overrideAccess: true,
      limit: 0,
    })
  ).totalDocs

/** A paid order of any kind, its amount priced as the server prices it. */
async function pricedOrder(overrides: Record<string, unknown>) {
  const body = payBody(overrides)
  body.amount = priceOrder(body as never, await loadStateFeeTable(payload)).total
  const paid = await postOrder('pay', body, { address: newAddress() })
  expect(paid.status, paid.text).toBe(200)
  return { id: paid.json.data.orderId as number }
}

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })).status

const move = (id: number, body: unknown) =>
  rest('POST', `orders/${id}/status`, { body: JSON.stringify(body), headers: editor.headers })

const askChanges = (id: number, body: unknown, headers = editor.headers) =>
  rest('POST', `orders/${id}/filing-changes`, { body: JSON.stringify(body), headers })

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(() => removeStaffMembers(payload))

describe('filing details, as the customer gives them', () => {
  it('saves one section at a time, and a later visit resumes where it was left', async () => {
    const { id, body } = await paidOrder()
    const client = await postOrder('client', clientBody(body), { address: newAddress() })
    expect(client.status, client.text).toBe(200)
    const token = await linkTokenOf(payload, id)
    const first = await postDetails({ token, sections: { llcPeople: llcDetails.llcPeople } })
    expect(first.status, first.text).toBe(200)
    const sections = first.json.data.sections as { name: string; complete: boolean }[]
    expect(sections.map((s) => s.name)).toEqual([
      'company',
      'llcPeople',
      'agent',
      'addresses',
      'ein',
    ])
    expect(sections.find((s) => s.name === 'llcPeople')!.complete).toBe(true)
    // What we filled in for the customer counts once they have checked and saved it.
    expect(first.json.data.sections.find((s: { name: string }) => s.name === 'agent')).toEqual({
      name: 'agent',
      complete: false,
      problems: [
        { path: 'agent', message: 'Check these answers and save them: we filled in what we knew.' },
      ],
    })
    expect(first.json.data.status).toBe('waiting')

    // Another device: nothing is sent, what was saved comes back.
    const later = await postDetails({ token })
    expect(later.status).toBe(200)
    expect(later.json.data.sections).toEqual(first.json.data.sections)
    const record = await recordOf(id)
    expect((record.llcPeople as typeof llcDetails.llcPeople).members).toHaveLength(2)
    // Prefilled from the wizard: our agent, a general purpose, the company's address.
    expect(record.agent).toEqual({ kind: 'ours' })
    expect((record.addresses as { principal: { city: string } }).principal.city).toBe('Dover')
  })

  it('says what a section still needs, by field, and keeps what was typed', async () => {
    const { id } = await paidOrder()
    const token = await linkTokenOf(payload, id)
    const members = [
      {
        kind: 'person',
        name: 'Ada Lovelace',
        address: llcDetails.addresses.principal,
        ownership: 60,
      },
      { kind: 'person', name: '', address: { street: 'PO Box 12' }, ownership: 30 },
    ]
    const answer = await postDetails({
      token,
      sections: { llcPeople: { management: 'manager', members, managers: [] } },
    })
    expect(answer.status, answer.text).toBe(200)
    const people = answer.json.data.sections.find((s: { name: string }) => s.name === 'llcPeople')
    const paths = people.problems.map((p: { path: string }) => p.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'llcPeople.members.1.name',
        'llcPeople.members.1.address.city',
        'llcPeople.members',
        'llcPeople.managers',
      ]),
    )
    expect(
      people.problems.find((p: { path: string }) => p.path === 'llcPeople.members').message,
    ).toBe('Ownership must add up to exactly 100%; it adds up to 90%.')
    expect(((await recordOf(id)).llcPeople as { members: unknown[] }).members).toHaveLength(2)
  })

  it('submits complete details: the order moves to review, and the SSN is kept encrypted on the order only', async () => {
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    expect(await statusOf(id)).toBe('in_review')
    const record = await recordOf(id)
    expect(record.status).toBe('submitted')
    expect(record.submittedAt).toBeTruthy()
    expect(JSON.stringify(record)).not.toContain(SSN.replace(/-/g, ''))
    expect(JSON.stringify(record)).not.toContain(SSN)
    expect(record.ein).not.toHaveProperty('ssn')
    const stored = await payload.db.findOne<{ id: number; ssn: string }>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: { ssn: true },
    })
    expect(isEncrypted(stored!.ssn)).toBe(true)
  })

  it('refuses to submit incomplete details, naming every problem, and saves nothing of that request', async () => {
    // Paid without the responsible party's facts: the EIN section asks for them.
    const { id } = await paidOrder({ hasSSN: undefined, ssn: undefined, ssnFirstName: undefined })
    const token = await linkTokenOf(payload, id)
    await postDetails({ token })
    const before = await recordOf(id)
    const versions = await versionsOf(before.id)
    const answer = await postDetails({
      token,
      sections: { company: { ...llcDetails.company, naics: '541511' } },
      submit: true,
    })
    expect(answer.status).toBe(422)
    expect(answer.json.data.error).toMatch(/^Complete every section before submitting/)
    expect(answer.json.errors.map((e: { path: string }) => e.path)).toContain('ein.hasSsn')
    const after = await recordOf(id)
    expect(after.company).toEqual(before.company)
    expect(await versionsOf(after.id)).toBe(versions)
    expect(await statusOf(id)).toBe('paid')
  })

  it('keeps every save as a version, and a change after submitting withdraws the submission', async () => {
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    const token = await linkTokenOf(payload, id)
    const record = await recordOf(id)
    const versions = await versionsOf(record.id)
    const changed = await postDetails({
      token,
      sections: { company: { ...llcDetails.company, alternateName: 'Third Choice' } },
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json.data.status).toBe('waiting')
    expect(await versionsOf(record.id)).toBe(versions + 1)
    const refused = await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-30',
      stateConfirmationNumber: 'A1',
    })
    expect(refused.status).toBe(422)
    expect(refused.json.errors.map((e: { path: string }) => e.path)).toEqual(['filingDetails'])
  })
})

describe('filing details, as staff send them back', () => {
  it('asks for changes with a message: the customer is emailed, filing waits, the new submission returns to review', async () => {
    const company = `Changes ${Date.now()}`
    const { id } = await paidOrder({ llcname: company })
    await submitDetails(payload, id)
    const asked = await askChanges(id, {
      message: 'Please give the full legal name of each director.',
      sections: ['company'],
    })
    expect(asked.status, asked.text).toBe(200)
    const record = await recordOf(id)
    expect(record.status).toBe('changes_requested')
    expect(record.changeRequest?.sections).toEqual(['company'])
    const mail = (await queuedEmails(payload, 50)).find(
      (input) =>
        input.subject.includes('please check your filing details') && input.text.includes(company),
    )
    expect(mail?.text).toContain('Please give the full legal name of each director.')

    const filing = await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-30',
      stateConfirmationNumber: 'A2',
    })
    expect(filing.status).toBe(422)
    expect(filing.json.errors[0].message).toMatch(/Changes were asked of the customer/)

    const token = await linkTokenOf(payload, id)
    const again = await postDetails({ token, submit: true })
    expect(again.status, again.text).toBe(200)
    expect(again.json.data.status).toBe('submitted')
    const events = await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(events.docs.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Changes asked of the customer \(The company\): Please give/),
        'The customer sent the changes asked for: the filing details are back in review',
      ]),
    )
    const filed = await move(id, {
      status: 'filed_with_state',
      stateFeePaidCents: await chargedFeeCents(payload, id),
      filedAt: '2026-11-30',
      stateConfirmationNumber: 'A3',
    })
    expect(filed.status, filed.text).toBe(200)
    // Filed: the details are the state's now.
    const late = await postDetails({ token, sections: { company: llcDetails.company } })
    expect(late.status).toBe(409)
    expect(late.json.data.error).toMatch(
      /can no longer be changed: the order is filed with the state/,
    )
  })

  it('is for staff only, with a message and known sections', async () => {
    const { id } = await paidOrder()
    expect((await askChanges(id, { message: 'x', sections: ['company'] }, {})).status).toBe(401)
    const bad = await askChanges(id, { message: '', sections: ['members'] })
    expect(bad.status).toBe(422)
    expect(bad.json.errors.map((e: { path: string }) => e.path)).toEqual(['message', 'sections.0'])
    const notThis = await askChanges(id, { message: 'Shares?', sections: ['shares'] })
    expect(notThis.status).toBe(422)
    expect(notThis.json.data.error).toBe('This order has no section shares')
  })
})

describe('the filing details endpoint, as an attacker meets it', () => {
  it('refuses an unknown or revoked link with 404, and reveals nothing', async () => {
    const { id } = await paidOrder()
    const token = await linkTokenOf(payload, id)
    const unknown = await postDetails({ token: 'A'.repeat(43), sections: {} })
    expect(unknown.status).toBe(404)
    await revokeLink(payload, id)
    const revoked = await postDetails({ token, sections: { agent: { kind: 'ours' } } })
    expect(revoked.status).toBe(404)
    expect(revoked.json.data.error).toMatch(/does not open an order/)
  })

  it('answers a malformed, mistyped or oversized body with a 4xx naming the problem, and writes nothing', async () => {
    const { id } = await paidOrder()
    const token = await linkTokenOf(payload, id)
    await postDetails({ token })
    const record = await recordOf(id)
    const versions = await versionsOf(record.id)

    const broken = await postDetails('{"token": ')
    expect(broken.status).toBe(400)
    expect(broken.json.data.error).toBe('Request body is not valid JSON')

    const mistyped = await postDetails({
      token,
      sections: { company: { naics: 541511 }, agent: { kind: 'ours' }, shares: { authorized: 5 } },
    })
    expect(mistyped.status).toBe(422)
    expect(mistyped.json.errors).toEqual([
      { path: 'company.naics', message: 'Expected a NAICS code' },
      { path: 'shares', message: 'This order has no section "shares"' },
    ])

    const extra = await postDetails({ token, sections: {}, admin: true })
    expect(extra.status).toBe(422)

    const huge = await postDetails({
      token,
      sections: { company: { purpose: 'x'.repeat(70_000) } },
    })
    expect(huge.status).toBe(413)

    const text = await rest('POST', 'orders/filing-details', {
      body: JSON.stringify({ token }),
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)

    expect(await versionsOf(record.id)).toBe(versions)
    expect((await recordOf(id)).company).toEqual(record.company)
  })

  it('takes the SSN only as nine digits, never echoes it, and keeps it off the details', async () => {
    const { id } = await paidOrder()
    const token = await linkTokenOf(payload, id)
    const wrong = await postDetails({ token, sections: { ein: { ...einDetails, ssn: '12-34' } } })
    expect(wrong.status).toBe(422)
    expect(wrong.text).not.toContain('12-34')
    const right = await postDetails({
      token,
      sections: { ein: { ...einDetails, ssn: '219-09-9999' } },
    })
    expect(right.status, right.text).toBe(200)
    expect(right.text).not.toContain('219-09-9999')
    expect(JSON.stringify((await recordOf(id)).ein)).not.toContain('219')
    const order = await payload.findByID({ collection: 'orders', id, overrideAccess: true })
    expect(order.ssn).toBe('219-09-9999')
  })

  it('gives a nonprofit its own sections, and refuses an LLC’s', async () => {
    const { id } = await pricedOrder({
      designator: 'Nonprofit',
      formationState: 'california',
      clientPackage: 'free',
      expeditedFilling: false,
    })
    const token = await linkTokenOf(payload, id)
    const llc = await postDetails({ token, sections: { llcPeople: llcDetails.llcPeople } })
    expect(llc.status).toBe(422)
    expect(llc.json.errors[0]).toEqual({
      path: 'llcPeople',
      message: 'This order has no section "llcPeople"',
    })
    const answer = await postDetails({ token, sections: nonprofitDetails, submit: true })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json.data.sections.map((s: { name: string }) => s.name)).toEqual([
      'company',
      'nonprofitPeople',
      'agent',
      'addresses',
    ])
  })
})

describe('reminders while the details are unfinished', () => {
  const paidAgo = (id: number, hours: number) =>
    payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: id } },
      data: { paidAt: new Date(Date.now() - hours * 3_600_000).toISOString() },
    })

  const remindersOf = async (company: string) =>
    (await queuedEmails(payload, 300)).filter((input) =>
      input.subject.includes(`one step left before we file ${company}`),
    )

  it('go out a day after paying and three days after, once each, and never once submitted', async () => {
    const company = `Remind ${Date.now()}`
    const { id } = await paidOrder({ llcname: company })
    await remindUnfinishedDetails(payload)
    expect(await remindersOf(company)).toHaveLength(0)

    await paidAgo(id, 25)
    await Promise.all([remindUnfinishedDetails(payload), remindUnfinishedDetails(payload)])
    expect(await remindersOf(company)).toHaveLength(1)
    await remindUnfinishedDetails(payload)
    expect(await remindersOf(company)).toHaveLength(1)

    await paidAgo(id, 73)
    await remindUnfinishedDetails(payload)
    await remindUnfinishedDetails(payload)
    expect(await remindersOf(company)).toHaveLength(2)

    const done = `Remind done ${Date.now()}`
    const { id: submitted } = await paidOrder({ llcname: done })
    await submitDetails(payload, submitted)
    await paidAgo(submitted, 73)
    await remindUnfinishedDetails(payload)
    expect(await remindersOf(done)).toHaveLength(0)
  })
})

describe("an admin's correction in the admin", () => {
  it('is a version and a timeline line naming the sections; an editor may not make one', async () => {
    const admin = await staffMember(payload, 'admin')
    // Made after the file's first account, which a site makes its administrator.
    const clerk = await staffMember(payload, 'editor')
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    const record = await recordOf(id)
    const versions = await versionsOf(record.id)
    const corrected = { ...(record.company as object), purpose: 'Selling maps of the coast.' }

    const refused = await rest('PATCH', `filing-details/${record.id}`, {
      body: JSON.stringify({ company: corrected }),
      headers: clerk.headers,
    })
    expect(refused.status).toBe(403)

    const saved = await rest('PATCH', `filing-details/${record.id}`, {
      body: JSON.stringify({ company: corrected }),
      headers: admin.headers,
    })
    expect(saved.status, saved.text).toBe(200)
    expect(await versionsOf(record.id)).toBe(versions + 1)
    const events = await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: '-createdAt',
      depth: 0,
    })
    expect(events.docs[0]).toMatchObject({
      summary: 'Filing details corrected by staff: The company',
      by: admin.id,
    })
    // The customer's own saves say themselves: no correction line for them.
    expect(
      events.docs.filter((e) => e.summary.startsWith('Filing details corrected')),
    ).toHaveLength(1)
  })
})

describe('after review', () => {
  it('an admin correction keeps what the server owns and refuses a section the form could not send', async () => {
    const admin = await staffMember(payload, 'admin')
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    const record = await recordOf(id)
    const broken = await rest('PATCH', `filing-details/${record.id}`, {
      body: JSON.stringify({ llcPeople: { members: 'x' } }),
      headers: admin.headers,
    })
    expect(broken.status).toBe(400)
    expect(broken.text).toContain('llcPeople.members')
    const stale = await rest('PATCH', `filing-details/${record.id}`, {
      body: JSON.stringify({ status: 'waiting', submittedAt: null, company: record.company }),
      headers: admin.headers,
    })
    expect(stale.status, stale.text).toBe(200)
    expect(await recordOf(id)).toMatchObject({
      status: 'submitted',
      submittedAt: record.submittedAt,
    })
  })

  it('a save that changes nothing writes no version, and a second submission no timeline line', async () => {
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    const record = await recordOf(id)
    const versions = await versionsOf(record.id)
    const token = await linkTokenOf(payload, id)
    for (const body of [
      { token, sections: {} },
      { token, submit: true },
    ]) {
      const answer = await postDetails(body)
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json.data.status).toBe('submitted')
    }
    expect(await versionsOf(record.id)).toBe(versions)
    const { totalDocs } = await payload.count({
      collection: 'order-events',
      where: { and: [{ order: { equals: id } }, { summary: { like: 'The customer submitted' } }] },
    })
    expect(totalDocs).toBe(1)
  })

  it('shows editors the SSN as on file and admins its last four, on the sheet and in its PDF', async () => {
    const admin = await staffMember(payload, 'admin')
    const clerk = await staffMember(payload, 'editor')
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    const ofAdmin = await filingSheetOf(payload, id, { admin: true })
    const ofEditor = await filingSheetOf(payload, id)
    expect(ofAdmin?.ein?.ssnMasked).toBe('***-**-1120')
    expect(ofEditor?.ein?.ssnMasked).toBe('On file (an admin can read it)')
    const pdf = await rest('GET', `orders/${id}/filing-sheet.pdf`, { headers: clerk.headers })
    expect(pdf.status).toBe(200)
    expect(pdf.text).not.toContain('1120')
    const read = await rest('GET', `filing-details/${(await recordOf(id)).id}`, {
      headers: clerk.headers,
    })
    expect(read.status).toBe(200)
    expect(read.json.ein).toBeUndefined()
    expect(read.json.company).toBeTruthy()
    expect(
      (await rest('GET', `orders/${id}/filing-sheet.pdf`, { headers: admin.headers })).status,
    ).toBe(200)
  })

  it('goes with its order when an admin deletes it, versions included', async () => {
    const { id } = await paidOrder()
    await submitDetails(payload, id)
    const record = await recordOf(id)
    await payload.delete({ collection: 'orders', id, overrideAccess: true })
    expect(
      await payload.count({ collection: 'filing-details', where: { id: { equals: record.id } } }),
    ).toMatchObject({ totalDocs: 0 })
    expect(await versionsOf(record.id)).toBe(0)
  })
})
