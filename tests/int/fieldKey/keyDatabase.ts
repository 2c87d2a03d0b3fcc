import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'

import { createDatabase } from '../../../scripts/lib/database'

/**
 * A database of one test file's own on the test server, migrated as the app migrates its own:
 * the field-encryption key can be checked, recorded and rotated there without touching the shared
 * test database, whose key every other file uses.
 */
export type KeyDatabase = {
  url: string
  pool: pg.Pool
  /** Empties the orders and forgets the recorded fingerprint. */
  reset(): Promise<void>
  drop(): Promise<void>
}

const sharedUrl = () => {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: run these tests with `npm run test:int`.')
  return url
}

async function dropDatabase(name: string): Promise<void> {
  const server = new URL(sharedUrl())
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

export type Run = { code: number | null; stdout: string; stderr: string }

/** A command of the project (`node_modules/.bin/<bin>`) with the test's environment and `env`. */
export function runBin(bin: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin', bin), args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A fresh database called `name`, with every committed migration applied. */
export async function keyDatabase(name: string): Promise<KeyDatabase> {
  await dropDatabase(name)
  const url = await createDatabase(sharedUrl(), name)
  // Not `payload migrate`: its CLI sometimes exits 0 having done nothing on a loaded machine.
  const migrated = await runBin('tsx', ['tests/int/fieldKey/migrate.ts'], { DATABASE_URL: url })
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  const { rows } = await pool.query(`SELECT to_regclass('field_key_fingerprint') AS "table"`)
  if (migrated.code !== 0 || !rows[0].table) {
    await pool.end()
    throw new Error(`Migrating ${name} failed (${migrated.code}):\n${migrated.stderr}`)
  }
  return {
    url,
    pool,
    reset: async () => {
      await pool.query('DELETE FROM "field_key_fingerprint"')
      await pool.query('DELETE FROM "orders"')
    },
    drop: async () => {
      await pool.end()
      await dropDatabase(name)
    },
  }
}

/** A bare order holding `ssn` as stored (sealed or not); its id. */
export async function insertOrder(db: pg.Pool, ssn: string | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "orders" ("client_package", "total", "state_fee", "llcname", "designator",
       "formation_state", "email", "checkout_id", "ssn")
     VALUES ('free', 0, 0, 'Key Test', 'LLC', 'delaware', 'key-test@example.com', $1, $2)
     RETURNING "id"`,
    [randomUUID(), ssn],
  )
  return rows[0]!.id
}

/**
 * Copies order `id`, as stored, from one database to another (the same migrations made both).
 * The copy keeps its id, so the target's id sequence moves past it: an order inserted after
 * never takes that id, whichever ids the shared database had reached.
 */
export async function copyOrder(from: pg.Pool, to: pg.Pool, id: number): Promise<void> {
  const { rows } = await from.query('SELECT row_to_json(o) AS row FROM orders o WHERE id = $1', [
    id,
  ])
  await to.query('INSERT INTO orders SELECT * FROM json_populate_record(NULL::orders, $1::json)', [
    rows[0].row,
  ])
  await to.query(
    "SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))",
  )
}
