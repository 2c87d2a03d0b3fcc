import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

const exec = promisify(execFile)

export type PgTool = 'pg_dump' | 'pg_restore'

/** The server's major version (15 for 15.18). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version_num') AS v",
    )
    return Math.floor(Number(rows[0]!.v) / 10_000)
  } finally {
    await client.end()
  }
}

/** Where a tool may be: PG_BIN_DIR, Debian's versioned folders (newest first), then PATH. */
function candidates(tool: PgTool, env: Record<string, string | undefined>): string[] {
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return [
    ...(env.PG_BIN_DIR ? [path.join(env.PG_BIN_DIR, tool)] : []),
    ...versions.map((version) => path.join(debian, version, 'bin', tool)),
    tool,
  ]
}

/**
 * A pg_dump or pg_restore that can read the server's dumps: its major version must be at least
 * the server's (an older pg_dump refuses a newer server).
 */
export async function pgTool(
  tool: PgTool,
  major: number,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const seen: string[] = []
  for (const candidate of candidates(tool, env)) {
    const version = await exec(candidate, ['--version']).then(
      ({ stdout }) => Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]),
      () => undefined,
    )
    if (version === undefined) continue
    if (version >= major) return candidate
    seen.push(`${candidate} (${version})`)
  }
  throw new Error(
    `No ${tool} for PostgreSQL ${major} or newer${seen.length ? `: found only ${seen.join(', ')}` : ''}. ` +
      `Install PostgreSQL ${major}'s client tools (Debian: postgresql-client-${major}) or set PG_BIN_DIR to their folder.`,
  )
}

/**
 * The connection as libpq's environment, so the password never appears on a command line (where
 * `ps` would show it) or in an error message.
 */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl)
  const sslmode = url.searchParams.get('sslmode')
  return {
    PGHOST: decodeURIComponent(url.hostname) || 'localhost',
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  }
}

/** Runs a PostgreSQL tool; its error output (never a password) is the error's message. */
export async function runPgTool(
  binary: string,
  args: string[],
  databaseUrl: string,
): Promise<void> {
  try {
    await exec(binary, args, {
      env: { ...process.env, ...libpqEnv(databaseUrl) },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim()
    throw new Error(`${path.basename(binary)} failed: ${stderr || (error as Error).message}`)
  }
}
