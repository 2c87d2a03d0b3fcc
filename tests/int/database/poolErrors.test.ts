import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sharedStatePool } from '@/utilities/sharedStatePool'
import { watchPool } from '@/utilities/watchedPool'

import { testPayload } from '../helpers'

/**
 * A restart of PostgreSQL closes every connection with 57P01 (admin_shutdown). Here the server
 * stays up: the backends of a pool of this test's own are ended the same way, one by one.
 */

let payload: Payload
let admin: pg.Client

beforeAll(async () => {
  payload = await testPayload()
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
})
afterAll(() => admin.end())

const backendPids = async (clients: pg.PoolClient[]) =>
  Promise.all(
    clients.map(
      async (client) =>
        (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
    ),
  )

/** Ends these server processes as a shutdown would, and gives the pool time to hear it. */
async function terminate(pids: number[]) {
  await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids])
  await new Promise((resolve) => setTimeout(resolve, 300))
}

describe('a pool whose connections the server closes', () => {
  it('warns once per outage, naming the pool and the cause, and opens new connections', async () => {
    const lines: string[] = []
    const pool = watchPool(
      new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 }),
      'test',
      (line) => lines.push(line),
    )
    try {
      const clients = await Promise.all([1, 2, 3, 4].map(() => pool.connect()))
      const pids = await backendPids(clients)
      // Three wait idle in the pool; one is in use, as a transaction's connection would be.
      for (const client of clients.slice(0, 3)) client.release()
      await terminate(pids)

      expect(lines).toEqual([
        'Database pool "test" lost its connections (57P01 admin_shutdown); new ones are opened as needed.',
      ])
      expect(pool.idleCount).toBe(0)
      clients[3]!.release(true)
      expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)

      // The next outage is told again.
      const again = await pool.connect()
      const [pid] = await backendPids([again])
      again.release()
      await terminate([pid!])
      expect(lines).toHaveLength(2)
    } finally {
      await pool.end()
    }
  })

  it('holds for the app’s pools, each with exactly one listener however often Payload is asked for', async () => {
    await testPayload()
    const payloadPool = (payload.db as unknown as { pool: pg.Pool }).pool
    expect(payloadPool.listenerCount('error')).toBe(1)
    expect(watchPool(sharedStatePool(), 'again').listenerCount('error')).toBe(1)
  })
})
