import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as documentLink } from '@/app/(site)/order/[token]/documents/[id]/route'
import { ensureLinkToken } from '@/order/server/orderLinks'
import { DOCUMENT_TICKET_SECONDS, documentTicketOf } from '@/security/orderLinkTokens'

import { testPayload } from '../helpers'
import { paidOrder, removeStaffMembers, rest, staffMember } from '../orders/helpers'

// A customer downloads a completed order's documents through a ticket of a few minutes that their
// order page hands out; without one, only staff read the files.

let payload: Payload
let staff: Record<string, string>
const made: number[] = []

async function upload(order?: number) {
  const pdf = await readFile('tests/fixtures/formation-document.pdf')
  const form = new FormData()
  const name = `documents-test-${randomUUID()}.pdf`
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify(order ? { order } : {}))
  const stored = await rest('POST', 'order-documents', { body: form, headers: staff })
  expect(stored.status, stored.text).toBe(201)
  made.push(stored.json.doc.id)
  return { id: stored.json.doc.id as number, filename: stored.json.doc.filename as string }
}

const download = (filename: string, ticket?: string, headers: Record<string, string> = {}) =>
  rest(
    'GET',
    `order-documents/file/${encodeURIComponent(filename)}${ticket ? `?ticket=${ticket}` : ''}`,
    { headers },
  )

beforeAll(async () => {
  payload = await testPayload()
  staff = (await staffMember(payload, 'editor')).headers
})

afterAll(async () => {
  if (made.length)
    await payload.delete({ collection: 'order-documents', where: { id: { in: made } } })
  await removeStaffMembers(payload)
})

describe('an order document’s file', () => {
  it('downloads with a live ticket for it, as a private attachment', async () => {
    const { filename } = await upload()
    const answer = await download(filename, documentTicketOf(filename))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('content-disposition')).toBe('attachment')
    expect(answer.text.startsWith('%PDF')).toBe(true)
  })

  it('is refused with an expired, a tampered or another file’s ticket, or none', async () => {
    const { filename } = await upload()
    const other = await upload()
    const expired = documentTicketOf(filename, Date.now() - (DOCUMENT_TICKET_SECONDS + 1) * 1000)
    const live = documentTicketOf(filename)
    const tampered = `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`
    const later = `${Number(live.split('.')[0]) + 3600}.${live.split('.')[1]}`
    for (const ticket of [expired, tampered, later, documentTicketOf(other.filename), undefined])
      expect((await download(filename, ticket)).status, String(ticket)).toBe(403)
  })

  it('is read by staff without a ticket, and a ticket never opens the record through the API', async () => {
    const { id, filename } = await upload()
    expect((await download(filename, undefined, staff)).status).toBe(200)
    const record = await rest('GET', `order-documents/${id}?ticket=${documentTicketOf(filename)}`)
    expect(record.status).toBe(403)
  })
})

describe('a document link on the order page', () => {
  const open = (token: string, id: number | string) =>
    documentLink(new Request(`http://localhost/order/${token}/documents/${id}`), {
      params: Promise.resolve({ token, id: String(id) }),
    })

  it('leads to the file with a working ticket once the order is completed, for its own documents only', async () => {
    const { id: orderId } = await paidOrder()
    const token = (await ensureLinkToken(payload, orderId))!
    const own = await upload(orderId)
    const stranger = await upload()

    // Not completed yet: no documents.
    expect((await open(token, own.id)).status).toBe(404)

    await payload.db.updateOne({
      collection: 'orders',
      where: { id: { equals: orderId } },
      data: { status: 'completed' },
    })
    const answer = await open(token, own.id)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const location = new URL(answer.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe(`/api/order-documents/file/${encodeURIComponent(own.filename)}`)
    const file = await download(own.filename, location.searchParams.get('ticket')!)
    expect(file.status).toBe(200)

    expect((await open(token, stranger.id)).status).toBe(404)
    expect((await open('A'.repeat(43), own.id)).status).toBe(404)
    expect((await open(token, 'x1')).status).toBe(404)
  })
})
