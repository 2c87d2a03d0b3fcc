/** tsx scripts/prepare.ts [--reset]: migrate the database in DATABASE_URL, then seed it if empty. */
import { getPayload } from 'payload'

import config from '../payload.config'
import { migrateAndSeed } from '../src/seed/migrateAndSeed'

try {
  const payload = await getPayload({ config, disableOnInit: true })
  await migrateAndSeed(payload, { reset: process.argv.includes('--reset') })
  process.exit(0)
} catch (error) {
  console.error(error)
  process.exit(1)
}
