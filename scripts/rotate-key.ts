/**
 * npm run rotate-key: moves the SSNs (and the digests made with the same key) from one
 * field-encryption key to another, in one transaction, and records the new key's fingerprint.
 *
 *   FIELD_ENCRYPTION_KEY=<the current key> NEW_FIELD_ENCRYPTION_KEY=<the new key> npm run rotate-key
 *
 * Keys come from the environment only (never arguments, which other users of the machine can
 * read). Every server on the database must be stopped first; then start them with the new key.
 * A local key file ($DATA_DIR/field-encryption-key) holding the old key is given the new one.
 * Prints counts, never values. See docs/operations.md, "Field-encryption key".
 */
import pg from 'pg'

import { isFieldKeyRefusal } from '../src/order/server/fieldKey/check'
import { type RotationReport, rotateFieldKey } from '../src/order/server/fieldKey/rotate'
import { fieldKey } from '../src/utilities/fieldEncryption'
import { replaceLocalSecret } from './lib/secret'

const UNDEFINED_TABLE = '42P01'

function describe(report: RotationReport): string {
  if (report.alreadyDone)
    return 'The database is under NEW_FIELD_ENCRYPTION_KEY already: nothing to do.'
  return [
    'Rotated the field-encryption key in one transaction:',
    `  SSNs re-encrypted: ${report.ssnsReencrypted} (already under the new key: ${report.ssnsAlreadyNew})`,
    `  client-record digests recomputed: ${report.digestsRecomputed} (of orders edited since their record arrived: ${report.digestsRebuilt})`,
    '  fingerprint: the new key’s',
  ].join('\n')
}

async function main(): Promise<number> {
  const keys = { old: fieldKey(), new: fieldKey(process.env, 'NEW_FIELD_ENCRYPTION_KEY') }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    console.log(describe(await rotateFieldKey(client, keys)))
  } finally {
    await client.end()
  }
  const dataRoot = process.env.DATA_DIR || '.data'
  if (replaceLocalSecret(dataRoot, 'field-encryption-key', keys.old, keys.new))
    console.log(`${dataRoot}/field-encryption-key now holds the new key.`)
  else console.log('Start every server with FIELD_ENCRYPTION_KEY set to the new key.')
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (isFieldKeyRefusal(error)) console.error(error.message)
    else if ((error as { code?: string }).code === UNDEFINED_TABLE)
      console.error(
        'This database has not been migrated to this version yet: start the app once (it migrates, whatever the key), then rotate.',
      )
    else console.error(error)
    process.exit(1)
  },
)
