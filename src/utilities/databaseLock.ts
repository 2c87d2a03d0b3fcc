import type { Payload } from 'payload'

import { sharedStatePool } from './sharedStatePool'

/**
 * Runs `task` while this process holds the PostgreSQL advisory lock called `name`; every other
 * process (another replica of the app, a script) asking for the same lock waits until it is done,
 * and says so in its log. The lock belongs to one connection, so PostgreSQL frees it if the
 * process dies. It needs a direct connection to PostgreSQL: a pooler in transaction mode
 * (PgBouncer, a provider's "pooled" endpoint) does not keep session locks.
 */
export async function withDatabaseLock<T>(
  payload: Payload,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  const connection = await sharedStatePool().connect()
  // A connection that failed a lock query may still hold the lock: closed, never reused.
  let healthy = true
  const query = (text: string) =>
    connection.query<{ locked?: boolean }>(text, [name]).catch((error: unknown) => {
      healthy = false
      throw error
    })
  try {
    const { rows } = await query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked')
    if (!rows[0]?.locked) {
      payload.logger.info(`Waiting for another server process to finish "${name}"…`)
      await query('SELECT pg_advisory_lock(hashtext($1))')
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
