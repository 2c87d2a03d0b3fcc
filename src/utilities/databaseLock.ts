import type { Payload } from 'payload'

/**
 * Runs `task` while this process holds the PostgreSQL advisory lock called `name`; every other
 * process (another replica of the app, a script) asking for the same lock waits until it is done.
 * The lock belongs to one pooled connection, so PostgreSQL frees it if the process dies.
 */
export async function withDatabaseLock<T>(
  payload: Payload,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  const connection = await payload.db.pool.connect()
  try {
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    try {
      return await task()
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
    }
  } finally {
    connection.release()
  }
}
