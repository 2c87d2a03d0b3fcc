/**
 * `npm run restore -- <archive.tar.gz>`: loads a backup made by `npm run backup` into an empty
 * database and empty data folders. It checks first that FIELD_ENCRYPTION_KEY is the key the
 * backup's SSNs were encrypted with, so a restore never leaves unreadable data behind. The next
 * start applies any migration newer than the backup. See docs/operations.md.
 */
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import pg from 'pg'

import { dataFolders } from '../src/utilities/dataFolders'
import {
  fieldEncryptionKeyIsSet,
  fieldKey,
  fieldKeyFingerprint,
} from '../src/utilities/fieldEncryption'
import {
  BACKED_UP_FOLDERS,
  DUMP_FILE,
  type FolderName,
  type Manifest,
  MANIFEST_FILE,
} from './lib/backupManifest'
import { libpqEnv, pgTool, runPgTool, serverMajor } from './lib/pgTools'

const exec = promisify(execFile)
type Env = Record<string, string | undefined>

export class RestoreRefused extends Error {}

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    )
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}

const isEmptyFolder = (dir: string) =>
  readdir(dir).then(
    (entries) => entries.length === 0,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
  )

export async function restore({
  archive,
  databaseUrl,
  env = process.env,
}: {
  archive: string
  databaseUrl: string
  /** FIELD_ENCRYPTION_KEY and the data folders are read from it. */
  env?: Env
}): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'formation-restore-'))
  try {
    await exec('tar', ['-xzf', path.resolve(archive), '-C', staging])
    const manifest = JSON.parse(
      await readFile(path.join(staging, MANIFEST_FILE), 'utf8'),
    ) as Manifest
    if (manifest.format !== 'formation-backup/1')
      throw new RestoreRefused(`${archive} is not a backup made by npm run backup.`)

    const expected = manifest.fieldEncryptionKey.fingerprint
    const current = fieldEncryptionKeyIsSet(env) ? fieldKeyFingerprint(fieldKey(env)) : null
    if (expected && expected !== current)
      throw new RestoreRefused(
        `FIELD_ENCRYPTION_KEY is not the key this backup's SSNs were encrypted with (fingerprint ${expected}): set the key that was in use when it was made.`,
      )
    const tables = await tablesIn(databaseUrl)
    if (tables > 0)
      throw new RestoreRefused(
        `The database ${libpqEnv(databaseUrl).PGDATABASE} is not empty (${tables} tables): restore into a new, empty database.`,
      )
    const folders = dataFolders(env)
    const copies = (Object.entries(BACKED_UP_FOLDERS) as [FolderName, keyof typeof folders][])
      .filter(([name]) => !('bucket' in manifest.files[name]))
      .map(([name, key]) => ({ from: path.join(staging, 'files', name), to: folders[key] }))
    for (const { to } of copies)
      if (!(await isEmptyFolder(to)))
        throw new RestoreRefused(`${to} is not empty: restore into empty data folders.`)

    const pgRestore = await pgTool('pg_restore', await serverMajor(databaseUrl), env)
    await runPgTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${libpqEnv(databaseUrl).PGDATABASE}`,
        path.join(staging, DUMP_FILE),
      ],
      databaseUrl,
    )
    for (const { from, to } of copies) await cp(from, to, { recursive: true })
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const archive = process.argv[2]
  if (!archive) {
    console.error('usage: npm run restore -- <archive.tar.gz>')
    process.exit(2)
  }
  restore({ archive, databaseUrl: process.env.DATABASE_URL ?? '' }).then(
    (manifest) => {
      console.log(
        `Restored the backup of ${manifest.createdAt}: ${manifest.database.orders} orders, last migration ${manifest.database.lastMigration}.`,
      )
      console.log('Start the site as usual: it applies any newer migration first.')
    },
    (error: unknown) => {
      console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
