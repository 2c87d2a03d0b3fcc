import { randomUUID } from 'node:crypto'
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/errors/errorDetails'
import { withDatabaseLock } from '@/utilities/databaseLock'
import { poolTimeouts } from '@/utilities/databaseTimeouts'
import { liftStatementLimits } from '@/utilities/liftStatementLimits'

/**
 * The pools' limits on real PostgreSQL, with small limits so that the tests stay short. Each test
 * has pools of its own: the app's pools, which other test files use, are left as they are.
 */

const pools: pg.Pool[] = []
/** A pool of one connection with these timeouts (milliseconds, as the environment gives them). */
function poolWith(env: Record<string, string>, connectionString = process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString, max: 1, ...poolTimeouts(env) })
  pool.on('error', () => undefined)
  pools.push(pool)
  return pool
}
afterAll(() => Promise.all(pools.map((pool) => pool.end().catch(() => undefined))))

/** How long `promise` took to settle, and its error if it failed. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; error?: unknown }> {
  const start = Date.now()
  try {
    await promise
    return { ms: Date.now() - start }
  } catch (error) {
    return { ms: Date.now() - start, error }
  }
}

describe('connecting', () => {
  let silent: Server
  const sockets: Socket[] = []
  afterEach(() => {
    for (const socket of sockets) socket.destroy()
    silent?.close()
  })

  it('gives up on a server that accepts but never answers within the connect timeout, as unavailable', async () => {
    // A frozen PostgreSQL: the operating system accepts the connection, nobody answers.
    silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const pool = poolWith(
      { DATABASE_CONNECT_TIMEOUT_MS: '300' },
      `postgres://nobody:secret@127.0.0.1:${port}/site`,
    )
    const { ms, error } = await timed(pool.query('SELECT 1'))
    expect(error).toBeDefined()
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(ms).toBeGreaterThanOrEqual(250)
    expect(ms).toBeLessThan(3_000)
  })

  it('waits for a connection of a full pool no longer than the connect timeout', async () => {
    const pool = poolWith({ DATABASE_CONNECT_TIMEOUT_MS: '300' })
    const busy = await pool.connect()
    try {
      const { ms, error } = await timed(pool.query('SELECT 1'))
      expect(isDatabaseUnavailable(error)).toBe(true)
      expect(ms).toBeLessThan(3_000)
    } finally {
      busy.release()
    }
  })
})

describe('a statement', () => {
  it('is cancelled by PostgreSQL after the statement timeout, as unavailable', async () => {
    const pool = poolWith({ DATABASE_STATEMENT_TIMEOUT_MS: '300' })
    const { ms, error } = await timed(pool.query('SELECT pg_sleep(5)'))
    expect((error as { code?: string }).code).toBe('57014')
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(ms).toBeLessThan(3_000)
    // The connection is fine afterwards.
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
  })

  it('stops being awaited when the server process is frozen, and the pool recovers', async () => {
    const pool = poolWith({ DATABASE_STATEMENT_TIMEOUT_MS: '300' })
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const backend = rows[0]!.pid
    // As a SIGSTOP of PostgreSQL would: this connection's server process stops, and with it
    // the statement timeout it would have enforced. Only this test's own connection is frozen.
    process.kill(backend, 'SIGSTOP')
    try {
      const { ms, error } = await timed(pool.query('SELECT 1'))
      expect((error as Error).message).toBe('Query read timeout')
      expect(isDatabaseUnavailable(error)).toBe(true)
      expect(ms).toBeGreaterThanOrEqual(1_000)
      expect(ms).toBeLessThan(5_000)
    } finally {
      process.kill(backend, 'SIGCONT')
    }
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1)
  })

  it('runs as long as it needs while the limits are lifted (migrations, the seed), then is limited again', async () => {
    const pool = poolWith({
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '300',
    })
    await liftStatementLimits(pool, async () => {
      await pool.query('SELECT pg_sleep(1.5)')
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await new Promise((resolve) => setTimeout(resolve, 500))
        await client.query('SELECT pg_sleep(0.5)')
        await client.query('COMMIT')
      } finally {
        client.release()
      }
    })
    const { error } = await timed(pool.query('SELECT pg_sleep(1)'))
    expect((error as { code?: string }).code).toBe('57014')
  })
})

describe('the start-up lock', () => {
  it('is waited for longer than the statement timeout while another process holds it', async () => {
    const name = `test-${randomUUID()}`
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await holder.connect()
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [name])
      const said: string[] = []
      const payload = { logger: { info: (line: string) => said.push(line) } } as unknown as Payload
      const pool = poolWith({ DATABASE_STATEMENT_TIMEOUT_MS: '300' })
      setTimeout(() => void holder.query('SELECT pg_advisory_unlock(hashtext($1))', [name]), 1_500)
      const { ms, error } = await timed(
        withDatabaseLock(payload, name, async () => said.push('ran'), pool),
      )
      expect(error).toBeUndefined()
      expect(ms).toBeGreaterThanOrEqual(1_400)
      expect(said).toEqual([`Waiting for another server process to finish "${name}"…`, 'ran'])
    } finally {
      await holder.end()
    }
  })
})
