import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect } from 'vitest'

import { loadStateFeeTable } from '@/content/stateFeeTable'
import { deliverablesOf, documentsOf } from '@/order/deliverables'
import { priceOrder } from '@/order/pricing'
import { makeOrderDocuments } from '@/order/server/documents/make'
import type { OrderDocument } from '@/payload-types'
import { dataFolders } from '@/utilities/dataFolders'

import { submitDetails } from './filingHelpers'
import { newAddress, ownData, payBody, postOrder, rest, staffMember } from './helpers'

// Orders with their documents made, and what those documents say (docs/documents.md).

export type Made = Pick<
  OrderDocument,
  'id' | 'kind' | 'version' | 'current' | 'filename' | 'sha256' | 'madeFrom'
>

export const madeOf = async (payload: Payload, order: number) =>
  (
    await payload.db.find<Made>({
      collection: 'order-documents',
      where: { and: [{ order: { equals: order } }, { origin: { equals: 'generated' } }] },
      sort: 'createdAt',
      limit: 100,
      pagination: false,
    })
  ).docs

/** Waits for the job the submission queued (it runs at once after the request) to finish. */
export async function documentsMade(
  payload: Payload,
  order: number,
  count: number,
): Promise<Made[]> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const made = (await madeOf(payload, order)).filter((doc) => doc.current)
    if (made.length >= count || Date.now() > deadline) return made
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export async function pdfTextOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes))
  const { text, totalPages } = await extractText(proxy, { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), pages: totalPages }
}

export async function textOf(doc: Made): Promise<{ text: string; pages: number }> {
  return pdfTextOf(await readFile(`${dataFolders().orderDocuments}/${doc.filename}`))
}

/** A paid order with its details submitted, and the documents they made. */
export async function orderWithDocuments(payload: Payload, overrides: Record<string, unknown>) {
  const llcname = `${ownData().llcname.slice(0, 150)} ${randomUUID().slice(0, 8)}`
  const body = payBody({ llcname, ...overrides })
  body.amount = priceOrder(body as never, await loadStateFeeTable(payload)).total
  const paid = await postOrder('pay', body, { address: newAddress() })
  expect(paid.status, paid.text).toBe(200)
  const id = paid.json.data.orderId as number
  await submitDetails(payload, id)
  const expected = documentsOf(body as never)
  const made = await documentsMade(payload, id, expected.length)
  return { id, llcname, made, expected }
}

/** Waits for the whole set of documents the submitted details make; the order. */
export async function documentsReady(payload: Payload, id: number) {
  const order = await payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })
  const made = await documentsMade(payload, id, documentsOf(order).length)
  expect(made.length).toBe(documentsOf(order).length)
  return order
}

/**
 * Everything the order paid for, delivered: its documents made (waited for), each work item
 * marked done by staff through the order's actions. What completion asks first.
 */
export async function deliverAll(payload: Payload, id: number, headers: Record<string, string>) {
  const order = await documentsReady(payload, id)
  for (const deliverable of deliverablesOf(order).filter((candidate) => candidate.work)) {
    const done = await rest('POST', `orders/${id}/work`, {
      body: JSON.stringify({ item: deliverable.key, action: 'done' }),
      headers,
    })
    expect(done.status, done.text).toBe(200)
  }
}

type LlcMember = { name: string; ownership: number }

/**
 * An admin corrects the LLC's members in the admin (a new version of the details), and the
 * documents are made again from it, as the queued job would.
 */
export async function correctMembers(
  payload: Payload,
  id: number,
  change: (member: LlcMember, index: number) => LlcMember,
) {
  const admin = await staffMember(payload, 'admin')
  const { docs } = await payload.find({
    collection: 'filing-details',
    where: { order: { equals: id } },
    overrideAccess: true,
    depth: 0,
  })
  const people = docs[0]!.llcPeople as { members: LlcMember[] }
  const llcPeople = { ...people, members: people.members.map(change) }
  const corrected = await rest('PATCH', `filing-details/${docs[0]!.id}`, {
    body: JSON.stringify({ llcPeople }),
    headers: admin.headers,
  })
  expect(corrected.status, corrected.text).toBe(200)
  return makeOrderDocuments(payload, id)
}
