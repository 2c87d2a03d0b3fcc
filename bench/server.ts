/**
 * The production app as the benchmark runs it: a fresh embedded PostgreSQL (migrated and seeded),
 * the Square stand-in, and `next start` on a free local port.
 */
import pg from 'pg'

import { startEmbeddedDatabase } from '../scripts/lib/database'
import { freePort } from '../scripts/lib/freePort'
import { prepareDatabaseInChild } from '../scripts/lib/prepare'
import {
  nextStartArgs,
  startBackground,
  stopBackground,
  waitForHttp,
} from '../scripts/lib/processes'
import { type SquareStandin, standinEnv, startSquareStandin } from '../scripts/square-standin'

export type BenchServer = {
  baseUrl: string
  port: number
  standin: SquareStandin
  /** A connection to the app's database, for counting what it stored. */
  db: pg.Client
  /** The app's environment (database, Square stand-in, secrets), for more replicas of it. */
  env: NodeJS.ProcessEnv
  stop: () => Promise<void>
}

export async function startBenchServer(): Promise<BenchServer> {
  const database = await startEmbeddedDatabase({
    dataDir: '.data/bench/postgres',
    name: 'bench',
    fresh: true,
  })
  const standin = await startSquareStandin()
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    ...standinEnv(standin),
    DATABASE_URL: database.url,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
    // A fixed key for benchmark data, never for production.
    FIELD_ENCRYPTION_KEY: process.env.FIELD_ENCRYPTION_KEY || 'be4c'.repeat(16),
    NODE_ENV: 'production' as const,
    NEXT_PUBLIC_SERVER_URL: baseUrl,
    // Every checkout loop comes from this one address.
    ORDER_PAY_RATE_LIMIT: '0',
  }
  await prepareDatabaseInChild({ env })
  const server = startBackground('next', nextStartArgs(port), env)
  const db = new pg.Client({ connectionString: database.url })
  const stop = async () => {
    await db.end().catch(() => undefined)
    await stopBackground(server)
    await standin.stop()
    await database.stop()
  }
  try {
    await waitForHttp(`${baseUrl}/api/users/me`, 90_000)
    await db.connect()
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, port, standin, db, env, stop }
}
