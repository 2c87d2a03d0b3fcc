import type pg from 'pg'

import { sharedStatePool } from '@/utilities/sharedStatePool'

const LEADER = Symbol.for('formation.jobsLeader')
type WithLeader = typeof globalThis & {
  [LEADER]?: { connection?: pg.PoolClient; asking?: Promise<boolean> }
}

/**
 * Whether this server process runs the job queues (queued email, scheduled publishing). One
 * replica of the app does: the one holding a PostgreSQL advisory lock on a connection kept for
 * as long as it lives. Payload's queue can hand one job to two processes that poll at the same
 * moment (an email sent twice); when the holder stops, PostgreSQL frees its lock and the next
 * replica to ask takes over within a tick.
 */
export function isJobsLeader(): Promise<boolean> {
  const state = ((globalThis as WithLeader)[LEADER] ??= {})
  if (state.connection) return Promise.resolve(true)
  state.asking ??= (async () => {
    const connection = await sharedStatePool().connect()
    try {
      const { rows } = await connection.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock(hashtext('formation:jobs')) AS locked",
      )
      if (!rows[0]?.locked) {
        connection.release()
        return false
      }
      connection.on('error', () => {
        // The connection, and with it the lock, is gone: ask again at the next tick.
        state.connection = undefined
        connection.release(true)
      })
      state.connection = connection
      return true
    } catch (error) {
      connection.release(true)
      throw error
    }
  })()
    .catch(() => false)
    .finally(() => (state.asking = undefined))
  return state.asking
}
