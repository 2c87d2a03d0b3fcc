/** tsx scripts/prepare.ts [--reset]: migrate the database in DATABASE_URL, then seed it if empty. */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed, seedIfEmpty } from '../src/seed'

const reset = process.argv.includes('--reset')

try {
  const payload = await getPayload({ config, disableOnInit: true })
  await payload.db.migrate()
  if (reset) await seed(payload)
  else await seedIfEmpty(payload)
  process.exit(0)
} catch (error) {
  console.error(error)
  process.exit(1)
}
