/**
 * tsx tests/int/fieldKey/migrate.ts: applies the committed migrations to the database in
 * DATABASE_URL (a test file's own), as the app does at start, without the key check or the seed.
 */
import { getPayload, type Migration } from 'payload'

import config from '../../../payload.config'
import { migrations } from '../../../src/migrations'

const payload = await getPayload({ config, disableOnInit: true })
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
process.exit(0)
