import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Form } from '@/payload-types'

import { testPayload } from '../helpers'
import { graphql, newAddress, rest } from '../orders/helpers'

let payload: Payload
const forms: Record<string, Form> = {}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'forms', limit: 50, overrideAccess: true })
  for (const form of docs) forms[form.title] = form
})

type Row = { field: string; value: unknown }
const rows = (values: Record<string, unknown>): Row[] =>
  Object.entries(values).map(([field, value]) => ({ field, value }))

const submit = (title: string, values: Record<string, unknown>, address = newAddress()) =>
  rest('POST', 'form-submissions', {
    address,
    body: JSON.stringify({ form: forms[title]!.id, submissionData: rows(values) }),
  })

/** The fields a 400 answer names, with their messages. */
const named = (json: any): Record<string, string> =>
  Object.fromEntries(
    (json?.errors?.[0]?.data?.errors ?? []).map((e: { path: string; message: string }) => [
      e.path,
      e.message,
    ]),
  )

const person = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }
const contact = {
  ...person,
  subject: 'Registered agent',
  message: 'Can you be our registered agent in Delaware?\nThank you.',
}

describe('a form submission', () => {
  it('is stored while as many visitors send at once as the database pool has connections, and more', async () => {
    // The per-address limit is counted inside Payload's transaction: on a pool of its own, so
    // a burst cannot leave every transaction waiting for a second connection of the same pool.
    const burst = await Promise.all(Array.from({ length: 15 }, () => submit('Contact', contact)))
    expect(burst.map((answer) => answer.status)).toEqual(Array(15).fill(201))
  })

  it('is stored as the visitor sent it, trimmed, with a summary for the admin list', async () => {
    const sent = await submit('Contact', { ...contact, firstName: '  Grace ' })
    expect(sent.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'form-submissions',
      id: sent.json.doc.id,
      overrideAccess: true,
    })
    expect(stored.submissionData?.find((row) => row.field === 'firstName')?.value).toBe('Grace')
    expect(stored.submissionData?.find((row) => row.field === 'message')?.value).toContain('\n')
    expect(stored.summary).toBe(
      'grace@example.com: Can you be our registered agent in Delaware? Thank you.',
    )
  })

  it.each([
    ['Contact', { ...contact, email: undefined }, 'email', 'Required'],
    ['Contact', { ...contact, email: 'grace@' }, 'email', 'Enter an email address'],
    ['Contact', { ...contact, subject: 'x'.repeat(201) }, 'subject', 'At most 200 characters'],
    ['Contact', { ...contact, lastName: 'Hop\u0000per' }, 'lastName', 'control characters'],
    ['Contact', { ...contact, phone: '12' }, 'phone', 'phone number'],
    ['Contact', { ...contact, message: { $gt: '' } }, 'message', 'Expected text'],
    [
      'Quote request',
      { ...person, companyType: 'LLP', state: 'Delaware' },
      'companyType',
      'Choose one',
    ],
    ['Quote request', { ...person, companyType: 'LLC', state: 'Atlantis' }, 'state', 'Choose one'],
    ['Newsletter', { email: 'a@b.co\r\nBcc: x@y.z' }, 'email', 'control characters'],
    [
      'Job application',
      { role: 'Platform Engineer', ...person, phone: '(302) 555-0142', privacy: false },
      'privacy',
      'tick this box',
    ],
  ])('of %s refuses bad input and names the field (%s)', async (title, values, field, message) => {
    const sent = await submit(title, values)
    expect(sent.status).toBe(400)
    expect(named(sent.json)[field]).toContain(message)
  })

  it("takes only the answers: no files named by id, no summary of the visitor's own", async () => {
    const sent = await rest('POST', 'form-submissions', {
      address: newAddress(),
      body: JSON.stringify({
        form: forms.Newsletter!.id,
        submissionData: rows({ email: 'sly@example.com' }),
        submissionUploads: [
          { field: 'resume', value: [{ relationTo: 'submission-files', value: 1 }] },
        ],
        summary: 'URGENT: wire money',
      }),
    })
    expect(sent.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'form-submissions',
      id: sent.json.doc.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.submissionUploads ?? []).toEqual([])
    expect(stored.summary).toBe('sly@example.com')
  })

  it('refuses unknown fields, a missing form and a filled honeypot', async () => {
    const unknown = await submit('Newsletter', { email: 'a@b.co', isAdmin: 'yes' })
    expect(unknown.status).toBe(400)
    expect(named(unknown.json).submissionData).toContain('Unknown field "isAdmin"')

    const noForm = await rest('POST', 'form-submissions', {
      address: newAddress(),
      body: JSON.stringify({ form: 999999, submissionData: rows({ email: 'a@b.co' }) }),
    })
    expect(noForm.status).toBe(400)
    expect(named(noForm.json).form).toBe('No such form.')

    const bot = await submit('Newsletter', { email: 'a@b.co', contact_fax: '555' })
    expect(bot.status).toBe(400)
    const stored = await payload.count({
      collection: 'form-submissions',
      where: { 'submissionData.value': { equals: '555' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('is limited per address: the eleventh in ten minutes waits, another address does not', async () => {
    const address = newAddress()
    for (let i = 0; i < 10; i++) {
      expect((await submit('Newsletter', { email: `n${i}@example.com` }, address)).status).toBe(201)
    }
    const limited = await submit('Newsletter', { email: 'n11@example.com' }, address)
    expect(limited.status).toBe(429)
    expect(limited.json.errors[0].message).toMatch(/Too many messages.*try again in \d+ minute/)
    expect((await submit('Newsletter', { email: 'other@example.com' })).status).toBe(201)
  })
})

describe('a job application', () => {
  const application = {
    role: 'Formation Specialist (State Filings)',
    ...person,
    phone: '(302) 555-0142',
    privacy: true,
  }
  const apply = (file: File, address = newAddress()) => {
    const body = new FormData()
    body.append(
      '_payload',
      JSON.stringify({ form: forms['Job application']!.id, submissionData: rows(application) }),
    )
    body.append('resume', file)
    return rest('POST', 'form-submissions', { address, body })
  }

  it('stores an attached résumé where only staff can read it', async () => {
    const pdf = new File(
      ['%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n'],
      'resume.pdf',
      { type: 'application/pdf' },
    )
    const sent = await apply(pdf)
    expect(sent.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'form-submissions',
      id: sent.json.doc.id,
      depth: 0,
      overrideAccess: true,
    })
    const fileId = stored.submissionUploads?.[0]?.value[0]?.value
    expect(fileId).toBeTruthy()
    expect(stored.submissionData?.find((row) => row.field === 'privacy')?.value).toBe('Yes')
    expect((await rest('GET', `submission-files/${fileId}`)).status).toBe(403)
    expect((await rest('GET', 'submission-files')).status).toBe(403)
  })

  it('refuses a web page or an SVG named resume.pdf, saying it must be a PDF, and keeps neither', async () => {
    const stored = async () =>
      (await payload.count({ collection: 'submission-files', overrideAccess: true })).totalDocs
    const before = await stored()
    for (const content of [
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ]) {
      const sent = await apply(new File([content], 'resume.pdf', { type: 'application/pdf' }))
      expect(sent.status).toBe(400)
      expect(named(sent.json).resume).toMatch(/The file must be a PDF/)
    }
    expect(await stored()).toBe(before)
  })

  it('keeps a real PDF as a PDF whatever type the browser claimed for it', async () => {
    const pdf = new File([await readFile('tests/fixtures/formation-document.pdf')], 'cv.pdf', {
      type: 'text/plain',
    })
    const sent = await apply(pdf)
    expect(sent.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'form-submissions',
      id: sent.json.doc.id,
      depth: 1,
      overrideAccess: true,
    })
    expect(stored.submissionUploads?.[0]?.value[0]?.value).toMatchObject({
      filename: expect.stringMatching(/^cv(-\d+)?\.pdf$/),
      mimeType: 'application/pdf',
    })
  })

  it('refuses a file that is not a document, or too large', async () => {
    const page = new File(['<script>alert(1)</script>'], 'resume.html', { type: 'text/html' })
    const html = await apply(page)
    expect(html.status).toBe(400)
    expect(html.text).toMatch(/not allowed/i)

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'resume.pdf', {
      type: 'application/pdf',
    })
    const large = await apply(big)
    expect(large.status).toBeGreaterThanOrEqual(400)
    expect(large.status).toBeLessThan(500)
  })
})

describe('submissions are for staff only', () => {
  it('refuses anonymous REST list, read, update and delete', async () => {
    const sent = await submit('Newsletter', { email: 'private@example.com' })
    const id = sent.json.doc.id
    expect((await rest('GET', 'form-submissions')).status).toBe(403)
    expect((await rest('GET', `form-submissions/${id}`)).status).toBe(403)
    expect(
      (await rest('PATCH', `form-submissions/${id}`, { body: JSON.stringify({ summary: 'x' }) }))
        .status,
    ).toBe(403)
    expect((await rest('DELETE', `form-submissions/${id}`)).status).toBe(403)
  })

  it('refuses anonymous GraphQL reads', async () => {
    const list = await graphql(
      '{ FormSubmissions { docs { id summary submissionData { value } } } }',
    )
    expect(list.status).toBe(401)
    expect(list.json.errors[0].message).toMatch(/signed-in staff/i)
    expect(list.text).not.toContain('private@example.com')
  })

  it('shows forms to visitors without the addresses their emails go to', async () => {
    await payload.update({
      collection: 'forms',
      id: forms.Contact!.id,
      data: { emails: [{ emailTo: 'sales-team@formation.example', subject: 'New message' }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const answer = await rest('GET', `forms/${forms.Contact!.id}`)
    expect(answer.status).toBe(200)
    expect(answer.text).not.toContain('sales-team@formation.example')
    await payload.update({
      collection: 'forms',
      id: forms.Contact!.id,
      data: { emails: [] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
})
