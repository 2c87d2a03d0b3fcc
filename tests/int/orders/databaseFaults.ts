import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

/**
 * A real database fault in the middle of a request, with no test code in the app: a connection of
 * the test's own takes a lock, the app's statement waits on it, and the test then ends that
 * statement's backend as a stopping or restarting PostgreSQL does (pg_terminate_backend: the app
 * reads 57P01 admin_shutdown). Waiting on the lock first is what makes the timing certain.
 */
export type DatabaseFault = {
  /** The test's own connection: lock with it inside `BEGIN` … `ROLLBACK`. */
  query: PoolClient['query']
  /** Ends the backend of the first statement waiting on a lock whose text matches `statement`. */
  endWaitingStatement(statement: RegExp, timeoutMs?: number): Promise<void>
  /** Rolls back whatever the test left open and gives the connection back. */
  release(): Promise<void>
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function databaseFault(payload: Payload): Promise<DatabaseFault> {
  const client = await payload.db.pool.connect()
  return {
    query: client.query.bind(client) as PoolClient['query'],
    async endWaitingStatement(statement, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      while (Date.now() < until) {
        // Inside a transaction the activity view is a snapshot taken once: take a fresh one.
        await client.query('SELECT pg_stat_clear_snapshot()')
        const { rows } = await client.query<{ pid: number; query: string }>(
          `SELECT pid, query FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid() AND datname = current_database()`,
        )
        const waiting = rows.find((row) => statement.test(row.query))
        if (waiting) {
          await client.query('SELECT pg_terminate_backend($1)', [waiting.pid])
          return
        }
        await pause(20)
      }
      throw new Error(`No statement matching ${statement} waited on a lock within ${timeoutMs} ms`)
    },
    async release() {
      await client.query('ROLLBACK').catch(() => undefined)
      client.release()
    },
  }
}

/** Polls `probe` until it answers something, for at most `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 10_000,
) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const value = await probe()
    if (value !== null && value !== undefined) return value
    await pause(20)
  }
  throw new Error(`Nothing within ${timeoutMs} ms`)
}
