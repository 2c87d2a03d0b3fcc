/**
 * tsx scripts/prepare.ts [--reset]: migrate the database in DATABASE_URL, check that
 * FIELD_ENCRYPTION_KEY is its key, then seed it if empty.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { isFieldKeyRefusal } from '../src/order/server/fieldKey/check'
import { migrateAndSeed } from '../src/seed/migrateAndSeed'

try {
  const payload = await getPayload({ config, disableOnInit: true })
  await migrateAndSeed(payload, { reset: process.argv.includes('--reset') })
  process.exit(0)
} catch (error) {
  // Another field-encryption key than the database's is told in its one line.
  console.error(isFieldKeyRefusal(error) ? error.message : error)
  process.exit(1)
}
