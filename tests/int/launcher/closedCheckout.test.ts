import { chmodSync, cpSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DatabaseInUseError, startEmbeddedDatabase } from '../../../scripts/lib/database'
import { packagedInstallation } from '../../../scripts/lib/postgres/installation'

const isRoot = process.getuid?.() === 0

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

// A clone in root's home (/root/site, mode 700 above it) is out of the postgres user's reach,
// binaries included: the same here, with a copy of the binaries inside the closed folder.
describe.skipIf(!isRoot)(
  'the embedded database of a checkout the postgres user cannot enter (as root only: otherwise PostgreSQL runs as the user itself)',
  () => {
    let closed: string
    let home: string
    let options: Parameters<typeof startEmbeddedDatabase>[0]

    beforeAll(async () => {
      closed = mkdtempSync(path.join(tmpdir(), 'closed-checkout-'))
      home = mkdtempSync(path.join(tmpdir(), 'relocated-'))
      chmodSync(home, 0o755)
      const packaged = await packagedInstallation()
      cpSync(packaged.dir, path.join(closed, 'native'), { recursive: true, verbatimSymlinks: true })
      options = {
        dataDir: path.join(closed, 'site', '.data', 'postgres'),
        relocationHome: home,
        installation: { dir: path.join(closed, 'native'), version: 'test' },
      }
    })
    afterAll(() => {
      rmSync(closed, { recursive: true, force: true })
      rmSync(home, { recursive: true, force: true })
    })

    it('runs from a place it can reach, keeps its data there and is still refused twice', async () => {
      const database = await startEmbeddedDatabase(options)
      try {
        expect(path.dirname(path.dirname(database.dataDir))).toBe(home)
        expect(realpathSync(options.dataDir)).toBe(database.dataDir)
        expect(existsSync(path.join(home, 'postgresql-test', 'bin', 'postgres'))).toBe(true)
        await query(database.url, `CREATE TABLE kept AS SELECT 'still here' AS note`)

        // .data/postgres still names the cluster: a second launcher sees it in use.
        await expect(startEmbeddedDatabase(options)).rejects.toBeInstanceOf(DatabaseInUseError)
      } finally {
        await database.stop()
      }

      const again = await startEmbeddedDatabase(options)
      try {
        expect(await query(again.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }])
      } finally {
        await again.stop()
      }
    }, 120_000)

    it('forgets the database when .data/postgres is deleted, as it always did', async () => {
      rmSync(options.dataDir, { recursive: true, force: true })
      const database = await startEmbeddedDatabase(options)
      try {
        expect(await query(database.url, `SELECT to_regclass('kept') AS kept`)).toEqual([
          { kept: null },
        ])
      } finally {
        await database.stop()
      }
    }, 120_000)
  },
)
