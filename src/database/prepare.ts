import type pg from 'pg'
import type { Migration, Payload } from 'payload'

import { indexMissingCollections } from '@/collections/Search/indexMissing'
import { migrations } from '@/migrations'
import { checkFieldKey } from '@/order/server/fieldKey/check'
import { seed, seedIfEmpty } from '@/seed'
import { addLegalAndHelpContent } from '@/seed/legalAndHelp'
import { seedStateFeesIfEmpty } from '@/seed/stateFees'
import { withDatabaseLock } from '@/utilities/databaseLock'
import { fieldKey } from '@/utilities/fieldEncryption'
import { liftStatementLimits } from '@/utilities/liftStatementLimits'
import { sharedStatePool } from '@/utilities/sharedStatePool'

import { seedDemoContentSetting, type SeedDemoContent } from './seedSwitch'

type PrepareOptions = {
  /** Replace the demo content whatever the database holds (`npm run seed`). */
  reset?: boolean
  /** The field-encryption key to check; FIELD_ENCRYPTION_KEY by default. */
  key?: Buffer
  /** Whether an empty database gets the demo content; SEED_DEMO_CONTENT by default. */
  seedDemoContent?: SeedDemoContent
}

/**
 * Brings the database up to date, in four named steps: applies the committed migrations, makes
 * sure the field-encryption key is the one its SSNs are sealed with, seeds (see `seedStep`), then
 * indexes each searched collection that has no search results yet. Replicas starting together take turns under one advisory lock: the first does the
 * work, the others find it done. None of it is cut short by the statement timeout that requests
 * have. A wrong key throws FieldKeyRefused (docs/operations.md).
 */
export function prepareDatabase(payload: Payload, options: PrepareOptions = {}): Promise<void> {
  const { pool } = payload.db as unknown as { pool: pg.Pool }
  const seedDemoContent = options.seedDemoContent ?? seedDemoContentSetting()
  return withDatabaseLock(payload, 'formation:migrate-and-seed', () =>
    liftStatementLimits(pool, async () => {
      await applyMigrations(payload)
      // After the migrations, which create the fingerprint's table; before anything is seeded.
      await checkKey(payload, options.key)
      await seedStep(payload, { reset: options.reset ?? false, seedDemoContent })
      await indexSearch(payload)
    }),
  )
}

async function applyMigrations(payload: Payload): Promise<void> {
  // Payload types a migration's arguments as `unknown`; ours take the adapter's own.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  payload.logger.info(`Migrations: the database is at ${migrations.at(-1)?.name ?? 'none'}.`)
}

async function checkKey(payload: Payload, key: Buffer | undefined): Promise<void> {
  const found = await checkFieldKey(sharedStatePool(), key ?? fieldKey())
  payload.logger.info(
    found === 'recorded'
      ? 'Recorded the fingerprint of FIELD_ENCRYPTION_KEY.'
      : 'FIELD_ENCRYPTION_KEY is the key the database recorded.',
  )
}

/**
 * The seed: with `reset`, the demo content is replaced; otherwise an empty database gets it
 * (SEED_DEMO_CONTENT=if-empty, the default) or does not (never). The state fee table is written
 * when empty either way: orders cannot be priced without it, and it is not demo content.
 */
async function seedStep(
  payload: Payload,
  { reset, seedDemoContent }: { reset: boolean; seedDemoContent: SeedDemoContent },
): Promise<void> {
  if (reset) await seed(payload)
  else if (seedDemoContent === 'if-empty') {
    if (!(await seedIfEmpty(payload)))
      payload.logger.info('Seed: the database has content; nothing seeded.')
    // A database seeded before the legal pages gets them, as a new one does.
    const added = await addLegalAndHelpContent(payload)
    if (added.length) payload.logger.info(`Added ${added.join(', ')}.`)
  } else await seedStateFeesIfEmpty(payload)
}

/** Content from before the site search, or before its collection was searched, gets its results once. */
async function indexSearch(payload: Payload): Promise<void> {
  const written = await indexMissingCollections(payload)
  if (written > 0) payload.logger.info(`Indexed ${written} documents for the site search.`)
}
