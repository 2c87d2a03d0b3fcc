import type pg from 'pg'

import {
  decrypts,
  decryptField,
  encryptField,
  fieldKeyFingerprint,
  isEncrypted,
} from '@/utilities/fieldEncryption'

import { clientRecordDigest } from '../orderRecord'
import { FieldKeyRefused } from './check'
import { recordedFingerprint, replaceFingerprint } from './fingerprint'
import { type KeyedOrder, keyedOrders, rewriteKeyed } from './storedRecords'

export type RotationKeys = { old: Buffer; new: Buffer }

/** What a rotation did, in counts (never a value). */
export type RotationReport = {
  /** The database was under the new key already (a rotation run twice): nothing changed. */
  alreadyDone: boolean
  ssnsReencrypted: number
  /** SSNs sealed with the new key already: a table that mixed the two keys ends under one. */
  ssnsAlreadyNew: number
  digestsRecomputed: number
  /** Of those, digests of a record edited since it arrived, recomputed over it as it stands. */
  digestsRebuilt: number
}

/**
 * Moves every value made with the field key to a new key, in one transaction: each sealed SSN is
 * decrypted with the old key and sealed with the new one, each client-record digest recomputed,
 * and the recorded fingerprint replaced. Refused, changing nothing, when the old key is not the
 * one recorded, when a server is running on the database (it would go on sealing with the old
 * key), or when an SSN opens with neither key. Replicas starting meanwhile wait for it.
 */
export async function rotateFieldKey(
  client: pg.ClientBase,
  keys: RotationKeys,
): Promise<RotationReport> {
  await client.query('BEGIN')
  try {
    const report = await rotate(client, keys)
    await client.query('COMMIT')
    return report
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}

const nothing = { ssnsReencrypted: 0, ssnsAlreadyNew: 0, digestsRecomputed: 0, digestsRebuilt: 0 }

async function rotate(client: pg.ClientBase, keys: RotationKeys): Promise<RotationReport> {
  await refuseWhileServing(client)
  const [oldPrint, newPrint] = [fieldKeyFingerprint(keys.old), fieldKeyFingerprint(keys.new)]
  if (oldPrint === newPrint)
    throw new FieldKeyRefused(
      'NEW_FIELD_ENCRYPTION_KEY is FIELD_ENCRYPTION_KEY: nothing to rotate.',
    )
  const recorded = await recordedFingerprint(client, { lock: true })
  if (recorded === newPrint) return { alreadyDone: true, ...nothing }
  if (recorded && recorded !== oldPrint)
    throw new FieldKeyRefused(
      "FIELD_ENCRYPTION_KEY is not the key this database's SSNs are encrypted with (its " +
        'fingerprint differs from the one recorded): set it to that key, and ' +
        'NEW_FIELD_ENCRYPTION_KEY to the new one. Nothing was changed.',
    )

  const orders = await keyedOrders(client)
  const unreadable = orders.filter(
    ({ record }) => ![keys.old, keys.new].some((key) => decrypts(record.ssn, key)),
  )
  if (unreadable.length)
    throw new FieldKeyRefused(
      `FIELD_ENCRYPTION_KEY does not decrypt ${unreadable.length} of the SSNs stored in this ` +
        'database (nor does NEW_FIELD_ENCRYPTION_KEY). Nothing was changed.',
    )
  const report: RotationReport = { alreadyDone: false, ...nothing }
  for (const order of orders) await moveOrder(client, order, keys, report)
  await replaceFingerprint(client, newPrint)
  return report
}

/** One order's SSN and digest under the new key; counted in `report`. */
async function moveOrder(
  client: pg.ClientBase,
  { id, clientRecordDigest: digest, record }: KeyedOrder,
  keys: RotationKeys,
  report: RotationReport,
): Promise<void> {
  const sealed = isEncrypted(record.ssn)
  const underNew = sealed && decrypts(record.ssn, keys.new)
  const clear = decryptField(record.ssn, underNew ? keys.new : keys.old)
  let ssn = record.ssn
  if (underNew) report.ssnsAlreadyNew += 1
  else if (sealed) {
    ssn = encryptField(clear, keys.new)
    report.ssnsReencrypted += 1
  }

  let newDigest = digest
  if (digest) {
    const fields = { ...record, ssn: clear }
    const [asNew, asOld] = [keys.new, keys.old].map((key) => clientRecordDigest(fields, key))
    if (digest !== asNew) {
      newDigest = asNew
      report.digestsRecomputed += 1
      if (digest !== asOld) report.digestsRebuilt += 1
    }
  }
  if (ssn !== record.ssn || newDigest !== digest) await rewriteKeyed(client, id, ssn, newDigest)
}

/**
 * A running server would go on sealing new SSNs with the old key. Each one running takes the
 * job-queue lock within 15 seconds of starting (src/jobs/jobsLeader.ts), so a held lock means one
 * is; the start-up lock keeps servers starting meanwhile waiting until the new fingerprint is in.
 */
async function refuseWhileServing(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ free: boolean }>(
    "SELECT pg_try_advisory_xact_lock(hashtext('formation:jobs')) AS free",
  )
  if (!rows[0]?.free)
    throw new FieldKeyRefused(
      'A server of the app is running on this database: stop every one before rotating ' +
        'FIELD_ENCRYPTION_KEY (it would go on encrypting with the old key). Nothing was changed.',
    )
  await client.query("SELECT pg_advisory_xact_lock(hashtext('formation:migrate-and-seed'))")
}
