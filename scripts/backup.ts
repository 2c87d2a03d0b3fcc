/**
 * `npm run backup [-- <archive.tar.gz>]`: one archive of everything the site cannot rebuild:
 * the database (pg_dump's custom format), the media library, order documents and form
 * attachments, and a manifest naming the secrets a restore needs (never the secrets).
 * Default archive: backups/formation-<date>.tar.gz. See docs/operations.md.
 */
import { execFile } from 'node:child_process'
import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import pg from 'pg'

import { recordedFingerprint } from '../src/order/server/fieldKey/fingerprint'
import { dataFolders } from '../src/utilities/dataFolders'
import {
  BACKED_UP_FOLDERS,
  DUMP_FILE,
  type FolderName,
  type Manifest,
  MANIFEST_FILE,
  SECRETS_NEEDED,
} from './lib/backupManifest'
import { pgTool, runPgTool, serverMajor } from './lib/pgTools'

const exec = promisify(execFile)
type Env = Record<string, string | undefined>

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

async function describeDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const version = await client.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    )
    const migration = await client
      .query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name DESC LIMIT 1')
      .catch(() => ({ rows: [] as { name: string }[] }))
    const orders = await client
      .query<{ n: string }>('SELECT count(*) AS n FROM orders')
      .catch(() => ({ rows: [{ n: '0' }] }))
    // A database from before the key check has none recorded: its restore cannot check the key.
    const keyFingerprint = await recordedFingerprint(client).catch(() => null)
    return {
      serverVersion: version.rows[0]!.v,
      lastMigration: migration.rows[0]?.name ?? null,
      orders: Number(orders.rows[0]!.n),
      keyFingerprint,
    }
  } finally {
    await client.end()
  }
}

const defaultArchive = () =>
  path.resolve('backups', `formation-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`)

export async function backup({
  databaseUrl,
  archive = defaultArchive(),
  env = process.env,
}: {
  databaseUrl: string
  archive?: string
  env?: Env
}): Promise<{ archive: string; manifest: Manifest }> {
  const pgDump = await pgTool('pg_dump', await serverMajor(databaseUrl), env)
  const staging = await mkdtemp(path.join(tmpdir(), 'formation-backup-'))
  try {
    await runPgTool(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, DUMP_FILE)}`,
      ],
      databaseUrl,
    )
    const folders = dataFolders(env)
    const files = {} as Manifest['files']
    for (const [name, key] of Object.entries(BACKED_UP_FOLDERS) as [
      FolderName,
      keyof typeof folders,
    ][]) {
      if (env.S3_BUCKET) {
        files[name] = { bucket: env.S3_BUCKET }
        continue
      }
      const target = path.join(staging, 'files', name)
      await mkdir(target, { recursive: true })
      await cp(folders[key], target, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
      files[name] = await folderSize(target)
    }
    const { keyFingerprint, ...database } = await describeDatabase(databaseUrl)
    const manifest: Manifest = {
      format: 'formation-backup/1',
      createdAt: new Date().toISOString(),
      database: { file: DUMP_FILE, format: 'pg_dump custom', ...database },
      files,
      fieldEncryptionKey: { fingerprint: keyFingerprint },
      secretsNeeded: SECRETS_NEEDED,
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    await mkdir(path.dirname(archive), { recursive: true })
    await exec('tar', ['-czf', archive, '-C', staging, MANIFEST_FILE, DUMP_FILE, 'files'])
    // It holds customers' names and addresses: readable by its owner only.
    await chmod(archive, 0o600)
    return { archive, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  backup({ databaseUrl: process.env.DATABASE_URL ?? '', archive: process.argv[2] }).then(
    ({ archive, manifest }) => {
      console.log(`Backup written to ${path.relative(process.cwd(), archive)}`)
      console.log(
        `  database: PostgreSQL ${manifest.database.serverVersion}, ${manifest.database.orders} orders, last migration ${manifest.database.lastMigration}`,
      )
      for (const [name, held] of Object.entries(manifest.files))
        console.log(
          `  ${name}: ${'bucket' in held ? `in bucket ${held.bucket} (back it up there)` : `${held.files} files, ${kb(held.bytes)}`}`,
        )
      console.log(
        `  a restore needs: ${manifest.secretsNeeded.map((secret) => secret.name).join('; ')}`,
      )
    },
    (error: unknown) => {
      console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
