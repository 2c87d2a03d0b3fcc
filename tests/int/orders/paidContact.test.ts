import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decryptField } from '@/utilities/fieldEncryption'

import { testPayload } from '../helpers'
import {
  clientBody,
  graphql,
  newAddress,
  paidOrder,
  postOrder,
  adminAndEditor,
  removeStaffMembers,
  rest,
  SSN,
  storedOrder,
} from './helpers'

let payload: Payload
let editor: { id: number; headers: Record<string, string> }
let admin: { id: number; headers: Record<string, string> }

beforeAll(async () => {
  payload = await testPayload()
  ;({ admin, editor } = await adminAndEditor(payload))
})

afterAll(async () => {
  await removeStaffMembers(payload)
})

const timeline = async (id: number) =>
  (
    await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
  ).docs.map((event) => event.summary)

describe("a paid order's checkout id", () => {
  it('is never in what staff read: REST, lists, GraphQL', async () => {
    const { id, body } = await paidOrder()
    for (const headers of [editor.headers, admin.headers]) {
      const one = await rest('GET', `orders/${id}?depth=0`, { headers })
      expect(one.status).toBe(200)
      expect(one.json).not.toHaveProperty('checkoutId')
      const list = await rest('GET', `orders?where[id][equals]=${id}&depth=0`, { headers })
      expect(list.text).not.toContain(body.checkoutId)
      const gql = await graphql(`{ Order(id: ${id}) { id checkoutId } }`, {}, { headers })
      expect(gql.text).not.toContain(body.checkoutId)
      expect(gql.json.errors).toBeUndefined()
      expect(gql.json.data.Order.checkoutId).toBeNull()
    }
    // Nor can staff find an order by it.
    const found = await rest('GET', `orders?where[checkoutId][equals]=${body.checkoutId}`, {
      headers: admin.headers,
    })
    expect(found.json.docs ?? []).toHaveLength(0)
  })

  it("is refused from staff credentials on the client endpoint, the customer's record unchanged", async () => {
    const { id, body } = await paidOrder()
    for (const { headers } of [editor, admin]) {
      const forged = clientBody(body, { email: 'staff@example.com', ssn: '111-22-3333' })
      const answer = await postOrder('client', forged, { headers, address: newAddress() })
      expect(answer.status, answer.text).toBe(403)
      expect(answer.text).toContain('Signed in as staff')
    }
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.email).toBe(body.email)
    expect(order?.clientRecordDigest).toBeFalsy()
    expect(decryptField(order?.ssn)).toBe(SSN)
    expect(id).toBe(order?.id)
  })
})

describe("a paid order's contact", () => {
  it('is not changed by a client call: another email, name or SSN is 409', async () => {
    const { body } = await paidOrder()
    const changes = [
      { email: 'someone.else@example.com' },
      { firstName: 'Eve' },
      { ssn: '111-22-3333' },
      { hasSSN: false, ssn: '' },
    ]
    for (const change of changes) {
      const answer = await postOrder('client', clientBody(body, change), { address: newAddress() })
      expect(answer.status, answer.text).toBe(409)
      expect(answer.text).toContain(Object.keys(change)[0])
      expect(answer.text).toContain('order page')
    }
    const order = await storedOrder(payload, body.checkoutId)
    expect(order?.email).toBe(body.email)
    expect(order?.firstName).toBe(body.firstName)
    expect(decryptField(order?.ssn)).toBe(SSN)
    expect(order?.clientRecordDigest).toBeFalsy()
    // The customer's own record still goes through afterwards.
    const own = await postOrder('client', clientBody(body), { address: newAddress() })
    expect(own.status, own.text).toBe(200)
  })

  it('is changed by an admin only, on the timeline with what changed and who', async () => {
    const { id } = await paidOrder()
    const byEditor = await rest('PATCH', `orders/${id}`, {
      body: JSON.stringify({ email: 'editor@example.com' }),
      headers: editor.headers,
    })
    expect(byEditor.status).toBe(403)

    const before = await payload.findByID({ collection: 'orders', id, overrideAccess: true })
    const byAdmin = await rest('PATCH', `orders/${id}`, {
      body: JSON.stringify({ email: 'new.address@example.com', ssn: '219-09-9999' }),
      headers: admin.headers,
    })
    expect(byAdmin.status, byAdmin.text).toBe(200)
    const lines = await timeline(id)
    const line = lines.find((summary) => summary.startsWith('Contact changed by staff'))
    expect(line).toContain(`email ${before.email} → new.address@example.com`)
    expect(line).toContain('the SSN replaced')
    expect(line).not.toContain('219-09-9999')
    expect(line).not.toContain(SSN)

    // A save that changes no contact field adds no line.
    await rest('PATCH', `orders/${id}`, {
      body: JSON.stringify({ phone: before.phone }),
      headers: admin.headers,
    })
    expect((await timeline(id)).filter((s) => s.startsWith('Contact changed'))).toHaveLength(1)
  })
})

describe("re-issuing the order page's link", () => {
  it('is for admins, and goes to the email the order has', async () => {
    const { id } = await paidOrder()
    const byEditor = await rest('POST', `orders/${id}/link`, {
      body: JSON.stringify({ action: 'reissue' }),
      headers: editor.headers,
    })
    expect(byEditor.status, byEditor.text).toBe(403)
    expect(byEditor.text).toContain('Only an admin')
    // An editor still stops a link that should not work.
    const revoke = await rest('POST', `orders/${id}/link`, {
      body: JSON.stringify({ action: 'revoke' }),
      headers: editor.headers,
    })
    expect(revoke.status, revoke.text).toBe(200)

    const { email } = await payload.findByID({ collection: 'orders', id, overrideAccess: true })
    const byAdmin = await rest('POST', `orders/${id}/link`, {
      body: JSON.stringify({ action: 'reissue' }),
      headers: admin.headers,
    })
    expect(byAdmin.status, byAdmin.text).toBe(200)
    expect(await timeline(id)).toContain(
      `Order page link re-issued and emailed to ${email}; the old one no longer works`,
    )
  })
})
