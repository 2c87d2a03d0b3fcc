import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decryptField, encryptField } from '@/utilities/fieldEncryption'

import { context, testPayload } from '../helpers'
import {
  clientBody,
  paidOrder,
  postOrder,
  removeStaffMembers,
  rest,
  SSN,
  staffMember,
} from './helpers'

/**
 * An SSN sealed with another key than the server's (a key lost or mistyped, a restored backup)
 * reads as empty in the admin. Saving the order must not write that empty value over it: the
 * ciphertext stays until an admin types a new SSN or unchecks "Has an SSN", and the right key
 * opens it again. Only this file's orders hold the foreign ciphertext, and they are deleted after.
 */
const OTHER_KEY = Buffer.from('0f'.repeat(32), 'hex')
const NEW_SSN = '219-09-9999'

let payload: Payload
let pool: pg.Pool
let headers: Record<string, string>
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  headers = (await staffMember(payload, 'admin')).headers
})

afterAll(async () => {
  if (made.length)
    await payload.delete({
      collection: 'orders',
      where: { id: { in: made } },
      overrideAccess: true,
      context,
    })
  await removeStaffMembers(payload)
  await pool.end()
})

/** A paid order with its client record (SSN included), its SSN then sealed with `key`. */
async function orderWithSsnUnder(
  key: Buffer | null,
): Promise<{ id: number; stored: string | null }> {
  const { id, body } = await paidOrder()
  made.push(id)
  const client = await postOrder('client', clientBody(body))
  if (client.status !== 200) throw new Error(`client answered ${client.status}: ${client.text}`)
  if (key)
    await pool.query('UPDATE orders SET ssn = $1 WHERE id = $2', [encryptField(SSN, key), id])
  return { id, stored: await storedSsn(id) }
}

const storedSsn = async (id: number) =>
  (await pool.query('SELECT ssn FROM orders WHERE id = $1', [id])).rows[0].ssn as string | null

/** The order as the admin's edit form has it: every field, joins aside. */
async function formOf(id: number): Promise<Record<string, unknown>> {
  const read = await rest('GET', `orders/${id}?depth=0`, { headers })
  expect(read.status).toBe(200)
  const { timeline: _timeline, formationDocuments: _documents, ...fields } = read.json
  return fields
}

/** Saves the order as the admin form does: the whole form as `_payload`. */
async function save(id: number, fields: Record<string, unknown>) {
  const form = new FormData()
  form.append('_payload', JSON.stringify(fields))
  const saved = await rest('PATCH', `orders/${id}?depth=0`, { body: form, headers })
  expect(saved.status, saved.text).toBe(200)
  return saved.json.doc
}

describe('an SSN the server cannot decrypt', () => {
  it('reads as empty, and an admin save of other fields keeps the ciphertext', async () => {
    const { id, stored } = await orderWithSsnUnder(OTHER_KEY)
    const form = await formOf(id)
    expect(form.ssn).toBeNull()
    const saved = await save(id, { ...form, companyCity: 'Wilmington' })
    expect(saved.companyCity).toBe('Wilmington')
    expect(await storedSsn(id)).toBe(stored)
    // The right key opens it again.
    expect(decryptField(await storedSsn(id), OTHER_KEY)).toBe(SSN)
  })

  it('is kept when a save sends it empty, or leaves it out', async () => {
    const { id, stored } = await orderWithSsnUnder(OTHER_KEY)
    await save(id, { ...(await formOf(id)), ssn: '' })
    const { ssn: _ssn, ...withoutSsn } = await formOf(id)
    await save(id, withoutSsn)
    await save(id, { companyZipCode: '19801' })
    expect(await storedSsn(id)).toBe(stored)
  })

  it('is replaced by an SSN the admin types', async () => {
    const { id } = await orderWithSsnUnder(OTHER_KEY)
    const saved = await save(id, { ...(await formOf(id)), ssn: NEW_SSN })
    expect(saved.ssn).toBe(NEW_SSN)
    expect(await storedSsn(id)).toMatch(/^enc:v1:/)
    expect(decryptField(await storedSsn(id))).toBe(NEW_SSN)
  })

  it('is removed when the admin unchecks "Has an SSN"', async () => {
    const { id } = await orderWithSsnUnder(OTHER_KEY)
    const saved = await save(id, { ...(await formOf(id)), hasSSN: false })
    expect(saved.hasSSN).toBe(false)
    expect(await storedSsn(id)).toBeNull()
  })
})

describe('an SSN the server decrypts', () => {
  it('is kept by a save of other fields, and cleared when the admin empties it', async () => {
    const { id, stored } = await orderWithSsnUnder(null)
    const form = await formOf(id)
    expect(form.ssn).toBe(SSN)
    await save(id, { ...form, companyCity: 'Dover' })
    await save(id, { companyZipCode: '19901' })
    expect(await storedSsn(id)).toBe(stored)
    await save(id, { ...(await formOf(id)), ssn: '' })
    expect(await storedSsn(id)).toBeNull()
  })

  it('is removed when the admin unchecks "Has an SSN", as one it cannot read', async () => {
    const { id } = await orderWithSsnUnder(null)
    await save(id, { ...(await formOf(id)), hasSSN: false })
    expect(await storedSsn(id)).toBeNull()
  })
})
