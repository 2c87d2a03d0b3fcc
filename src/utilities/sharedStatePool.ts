import pg from 'pg'

import { poolTimeouts } from './databaseTimeouts'
import { watchPool } from './watchedPool'

const POOL = Symbol.for('formation.sharedStatePool')
type WithPool = typeof globalThis & { [POOL]?: pg.Pool }

/**
 * A small connection pool of its own for what the app's replicas coordinate through PostgreSQL:
 * rate-limit counters, advisory locks. Kept apart from Payload's pool because the form limiter
 * runs inside Payload's transaction, which already holds one of Payload's connections: sharing
 * the pool, enough submissions at once would each wait forever for a second connection. Waiting
 * here is bounded like everywhere else (databaseTimeouts.ts). One per process, whichever bundle
 * asks.
 */
export function sharedStatePool(): pg.Pool {
  const process_ = globalThis as WithPool
  process_[POOL] ??= watchPool(
    new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 5,
      ...poolTimeouts(),
    }),
    'shared-state',
  )
  return process_[POOL]
}
