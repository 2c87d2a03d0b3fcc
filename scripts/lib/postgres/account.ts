import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'

import { DatabaseSetupError, firstLine } from './errors'

/** The system account PostgreSQL runs as when the launcher is root: it refuses to run as root. */
export type Account = { uid: number; gid: number }

const NAME = 'postgres'

/** The `postgres` account (created on first use) when running as root, else nobody to switch to. */
export function postgresAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined
  return lookUp() ?? create()
}

function lookUp(): Account | undefined {
  const id = (flag: string) =>
    Number(
      execFileSync('id', [flag, NAME], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    )
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return undefined
  }
}

function create(): Account {
  try {
    const groupExists = spawnSync('getent', ['group', NAME]).status === 0
    const group = groupExists ? ['--gid', NAME] : ['--user-group']
    const args = ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', ...group, NAME]
    execFileSync('useradd', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  } catch (error) {
    throw new DatabaseSetupError(
      `PostgreSQL refuses to run as root and the "${NAME}" user to run it as could not be created (${firstLine(error)}): create that user, start the site as another user, or set DATABASE_URL.`,
    )
  }
  const account = lookUp()
  if (!account) {
    throw new DatabaseSetupError(
      `The "${NAME}" user was created but cannot be found: set DATABASE_URL.`,
    )
  }
  return account
}

/** Whether `account` can reach `target` and search or run it, as the system itself answers. */
export function canEnter(target: string, account: Account): boolean {
  const { uid, gid } = account
  return spawnSync('test', ['-x', target], { uid, gid, stdio: 'ignore' }).status === 0
}

/** The first folder on the way to `target` that `account` cannot enter (`target` if only it). */
export function barrierTo(target: string, account: Account): string | undefined {
  if (canEnter(target, account)) return undefined
  let current = path.parse(path.resolve(target)).root
  for (const part of path.resolve(target).split(path.sep).filter(Boolean)) {
    if (!canEnter(current, account)) return current
    current = path.join(current, part)
  }
  return current
}
