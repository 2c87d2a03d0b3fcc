/**
 * tsx scripts/prepare.ts [--reset]: prepare the database in DATABASE_URL (src/database/prepare.ts):
 * migrate it, check that FIELD_ENCRYPTION_KEY is its key, then seed it if empty (unless
 * SEED_DEMO_CONTENT=never), or replace the demo content with `--reset`.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { prepareDatabase } from '../src/database/prepare'
import { isFieldKeyRefusal } from '../src/order/server/fieldKey/check'

try {
  const payload = await getPayload({ config, disableOnInit: true })
  await prepareDatabase(payload, { reset: process.argv.includes('--reset') })
  process.exit(0)
} catch (error) {
  // Another field-encryption key than the database's is told in its one line.
  console.error(isFieldKeyRefusal(error) ? error.message : error)
  process.exit(1)
}
