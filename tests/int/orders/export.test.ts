import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Orders } from '@/collections/Orders'

import { testPayload } from '../helpers'
import {
  clientBody,
  paidOrder,
  PASSWORD,
  postOrder,
  rest,
  SSN,
  removeStaffMembers,
  staffMember,
} from './helpers'

let payload: Payload
let admin: Awaited<ReturnType<typeof staffMember>>
let editor: Awaited<ReturnType<typeof staffMember>>
const run = Date.now().toString(36)

/** The orders CSV as the list's export menu downloads it, for a `where` of the list's filters. */
const exportCsv = (where: unknown, headers: Record<string, string>) =>
  rest('POST', 'exports/download', {
    body: JSON.stringify({ data: { collectionSlug: 'orders', format: 'csv', where } }),
    headers,
  })

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffMember(payload, 'admin')
  editor = await staffMember(payload, 'editor')
  // Three Wyoming LLC orders and one in Nevada, each with a client record holding an SSN.
  for (const [state, company, fee] of [
    ['wyoming', `Export Wyo One ${run}`, 100],
    ['wyoming', `=HYPERLINK("x") Export Wyo Two ${run}`, 100],
    ['wyoming', `Export Wyo Three ${run}`, 100],
    ['nevada', `Export Nev ${run}`, 425],
  ] as const) {
    const { id, body } = await paidOrder({
      llcname: company,
      formationState: state,
      amount: 199 + fee,
    })
    const client = await postOrder('client', clientBody(body))
    expect(client.status, client.text).toBe(200)
    if (company.startsWith('Export Wyo Three')) {
      await rest('POST', `orders/${id}/status`, {
        body: JSON.stringify({ status: 'in_review' }),
        headers: editor.headers,
      })
    }
  }
})

afterAll(() => removeStaffMembers(payload))

describe('the orders CSV export', () => {
  it('holds the filtered orders (state and status) and no secret field', async () => {
    const where = {
      and: [
        { formationState: { equals: 'wyoming' } },
        { status: { equals: 'paid' } },
        { llcname: { contains: run } },
      ],
    }
    const answer = await exportCsv(where, editor.headers)
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/)
    const [header, ...rows] = answer.text.trim().split('\n')
    expect(rows).toHaveLength(2)
    expect(answer.text).toContain(`Export Wyo One ${run}`)
    // A cell that a spreadsheet would run as a formula is exported as text.
    expect(answer.text).toContain(`'=HYPERLINK`)
    expect(answer.text).not.toContain('Export Wyo Three')
    expect(answer.text).not.toContain('Export Nev')
    // Headers are the labels staff read in the admin, not the database's names.
    const columns = header!.split(',')
    for (const column of [
      'Company name',
      'Status',
      'Package',
      'State of formation',
      'Total',
      'Created at',
    ])
      expect(columns).toContain(column)
    expect(columns).not.toContain('llcname')
    for (const secret of [
      'ssn',
      'hasSSN',
      'ssnFirstName',
      'ssnLastName',
      'passwordHash',
      'squareSourceId',
      'squareIdempotencyKey',
      'clientRecordDigest',
      'refundPending',
      'checkoutId',
      'SSN',
      'Has an SSN',
      'Checkout key',
      'Password Hash',
    ])
      expect(columns).not.toContain(secret)
    expect(answer.text).not.toContain(SSN)
    expect(answer.text).not.toContain(PASSWORD)
    expect(answer.text).not.toContain('scrypt$')
    expect(answer.text).not.toContain('cnon:')
  })

  it('leaves SSNs out for admins too', async () => {
    const answer = await exportCsv({ llcname: { contains: run } }, admin.headers)
    expect(answer.status).toBe(200)
    expect(answer.text.trim().split('\n')).toHaveLength(5)
    expect(answer.text).not.toContain(SSN)
    expect(answer.text.split('\n')[0]!.split(',')).not.toContain('ssn')
  })

  it("holds the list's columns by default, with the order number and the customer's email, and all of the filtered rows", async () => {
    const orders = await payload.find({
      collection: 'orders',
      where: { llcname: { contains: run } },
      overrideAccess: true,
      depth: 0,
      limit: 0,
    })
    expect(orders.totalDocs).toBe(4)
    // What the export dialog sends when opened from the list: its default columns, no limit.
    const answer = await rest('POST', 'exports/download', {
      body: JSON.stringify({
        data: {
          collectionSlug: 'orders',
          format: 'csv',
          fields: Orders.admin!.defaultColumns,
          where: { llcname: { contains: run } },
        },
      }),
      headers: editor.headers,
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    const [header, ...rows] = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(header!.split(',')).toEqual([
      'Order number',
      'Company name',
      'Email',
      'Status',
      'Package',
      'State of formation',
      'Total',
      'Created at',
    ])
    expect(rows).toHaveLength(4)
    const numbers = rows.map((row) => Number(row.split(',')[0]))
    expect(numbers.sort()).toEqual(orders.docs.map((order) => order.id).sort())
    for (const order of orders.docs) expect(answer.text).toContain(order.email)
  })

  it('gives visitors nothing', async () => {
    const answer = await exportCsv({ llcname: { contains: run } }, {})
    expect(answer.status).not.toBe(200)
    expect(answer.text).not.toContain('Export Wyo')
  })
})
