import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as documentLink } from '@/app/(site)/order/[token]/documents/[id]/route'
import { loadStateFeeTable } from '@/content/stateFeeTable'
import { priceOrder } from '@/order/pricing'
import { makeOrderDocuments } from '@/order/server/documents/make'
import { orderDocuments } from '@/order/server/documents/offered'

import { testPayload } from '../helpers'
import { correctMembers, type Made, madeOf, orderWithDocuments, textOf } from './documentHelpers'
import { linkTokenOf } from './filingHelpers'
import {
  newAddress,
  ownData,
  payBody,
  postOrder,
  removeStaffMembers,
  rest,
  staffMember,
} from './helpers'

// The documents made from an order's filing details (docs/documents.md): each its package
// delivers for its entity type, as real PDFs that say the order's own facts, a new version when
// the details change with the old one kept, and offered on the order page at once.

let payload: Payload

/** A pay request priced as the server prices it. */
async function priced(overrides: Record<string, unknown>) {
  const llcname = `${ownData().llcname.slice(0, 150)} ${randomUUID().slice(0, 8)}`
  const body = payBody({ llcname, ...overrides })
  body.amount = priceOrder(body as never, await loadStateFeeTable(payload)).total
  return body
}

const kindsOf = (made: Made[]) => made.map((doc) => doc.kind).sort()

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => removeStaffMembers(payload))

describe('documents made from the filing details', () => {
  it('a Popular LLC gets every document its package lists, each saying its own facts', async () => {
    const other = await orderWithDocuments(payload, { formationState: 'texas', designator: 'LLC' })
    const { id, llcname, made, expected } = await orderWithDocuments(payload, {
      formationState: 'texas',
      designator: 'LLC',
    })
    expect(kindsOf(made)).toEqual([...expected].sort())
    expect(expected).toEqual(
      expect.arrayContaining(['operatingAgreement', 'bankingResolution', 'einWorksheet']),
    )
    const agreement = made.find((doc) => doc.kind === 'operatingAgreement')!
    const { text, pages } = await textOf(agreement)
    expect(pages).toBeGreaterThan(2)
    expect(text).toContain(llcname)
    expect(text).toContain('Texas Business Organizations Code')
    for (const fact of ['Ada Lovelace', 'Analytical Engines Inc.', '60%', '40%'])
      expect(text).toContain(fact)
    expect(text).toMatch(/Manager/)
    expect(text).not.toContain(other.llcname)
    expect(agreement).toMatchObject({ version: 1, current: true })
    expect(agreement.sha256).toMatch(/^[0-9a-f]{64}$/)

    // The order page lists them before the order is completed, and its links work.
    const listed = await orderDocuments(payload, { id, status: 'in_review' })
    expect(listed.map((doc) => doc.kind).sort()).toEqual([...expected].sort())
    const token = await linkTokenOf(payload, id)
    const answer = await documentLink(new Request('http://localhost/'), {
      params: Promise.resolve({ token, id: String(agreement.id) }),
    })
    expect(answer.status).toBe(303)
    // Another order's link never opens it.
    const stranger = await documentLink(new Request('http://localhost/'), {
      params: Promise.resolve({
        token: await linkTokenOf(payload, other.id),
        id: String(agreement.id),
      }),
    })
    expect(stranger.status).toBe(404)
  })

  it('a free order without the Operating Agreement add-on gets no operating agreement', async () => {
    const { made } = await orderWithDocuments(payload, {
      clientPackage: 'free',
      expeditedFilling: false,
      formationState: 'texas',
    })
    expect(kindsOf(made)).toEqual(['bankingResolution'])
  })

  it('a Delaware corporation gets its bylaws, first resolutions, ledger and certificates', async () => {
    const { made, llcname } = await orderWithDocuments(payload, { designator: 'C-Corporation' })
    expect(kindsOf(made)).toEqual(
      expect.arrayContaining([
        'bylaws',
        'incorporatorAction',
        'directorsResolutions',
        'stockLedger',
        'shareCertificates',
      ]),
    )
    expect(kindsOf(made)).not.toContain('operatingAgreement')
    const { text } = await textOf(made.find((doc) => doc.kind === 'stockLedger')!)
    for (const fact of [llcname, 'Grace Hopper', 'Alan Turing', '6,000,000', '60.00%'])
      expect(text).toContain(fact)
  })

  it('a nonprofit gets its bylaws and conflict of interest policy, with the 501(c)(3) clauses', async () => {
    const { made } = await orderWithDocuments(payload, {
      designator: 'Nonprofit',
      formationState: 'california',
    })
    expect(kindsOf(made)).toEqual(
      expect.arrayContaining(['nonprofitBylaws', 'conflictOfInterestPolicy', 'boardResolutions']),
    )
    expect(kindsOf(made)).not.toContain('sCorpWorksheet')
    const { text } = await textOf(made.find((doc) => doc.kind === 'nonprofitBylaws')!)
    expect(text).toContain('501(c)(3)')
    expect(text).toContain('Maya Angelou')
  })

  it('a corrected detail makes a new version of each document and keeps the old one', async () => {
    const { id, made } = await orderWithDocuments(payload, { formationState: 'texas' })
    const result = await correctMembers(payload, id, (member, index) =>
      index === 0 ? { ...member, name: 'Ada King' } : member,
    )
    expect(result.made.length + result.unchanged).toBe(made.length)
    const all = await madeOf(payload, id)
    const agreements = all.filter((doc) => doc.kind === 'operatingAgreement')
    expect(agreements.map(({ version, current }) => ({ version, current }))).toEqual([
      { version: 1, current: false },
      { version: 2, current: true },
    ])
    expect((await textOf(agreements[1]!)).text).toContain('Ada King')
    expect((await textOf(agreements[0]!)).text).not.toContain('Ada King')
    expect(agreements[0]!.sha256).not.toBe(agreements[1]!.sha256)

    // Made again from the same details: nothing new.
    const again = await makeOrderDocuments(payload, id)
    expect(again.made).toEqual([])
    const listed = await orderDocuments(payload, { id, status: 'in_review' })
    expect(listed.filter((doc) => doc.kind === 'operatingAgreement')).toHaveLength(2)
  })

  it('staff make them again from the order; nobody else can, and an order without submitted details says why', async () => {
    const { id } = await orderWithDocuments(payload, { formationState: 'texas' })
    const again = (headers: Record<string, string> = {}, order: number | string = id) =>
      rest('POST', `orders/${order}/documents`, { body: '{}', headers })
    expect((await again()).status).toBe(401)
    const editor = await staffMember(payload, 'editor')
    const made = await again(editor.headers)
    expect(made.status, made.text).toBe(200)
    expect(made.json.data.made).toBeGreaterThan(0)
    expect((await again(editor.headers, 999_999_999)).status).toBe(404)
    const text = await rest('POST', `orders/${id}/documents`, {
      body: 'x',
      headers: { ...editor.headers, 'content-type': 'text/plain' },
    })
    expect(text.status).toBeGreaterThanOrEqual(400)
    expect(text.status).toBeLessThan(500)
    const bare = await again(
      editor.headers,
      (await postOrder('pay', await priced({}), { address: newAddress() })).json.data.orderId,
    )
    expect(bare.status).toBe(409)
    expect(bare.json.data.error).toBe('This order has no filing details to make documents from.')
  })
})
