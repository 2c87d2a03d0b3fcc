import type pg from 'pg'
import type { Migration, Payload } from 'payload'

import { migrations } from '@/migrations'
import { withDatabaseLock } from '@/utilities/databaseLock'
import { liftStatementLimits } from '@/utilities/liftStatementLimits'

import { seed, seedIfEmpty } from '.'

/**
 * Brings the database up to date: applies committed migrations, then seeds demo content when it
 * has none (or always, with `reset`). Replicas starting together on an empty database take turns
 * under one advisory lock: the first migrates and seeds, the others find it done. Neither is cut
 * short by the statement timeout that requests have.
 */
export function migrateAndSeed(payload: Payload, { reset = false } = {}): Promise<void> {
  const { pool } = payload.db as unknown as { pool: pg.Pool }
  return withDatabaseLock(payload, 'formation:migrate-and-seed', () =>
    liftStatementLimits(pool, async () => {
      // Payload types a migration's arguments as `unknown`; ours take the adapter's own.
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
      if (reset) await seed(payload)
      else await seedIfEmpty(payload)
    }),
  )
}
