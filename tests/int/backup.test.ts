import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decryptField, fieldKeyFingerprint } from '@/utilities/fieldEncryption'

import { backup } from '../../scripts/backup'
import { createDatabase, dropDatabase } from '../../scripts/lib/database'
import { RestoreRefused, restore } from '../../scripts/restore'
import { testPayload } from './helpers'
import {
  clientBody,
  ownData,
  paidOrder,
  postOrder,
  removeStaffMembers,
  rest,
  SSN,
  staffMember,
} from './orders/helpers'

const FORMATION_PDF = 'tests/fixtures/formation-document.pdf'
const RESTORED = `restored_${process.pid}`

let payload: Payload
let work: string
let restoredUrl: string

beforeAll(async () => {
  payload = await testPayload()
  work = await mkdtemp(path.join(tmpdir(), 'formation-backup-test-'))
  restoredUrl = await createDatabase(process.env.DATABASE_URL!, RESTORED)
})

afterAll(async () => {
  await removeStaffMembers(payload)
  await dropDatabase(process.env.DATABASE_URL!, RESTORED)
  await rm(work, { recursive: true, force: true })
})

/** Runs a query on the restored database. */
async function onRestored<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: restoredUrl })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

describe('a backup', () => {
  it('restores into a fresh database and folders with the same orders, documents and SSNs', async () => {
    const own = ownData()
    const { id, body } = await paidOrder({ llcname: own.llcname, email: own.email })
    const recorded = await postOrder('client', clientBody(body), { address: own.address })
    expect(recorded.status, recorded.text).toBe(200)
    const editor = await staffMember(payload, 'editor')
    const form = new FormData()
    const pdf = await readFile(FORMATION_PDF)
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'articles.pdf')
    form.append('_payload', JSON.stringify({ order: id }))
    const uploaded = await rest('POST', 'order-documents', { body: form, headers: editor.headers })
    expect(uploaded.status, uploaded.text).toBe(201)
    const storedName = uploaded.json.doc.filename as string

    const archive = path.join(work, 'site.tar.gz')
    // The media library of a long-used checkout can be large: this test's is empty.
    const media = path.join(work, 'source-media')
    const { manifest } = await backup({
      databaseUrl: process.env.DATABASE_URL!,
      archive,
      env: { ...process.env, MEDIA_DIR: media },
    })
    expect(manifest.database.orders).toBeGreaterThan(0)
    // Names of the secrets a restore needs, never their values.
    const text = JSON.stringify(manifest)
    expect(text).toContain('FIELD_ENCRYPTION_KEY')
    expect(text).not.toContain(process.env.FIELD_ENCRYPTION_KEY!)
    expect(text).not.toContain(process.env.PAYLOAD_SECRET!)
    expect(manifest.fieldEncryptionKey.fingerprint).toBe(fieldKeyFingerprint())

    const folders = {
      MEDIA_DIR: path.join(work, 'media'),
      SUBMISSION_FILES_DIR: path.join(work, 'submission-files'),
      ORDER_DOCUMENTS_DIR: path.join(work, 'order-documents'),
    }
    const env = { ...process.env, ...folders, S3_BUCKET: '' }
    // With another key (or none) the SSNs could not be read: refused before anything is written.
    for (const key of ['ab'.repeat(32), undefined])
      await expect(
        restore({ archive, databaseUrl: restoredUrl, env: { ...env, FIELD_ENCRYPTION_KEY: key } }),
      ).rejects.toThrow(/FIELD_ENCRYPTION_KEY is not the key/)
    expect(await onRestored("SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([])
    await restore({ archive, databaseUrl: restoredUrl, env })

    const [order] = await onRestored<{ llcname: string; ssn: string; status: string }>(
      'SELECT llcname, ssn, status FROM orders WHERE id = $1',
      [id],
    )
    expect(order).toMatchObject({ llcname: own.llcname, status: 'paid' })
    expect(order!.ssn).not.toContain(SSN)
    expect(decryptField(order!.ssn)).toBe(SSN)
    const [document] = await onRestored<{ filename: string }>(
      'SELECT filename FROM order_documents WHERE order_id = $1',
      [id],
    )
    expect(document?.filename).toBe(storedName)
    expect(await readFile(path.join(folders.ORDER_DOCUMENTS_DIR, storedName))).toEqual(pdf)

    // A second restore finds the database in use and changes nothing.
    await expect(restore({ archive, databaseUrl: restoredUrl, env })).rejects.toThrow(
      RestoreRefused,
    )
  }, 120_000)
})
