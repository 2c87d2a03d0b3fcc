import type pg from 'pg'
import type { Payload } from 'payload'

import { pause } from './pause'
import { sharedStatePool } from './sharedStatePool'

/** How often a process waiting for a lock asks again. */
const RETRY_MS = 1_000

/**
 * Runs `task` while this process holds the PostgreSQL advisory lock called `name`; every other
 * process (another replica of the app, a script) asking for the same lock waits until it is done,
 * and says so in its log. The lock belongs to one connection, so PostgreSQL frees it if the
 * process dies. It needs a direct connection to PostgreSQL: a pooler in transaction mode
 * (PgBouncer, a provider's "pooled" endpoint) does not keep session locks.
 *
 * Waiting is asking again every second rather than `pg_advisory_lock`, which waits inside one
 * statement: the pool's statement timeout would cancel it while another replica migrates.
 */
export async function withDatabaseLock<T>(
  payload: Payload,
  name: string,
  task: () => Promise<T>,
  pool: pg.Pool = sharedStatePool(),
): Promise<T> {
  const connection = await pool.connect()
  // A connection that failed a lock query may still hold the lock: closed, never reused.
  let healthy = true
  const query = (text: string) =>
    connection.query<{ locked?: boolean }>(text, [name]).catch((error: unknown) => {
      healthy = false
      throw error
    })
  const tryLock = async () =>
    (await query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked')).rows[0]?.locked === true
  try {
    if (!(await tryLock())) {
      payload.logger.info(`Waiting for another server process to finish "${name}"…`)
      while (!(await tryLock())) await pause(RETRY_MS)
    }
    try {
      return await task()
    } finally {
      await query('SELECT pg_advisory_unlock(hashtext($1))').catch(() => undefined)
    }
  } finally {
    connection.release(!healthy)
  }
}
