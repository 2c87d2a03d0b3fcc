import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { checkFieldKey, FieldKeyRefused } from '@/order/server/fieldKey/check'
import { encryptField, fieldKeyFingerprint } from '@/utilities/fieldEncryption'

import { insertOrder, type KeyDatabase, keyDatabase, runBin } from './keyDatabase'

/**
 * The start-up check of FIELD_ENCRYPTION_KEY, on a database of this file's own: a server records
 * its key's fingerprint on the first start and refuses any other key after that.
 */
const keyOf = (byte: string) => Buffer.from(byte.repeat(32), 'hex')
const [A, B] = [keyOf('a1'), keyOf('b2')]
const SSN = '078-05-1120'

let db: KeyDatabase
beforeAll(async () => {
  db = await keyDatabase('field_key_check')
}, 180_000)
afterAll(() => db?.drop())
beforeEach(() => db.reset())

const recorded = async () =>
  (await db.pool.query('SELECT "fingerprint" FROM "field_key_fingerprint"')).rows.map(
    (row) => row.fingerprint as string,
  )
const refusal = (key: Buffer) =>
  checkFieldKey(db.pool, key).then(
    () => null,
    (error) => error,
  )

describe('the start-up check of the field-encryption key', () => {
  it('records the fingerprint of the key on the first start, then knows it again', async () => {
    expect(await checkFieldKey(db.pool, A)).toBe('recorded')
    expect(await recorded()).toEqual([fieldKeyFingerprint(A)])
    expect((await recorded())[0]).not.toContain(A.toString('hex').slice(0, 8))
    expect(await checkFieldKey(db.pool, A)).toBe('matched')
  })

  it('refuses another key in one line naming FIELD_ENCRYPTION_KEY, and keeps the fingerprint', async () => {
    await checkFieldKey(db.pool, A)
    const error = await refusal(B)
    expect(error).toBeInstanceOf(FieldKeyRefused)
    expect(error.message).toMatch(/^FIELD_ENCRYPTION_KEY is not the key this database's SSNs are/)
    expect(error.message).toContain('npm run rotate-key')
    expect(error.message).not.toContain('\n')
    expect(await recorded()).toEqual([fieldKeyFingerprint(A)])
  })

  it('records a key on a database with SSNs and no fingerprint only when it decrypts them', async () => {
    await insertOrder(db.pool, encryptField(SSN, A))
    await insertOrder(db.pool, encryptField(SSN, A))
    await insertOrder(db.pool, SSN) // stored before encryption at rest: any key reads it
    const error = await refusal(B)
    expect(error).toBeInstanceOf(FieldKeyRefused)
    expect(error.message).toBe(
      'FIELD_ENCRYPTION_KEY does not decrypt 2 of the 2 SSNs stored in this database: start with ' +
        'the key they were encrypted with (docs/operations.md).',
    )
    expect(await recorded()).toEqual([])
    expect(await checkFieldKey(db.pool, A)).toBe('recorded')
  })

  it('refuses a table that mixes keys, whichever of them the server has', async () => {
    await insertOrder(db.pool, encryptField(SSN, A))
    await insertOrder(db.pool, encryptField(SSN, B))
    for (const key of [A, B]) expect((await refusal(key)).message).toMatch(/decrypt 1 of the 2/)
    expect(await recorded()).toEqual([])
  })

  it('lets one of two servers starting together with different keys record its key', async () => {
    const outcomes = await Promise.allSettled(
      [A, B, A, B].map((key) => checkFieldKey(db.pool, key)),
    )
    const [winner] = await recorded()
    const winning = winner === fieldKeyFingerprint(A) ? A : B
    outcomes.forEach((outcome, index) =>
      expect(outcome.status).toBe([A, B, A, B][index] === winning ? 'fulfilled' : 'rejected'),
    )
  })

  it('stops the launcher before the server starts, with the line and no stack', async () => {
    await checkFieldKey(db.pool, A)
    const run = await runBin('tsx', ['scripts/run.ts', 'seed'], {
      DATABASE_URL: db.url,
      FIELD_ENCRYPTION_KEY: B.toString('hex'),
    })
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^FIELD_ENCRYPTION_KEY is not the key this database's SSNs are/),
      'Preparing the database failed (exit code 1).',
    ])
    expect(await recorded()).toEqual([fieldKeyFingerprint(A)])
  }, 120_000)
})
