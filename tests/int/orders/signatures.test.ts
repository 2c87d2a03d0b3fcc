import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as documentLink } from '@/app/(site)/order/[token]/documents/[id]/route'
import { POST as signRoute } from '@/app/(site)/order/[token]/documents/[id]/sign/route'
import { orderDocuments } from '@/order/server/documents/offered'
import type { DocumentSignature } from '@/payload-types'
import { dataFolders } from '@/utilities/dataFolders'

import { testPayload } from '../helpers'
import { correctMembers, type Made, madeOf, orderWithDocuments, pdfTextOf } from './documentHelpers'
import { linkTokenOf } from './filingHelpers'
import { removeStaffMembers } from './helpers'

// Signing the documents on the order page (docs/documents.md#signatures): the signer's typed name,
// the time, the client's address and the document's SHA-256 are recorded; a signature page is
// added to the file; a changed document is signed again.

let payload: Payload

type Form = Record<string, string>

/** The page's form sent for one document, as a browser (303 back) or another client (words). */
async function sign(token: string, doc: Pick<Made, 'id'>, form: Form, browser = false) {
  const answer = await signRoute(
    new Request(`http://localhost/order/${token}/documents/${doc.id}/sign`, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: browser ? 'text/html,application/xhtml+xml' : '*/*',
        'user-agent': 'signing-test',
      },
    }),
    { params: Promise.resolve({ token, id: String(doc.id) }) },
  )
  return {
    status: answer.status,
    text: await answer.text(),
    location: answer.headers.get('location'),
  }
}

const signaturesOf = async (documentId: number) =>
  (
    await payload.db.find<DocumentSignature>({
      collection: 'document-signatures',
      where: { document: { equals: documentId } },
      sort: 'createdAt',
      limit: 20,
      pagination: false,
    })
  ).docs

async function twoMemberLlc() {
  const { id, made } = await orderWithDocuments(payload, {
    formationState: 'texas',
    designator: 'LLC',
  })
  const agreement = made.find((doc) => doc.kind === 'operatingAgreement')!
  return { id, made, agreement, token: await linkTokenOf(payload, id) }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => removeStaffMembers(payload))

