import type pg from 'pg'
import type { Migration, Payload } from 'payload'

import { migrations } from '@/migrations'
import { checkFieldKey } from '@/order/server/fieldKey/check'
import { withDatabaseLock } from '@/utilities/databaseLock'
import { fieldKey } from '@/utilities/fieldEncryption'
import { liftStatementLimits } from '@/utilities/liftStatementLimits'
import { sharedStatePool } from '@/utilities/sharedStatePool'

import { seed, seedIfEmpty } from '.'

/**
/**
 * Brings the database up to date: applies committed migrations, makes sure the field-encryption
 * key (FIELD_ENCRYPTION_KEY, or `key`) is the one its SSNs are sealed with, then seeds demo
 * content when it has none (or always, with `reset`). Replicas starting together take turns under
 * one advisory lock: the first migrates, records the key's fingerprint and seeds, the others find
 * it done. None of it is cut short by the statement timeout that requests have. A wrong key
 * throws FieldKeyRefused (docs/operations.md).
 */
export function migrateAndSeed(
  payload: Payload,
  { reset = false, key }: { reset?: boolean; key?: Buffer } = {},
): Promise<void> {
  const { pool } = payload.db as unknown as { pool: pg.Pool }
  return withDatabaseLock(payload, 'formation:migrate-and-seed', () =>
    liftStatementLimits(pool, async () => {
      // Payload types a migration's arguments as `unknown`; ours take the adapter's own.
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
      // After the migrations, which create the fingerprint's table; before anything is seeded.
      const found = await checkFieldKey(sharedStatePool(), key ?? fieldKey())
      if (found === 'recorded')
        payload.logger.info('Recorded the fingerprint of FIELD_ENCRYPTION_KEY.')
      if (reset) await seed(payload)
      else await seedIfEmpty(payload)
    }),
  )
}
