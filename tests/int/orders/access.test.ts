import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { context, testPayload } from '../helpers'
import { clientBody, graphql, newAddress, PASSWORD, payBody, postOrder, rest, SSN } from './helpers'

let payload: Payload
let orderId: number
let email: string
const answers: string[] = []

// Real accounts: what staff change is recorded with who changed it.
let editor: User
let admin: User

beforeAll(async () => {
  payload = await testPayload()
  const account = async (role: 'admin' | 'editor') =>
    ({
      ...(await payload.create({
        collection: 'users',
        data: { email: `${role}-${randomUUID()}@example.com`, password: randomUUID(), role },
        overrideAccess: true,
      })),
      collection: 'users',
    }) as User
  // The first account of a site becomes its admin, whatever its role says: the admin goes first.
  admin = await account('admin')
  editor = await account('editor')
  const pay = payBody()
  email = pay.email
  const paid = await postOrder('pay', pay, { address: newAddress() })
  const client = await postOrder('client', clientBody(pay))
  answers.push(paid.text, client.text)
  orderId = paid.json.data.orderId
})

// users.test.ts checks what the very first account of a site becomes: leave none behind.
afterAll(() =>
  payload.delete({
    collection: 'users',
    where: { id: { in: [admin.id, editor.id] } },
    overrideAccess: true,
  }),
)

describe('orders are not public', () => {
  it('refuses anonymous REST list, read, create, update and delete', async () => {
    const list = await rest('GET', 'orders')
    const read = await rest('GET', `orders/${orderId}`)
    const create = await rest('POST', 'orders', { body: JSON.stringify(payBody()) })
    const update = await rest('PATCH', `orders/${orderId}`, {
      body: JSON.stringify({ status: 'paid', total: 0 }),
    })
    const remove = await rest('DELETE', `orders/${orderId}`)
    answers.push(list.text, read.text, create.text, update.text, remove.text)

    expect([list.status, read.status, create.status, update.status, remove.status]).toEqual([
      403, 403, 403, 403, 403,
    ])
    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      overrideAccess: true,
    })
    expect(order.total).toBe(309)
  })

  it('refuses anonymous GraphQL reads and writes', async () => {
    const list = await graphql('{ Orders { docs { id email llcname } } }')
    const one = await graphql('query ($id: Int!) { Order(id: $id) { id email } }', { id: orderId })
    const create = await graphql(
      'mutation { createOrder(data: { llcname: "x", designator: LLC, formationState: delaware, clientPackage: free, total: 0, stateFee: 0, email: "a@b.co", checkoutId: "x", status: paid }) { id } }',
    )
    const update = await graphql(
      'mutation ($id: Int!) { updateOrder(id: $id, data: { total: 0 }) { id } }',
      { id: orderId },
    )
    answers.push(list.text, one.text, create.text, update.text)

    for (const answer of [list, one, create, update]) {
      expect(answer.status, answer.text).toBe(401)
      expect(answer.json.errors?.[0]?.message, answer.text).toMatch(/signed-in staff/i)
      expect(JSON.stringify(answer.json.data ?? {})).not.toContain(email)
    }
    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      overrideAccess: true,
    })
    expect(order.total).toBe(309)
  })

  it('lets editors read orders without the responsible party', async () => {
    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      overrideAccess: false,
      user: editor,
    })
    expect(order.email).toBe(email)
    for (const field of ['ssn', 'hasSSN', 'ssnFirstName', 'ssnLastName', 'passwordHash']) {
      expect(order).not.toHaveProperty(field)
    }
    await expect(
      payload.update({
        collection: 'orders',
        id: orderId,
        data: { total: 0 },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('lets admins read the SSN, but nobody the password hash', async () => {
    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      overrideAccess: false,
      user: admin,
    })
    expect(order.ssn).toBe(SSN)
    expect(order).not.toHaveProperty('passwordHash')
  })

  it('never puts the password or the SSN in an answer', () => {
    expect(answers.length).toBeGreaterThan(5)
    for (const text of answers) {
      expect(text).not.toContain(PASSWORD)
      expect(text).not.toContain(SSN)
      expect(text).not.toContain('scrypt$')
    }
  })
})

describe('state fees', () => {
  it('are readable by anyone', async () => {
    const { status, json } = await rest('GET', 'state-fees?limit=100&sort=slug')
    expect(status).toBe(200)
    expect(json.totalDocs).toBe(51)
    expect(json.docs[0]).toMatchObject({
      slug: 'alabama',
      name: 'Alabama',
      llc: 236,
      corporation: 236,
      nonprofit: 236,
    })
  })

  it('cannot be changed anonymously', async () => {
    const fee = (
      await payload.find({ collection: 'state-fees', where: { slug: { equals: 'delaware' } } })
    ).docs[0]!
    expect(
      (await rest('PATCH', `state-fees/${fee.id}`, { body: JSON.stringify({ llc: 1 }) })).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', 'state-fees', {
          body: JSON.stringify({ name: 'X', slug: 'x', llc: 1, corporation: 1, nonprofit: 1 }),
        })
      ).status,
    ).toBe(403)
  })

  it('can be edited by editors, as whole non-negative dollars only', async () => {
    const fee = (
      await payload.find({ collection: 'state-fees', where: { slug: { equals: 'texas' } } })
    ).docs[0]!
    const update = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'state-fees',
        id: fee.id,
        data,
        overrideAccess: false,
        user: editor,
        context,
      })

    for (const bad of [-1, 12.5, 'abc', null]) {
      await expect(update({ llc: bad })).rejects.toThrow(/LLC/)
    }
    await expect(update({ llc: -1 })).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'llc', message: 'Enter the fee in whole dollars: an integer, 0 or more.' },
        ],
      },
    })
    await expect(update({ slug: 'atlantis' })).rejects.toThrow()

    const changed = await update({ llc: 301 })
    expect(changed.llc).toBe(301)
    await update({ llc: fee.llc })
  })

  it('price new orders as soon as they change', async () => {
    const fee = (
      await payload.find({ collection: 'state-fees', where: { slug: { equals: 'ohio' } } })
    ).docs[0]!
    await payload.update({ collection: 'state-fees', id: fee.id, data: { llc: 120 }, context })
    try {
      const body = payBody({ formationState: 'ohio', amount: 199 + 99 })
      const stale = await postOrder('pay', body, { address: newAddress() })
      expect(stale.status).toBe(409)
      expect(stale.json.data.total).toBe(199 + 120)
      expect(
        (await postOrder('pay', { ...body, amount: 199 + 120 }, { address: newAddress() })).status,
      ).toBe(200)
    } finally {
      await payload.update({
        collection: 'state-fees',
        id: fee.id,
        data: { llc: fee.llc },
        context,
      })
    }
  })
})