describe('signing a document on the order page', () => {
  it('records the typed name, time, address and hash, and adds a signature page to the file', async () => {
    const { agreement, token, id } = await twoMemberLlc()
    const form = { signer: 'Ada Lovelace', name: '  ada   LOVELACE ', consent: 'yes' }
    const signed = await sign(token, agreement, { ...form, sha256: agreement.sha256! })
    expect(signed.status, signed.text).toBe(200)
    // One person, two lines (member and manager): both signed at once.
    const [member, manager] = await signaturesOf(agreement.id)
    expect(member).toMatchObject({
      signer: 'Ada Lovelace',
      role: 'Member',
      typedName: 'ada LOVELACE',
      sha256: agreement.sha256,
      userAgent: 'signing-test',
      order: id,
    })
    expect(manager).toMatchObject({ signer: 'Ada Lovelace', role: 'Manager' })
    expect(typeof member!.ipAddress).toBe('string')
    expect(Date.now() - new Date(member!.createdAt).getTime()).toBeLessThan(60_000)

    // The same person again: already signed.
    const twice = await sign(token, agreement, { ...form, sha256: agreement.sha256! })
    expect([twice.status, twice.text]).toEqual([
      409,
      'Ada Lovelace has already signed this version.',
    ])

    // A company member signs through a person, who types their own name.
    const company = await sign(token, agreement, {
      signer: 'Analytical Engines Inc.',
      name: 'Charles Babbage',
      consent: 'yes',
      sha256: agreement.sha256!,
    })
    expect(company.status, company.text).toBe(200)

    // The download is the file signed, unchanged, with the signature record as its last page.
    const download = await documentLink(new Request('http://localhost/'), {
      params: Promise.resolve({ token, id: String(agreement.id) }),
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(/-signed\.pdf"$/)
    const original = await pdfTextOf(
      await readFile(`${dataFolders().orderDocuments}/${agreement.filename}`),
    )
    const withPage = await pdfTextOf(new Uint8Array(await download.arrayBuffer()))
    expect(withPage.pages).toBe(original.pages + 1)
    for (const fact of ['Signature record', 'ada LOVELACE', 'Charles Babbage', agreement.sha256!])
      expect(withPage.text).toContain(fact)
    expect(withPage.text).toContain('Everyone named to sign has signed.')

    // The page lists who signed, never from where.
    const listed = await orderDocuments(payload, { id, status: 'in_review' })
    const onPage = listed.find((doc) => doc.id === agreement.id)!
    expect(onPage.signatures.map((s) => [s.signer, s.role])).toEqual([
      ['Ada Lovelace', 'Member'],
      ['Ada Lovelace', 'Manager'],
      ['Analytical Engines Inc.', 'Member, by its authorized signatory'],
    ])
    expect(JSON.stringify(onPage)).not.toContain('ipAddress')
  })

  it('refuses a signature without consent, a name not the signer’s, an unknown signer or a stale file, naming the problem', async () => {
    const { agreement, made, token } = await twoMemberLlc()
    const form = {
      signer: 'Ada Lovelace',
      name: 'Ada Lovelace',
      consent: 'yes',
      sha256: agreement.sha256!,
    }
    const refused = [
      [{ ...form, consent: '' }, 400, 'Tick the box to agree to sign electronically.'],
      [{ ...form, name: 'Mallory' }, 400, 'Type the name as the document gives it: Ada Lovelace.'],
      [{ ...form, name: 'Ada\u0000Lovelace' }, 400, 'Type your full name as your signature.'],
      [{ ...form, signer: 'Mallory' }, 400, 'The Operating Agreement names no signer "Mallory".'],
      [
        { ...form, sha256: '0'.repeat(64) },
        409,
        'The Operating Agreement changed since you opened the page: reload it, read the new version and sign that.',
      ],
    ] as const
    for (const [body, status, message] of refused) {
      const answer = await sign(token, agreement, body)
      expect([answer.status, answer.text]).toEqual([status, message])
    }
    expect(await signaturesOf(agreement.id)).toEqual([])

    // A worksheet is not signed here; another order's link does not reach this one's document.
    const worksheet = made.find((doc) => doc.kind === 'einWorksheet')!
    expect((await sign(token, worksheet, { ...form, sha256: worksheet.sha256! })).status).toBe(409)
    const other = await twoMemberLlc()
    expect((await sign(other.token, agreement, form)).status).toBe(404)
    expect((await sign(token, { id: 'x' as never }, form)).status).toBe(404)
    // An id past what a row id can be is refused before any query (no 500 from the database).
    expect((await sign(token, { id: 99_999_999_999 }, form)).status).toBe(404)
    const beyond = await documentLink(new Request('http://localhost/'), {
      params: Promise.resolve({ token, id: '2147483648' }),
    })
    expect(beyond.status).toBe(404)
    expect((await sign(token, agreement, {})).status).toBe(409)

    // A browser is sent back to the page, with the outcome for the page to say.
    const back = await sign(token, agreement, { ...form, name: 'Mallory' }, true)
    expect(back.status).toBe(303)
    expect(back.location).toBe(
      `/order/${token}?signing=name&document=${agreement.id}#document-${agreement.id}`,
    )
    const done = await sign(token, agreement, form, true)
    expect(done.location).toBe(`/order/${token}?signed=${agreement.id}#document-${agreement.id}`)
  })

  it('a changed document needs signing again: the old version keeps its signatures and cannot be signed', async () => {
    const { agreement, id, token } = await twoMemberLlc()
    const form = {
      signer: 'Ada Lovelace',
      name: 'Ada Lovelace',
      consent: 'yes',
      sha256: agreement.sha256!,
    }
    expect((await sign(token, agreement, form)).status).toBe(200)

    await correctMembers(payload, id, (member, index) => ({
      ...member,
      ownership: index === 0 ? 70 : 30,
    }))
    const versions = (await madeOf(payload, id)).filter((doc) => doc.kind === 'operatingAgreement')
    const [first, second] = versions
    expect([first!.current, second!.current]).toEqual([false, true])

    const old = await sign(token, first!, {
      ...form,
      signer: 'Analytical Engines Inc.',
      name: 'Charles Babbage',
    })
    expect([old.status, old.text]).toEqual([
      409,
      'Version 1 of the Operating Agreement was replaced by a newer one made from your changed details: sign the newest version.',
    ])
    expect(await signaturesOf(second!.id)).toEqual([])
    expect(await signaturesOf(first!.id)).toHaveLength(2)
    const again = await sign(token, second!, { ...form, sha256: second!.sha256! })
    expect(again.status, again.text).toBe(200)
    expect((await signaturesOf(second!.id))[0]!.sha256).toBe(second!.sha256)
  })

  it('our company, signing a corporation’s papers as its incorporator, is never signed for on the page', async () => {
    const { made, id } = await orderWithDocuments(payload, { designator: 'C-Corporation' })
    const token = await linkTokenOf(payload, id)
    const action = made.find((doc) => doc.kind === 'incorporatorAction')!
    const stored = await payload.findByID({
      collection: 'order-documents',
      id: action.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.signers).toEqual([])
    const refused = await sign(token, action, {
      signer: 'anything',
      name: 'Anyone',
      consent: 'yes',
      sha256: action.sha256!,
    })
    expect([refused.status, refused.text]).toEqual([
      409,
      'The Action of the Incorporator is not signed on this page.',
    ])
    // The directors sign their own resolutions.
    const resolutions = made.find((doc) => doc.kind === 'directorsResolutions')!
    const directors = await payload.findByID({
      collection: 'order-documents',
      id: resolutions.id,
      overrideAccess: true,
      depth: 0,
    })
    expect((directors.signers as { name: string }[]).map((line) => line.name)).toEqual([
      'Grace Hopper',
      'Alan Turing',
    ])
  })
})
