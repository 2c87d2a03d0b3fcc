import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { checkFieldKey } from '@/order/server/fieldKey/check'
import { rotateFieldKey } from '@/order/server/fieldKey/rotate'
import { clientRecordDigest, orderFields } from '@/order/server/orderRecord'
import { clientRequestSchema } from '@/order/schema'
import {
  decryptField,
  decrypts,
  encryptField,
  fieldKeyFingerprint,
} from '@/utilities/fieldEncryption'

import { context, testPayload } from '../helpers'
import { clientBody, paidOrder, postOrder, SSN } from '../orders/helpers'
import { copyOrder, insertOrder, type KeyDatabase, keyDatabase, runBin } from './keyDatabase'

/**
 * `npm run rotate-key` on a database of this file's own, holding copies of orders made through
 * the endpoints on the shared test database (sealed with the test key, which stays as it is).
 */
const keyOf = (byte: string) => Buffer.from(byte.repeat(32), 'hex')
const TEST_KEY = Buffer.from(process.env.FIELD_ENCRYPTION_KEY!, 'hex')
const [NEW, WRONG, THIRD] = [keyOf('c3'), keyOf('d4'), keyOf('e5')]

let payload: Payload
let shared: pg.Pool
let db: KeyDatabase
let dataDir: string
const made: { id: number; body: ReturnType<typeof clientBody> }[] = []

beforeAll(async () => {
  payload = await testPayload()
  shared = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  for (const name of ['Rotated One', 'Rotated Two']) {
    const { id, body } = await paidOrder({ llcname: name })
    const record = clientBody(body)
    expect((await postOrder('client', record)).status).toBe(200)
    made.push({ id, body: record })
  }
  db = await keyDatabase('field_key_rotate')
  dataDir = mkdtempSync(path.join(tmpdir(), 'rotate-key-'))
}, 180_000)

afterAll(async () => {
  await db?.drop()
  await payload.delete({
    collection: 'orders',
    where: { id: { in: made.map(({ id }) => id) } },
    overrideAccess: true,
    context,
  })
  await shared.end()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await db.reset()
  for (const { id } of made) await copyOrder(shared, db.pool, id)
})

const rows = async () =>
  (await db.pool.query('SELECT id, ssn, client_record_digest, updated_at FROM orders ORDER BY id'))
    .rows
const fingerprint = async () =>
  (await db.pool.query('SELECT fingerprint FROM field_key_fingerprint')).rows[0]?.fingerprint

const rotateKey = (old: Buffer, next: Buffer) =>
  runBin('tsx', ['scripts/run.ts', 'rotate-key'], {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    FIELD_ENCRYPTION_KEY: old.toString('hex'),
    NEW_FIELD_ENCRYPTION_KEY: next.toString('hex'),
  })

/** rotateFieldKey on a connection of its own, as the command runs it. */
async function rotate(old: Buffer, next: Buffer) {
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    return await rotateFieldKey(client, { old, new: next })
  } finally {
    await client.end()
  }
}

describe('npm run rotate-key', () => {
  it('re-encrypts every SSN and digest under the new key and moves the fingerprint', async () => {
    await checkFieldKey(db.pool, TEST_KEY)
    writeFileSync(path.join(dataDir, 'field-encryption-key'), TEST_KEY.toString('hex'))
    const before = await rows()

    const run = await rotateKey(TEST_KEY, NEW)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain('SSNs re-encrypted: 2 (already under the new key: 0)')
    expect(run.stdout).toContain(
      'client-record digests recomputed: 2 (of orders edited since their record arrived: 0)',
    )
    for (const secret of [SSN, TEST_KEY.toString('hex'), NEW.toString('hex')])
      expect(run.stdout + run.stderr).not.toContain(secret)

    const after = await rows()
    for (const [index, row] of after.entries()) {
      expect(decryptField(row.ssn, NEW)).toBe(SSN)
      expect(decrypts(row.ssn, TEST_KEY)).toBe(false)
      // The digest the client endpoint would make of the same record with the new key.
      const fields = orderFields(clientRequestSchema.parse(made[index]!.body))
      expect(row.client_record_digest).toBe(clientRecordDigest(fields, NEW))
      expect(row.updated_at).toEqual(before[index].updated_at)
    }
    expect(await fingerprint()).toBe(fieldKeyFingerprint(NEW))
    expect(await checkFieldKey(db.pool, NEW)).toBe('matched')
    await expect(checkFieldKey(db.pool, TEST_KEY)).rejects.toThrow(/^FIELD_ENCRYPTION_KEY is not/)
    expect(readFileSync(path.join(dataDir, 'field-encryption-key'), 'utf8')).toBe(
      NEW.toString('hex'),
    )
  }, 120_000)

  it('refuses an old key that is not the recorded one, and changes nothing', async () => {
    await checkFieldKey(db.pool, TEST_KEY)
    const before = await rows()
    const run = await rotateKey(WRONG, NEW)
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^FIELD_ENCRYPTION_KEY is not the key this database's SSNs are/),
    ])
    expect(await rows()).toEqual(before)
    expect(await fingerprint()).toBe(fieldKeyFingerprint(TEST_KEY))
  }, 120_000)
})

describe('rotating the field key', () => {
  it('brings a table that mixes two keys under the new one', async () => {
    await insertOrder(db.pool, encryptField(SSN, NEW))
    const report = await rotate(TEST_KEY, NEW)
    expect(report).toMatchObject({ ssnsReencrypted: 2, ssnsAlreadyNew: 1, digestsRebuilt: 0 })
    for (const row of await rows()) expect(decryptField(row.ssn, NEW)).toBe(SSN)
    expect(await fingerprint()).toBe(fieldKeyFingerprint(NEW))
    // Run again: the database is under the new key already.
    expect(await rotate(TEST_KEY, NEW)).toMatchObject({ alreadyDone: true, ssnsReencrypted: 0 })
  })

  it('refuses when an SSN opens with neither key, and changes nothing', async () => {
    await insertOrder(db.pool, encryptField(SSN, THIRD))
    const before = await rows()
    await expect(rotate(TEST_KEY, NEW)).rejects.toThrow(
      'FIELD_ENCRYPTION_KEY does not decrypt 1 of the SSNs stored in this database',
    )
    expect(await rows()).toEqual(before)
    expect(await fingerprint()).toBeUndefined()
  })

  it('recomputes the digest of a record edited since it arrived over the record as it stands', async () => {
    await db.pool.query("UPDATE orders SET company_city = 'Wilmington' WHERE id = $1", [
      made[0]!.id,
    ])
    expect(await rotate(TEST_KEY, NEW)).toMatchObject({ digestsRecomputed: 2, digestsRebuilt: 1 })
    const fields = orderFields(
      clientRequestSchema.parse({ ...made[0]!.body, companyCity: 'Wilmington' }),
    )
    expect((await rows())[0].client_record_digest).toBe(clientRecordDigest(fields, NEW))
  })

  it('refuses while a server runs on the database', async () => {
    const server = await db.pool.connect()
    try {
      await server.query("SELECT pg_advisory_lock(hashtext('formation:jobs'))")
      await expect(rotate(TEST_KEY, NEW)).rejects.toThrow(/A server of the app is running/)
    } finally {
      server.release(true)
    }
    expect(await fingerprint()).toBeUndefined()
  })
})
