/**
 * Run as root, PostgreSQL runs as the `postgres` user, who may not be able to enter the checkout:
 * root's home is mode 700 on most systems, so a clone in /root/site is out of its reach. Then the
 * cluster lives in a folder of its own under RELOCATION_HOME (keyed by the data folder's path),
 * `.data/postgres` becomes a link to it, and the binaries are copied there once per version.
 * Everything else keeps using `.data/postgres`: deleting it still deletes the database.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import {
  chmod,
  cp,
  lchown,
  lstat,
  mkdir,
  readdir,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'

import { type Account, barrierTo } from './account'
import { DatabaseSetupError, firstLine } from './errors'
import { binary, type Installation } from './installation'

export const RELOCATION_HOME = '/var/lib/embedded-postgres'

/** Where the postgres account finds the cluster and the binaries. */
export type Placement = { dataDir: string; installation: string }

type Request = {
  /** The cluster's folder as the project names it (`.data/postgres`, absolute). */
  dir: string
  installation: Installation
  account: Account
  home?: string
  /** Whether the cluster at a path is running right now (a stale one is never deleted then). */
  inUse: (dataDir: string) => boolean
}

export async function placeForAccount(request: Request): Promise<Placement> {
  const dataDir = await placeData(request)
  await ownFolder(dataDir, request.account)
  return { dataDir, installation: await placeInstallation(request) }
}

async function placeData({
  dir,
  account,
  home = RELOCATION_HOME,
  inUse,
}: Request): Promise<string> {
  const link = await readlink(dir).catch(() => undefined)
  if (link !== undefined) {
    // A link made by us earlier, or by someone who wants the data elsewhere: follow it.
    const target = path.resolve(path.dirname(dir), link)
    const barrier = barrierTo(path.dirname(target), account)
    if (barrier) {
      throw new DatabaseSetupError(
        `The postgres user cannot enter ${barrier}, so the embedded PostgreSQL cannot use ${dir} (a link to ${target}): link it to a folder that user can enter, or set DATABASE_URL.`,
      )
    }
    return target
  }

  const barrier = barrierTo(path.dirname(dir), account)
  if (!barrier) return dir

  const target = path.join(
    home,
    createHash('sha256').update(dir).digest('hex').slice(0, 16),
    'data',
  )
  try {
    await mkdir(path.dirname(target), { recursive: true, mode: 0o755 })
    await writeFile(path.join(path.dirname(target), 'origin'), `${dir}\n`)
    // Left behind when `.data/postgres` (the link) was deleted: that deleted the database.
    if (existsSync(target)) {
      if (inUse(target)) throw new Error(`${target} is in use by a running PostgreSQL`)
      await rm(target, { recursive: true, force: true })
    }
    // A cluster made before the folder became unreachable, or a copied checkout's, moves along.
    if ((await readdir(dir).catch(() => [])).length) await rename(dir, target)
    else await rm(dir, { recursive: true, force: true })
    await symlink(target, dir)
  } catch (error) {
    throw new DatabaseSetupError(
      `The postgres user cannot enter ${barrier}, and placing the embedded database in ${target} failed (${firstLine(error)}): move the checkout to a folder other users can enter, or set DATABASE_URL.`,
    )
  }
  console.log(
    `The postgres user cannot enter ${barrier}: the embedded database lives in ${target} (${dir} links there).`,
  )
  return target
}

/** The cluster folder, created if missing, owned by the account and closed to everyone else. */
async function ownFolder(dataDir: string, { uid, gid }: Account): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  if ((await lstat(dataDir)).uid !== uid) {
    // Files copied by root (cp -r of a checkout) would stop PostgreSQL at its ownership check.
    const entries = await readdir(dataDir, { recursive: true })
    for (const entry of entries) await lchown(path.join(dataDir, entry), uid, gid)
    await lchown(dataDir, uid, gid)
  }
  await chmod(dataDir, 0o700)
}

async function placeInstallation(request: Request): Promise<string> {
  const { installation, account, home = RELOCATION_HOME } = request
  const barrier = barrierTo(binary(installation.dir, 'postgres'), account)
  if (!barrier) return installation.dir

  // A copy, not a link: PostgreSQL finds lib/ and share/ from its executable's real path.
  const copy = path.join(home, `postgresql-${installation.version}`)
  if (!existsSync(binary(copy, 'postgres'))) {
    const partial = `${copy}.partial-${process.pid}`
    try {
      await mkdir(home, { recursive: true, mode: 0o755 })
      await cp(installation.dir, partial, { recursive: true, verbatimSymlinks: true })
      // Another launcher may have finished the same copy meanwhile: either one will do.
      await rename(partial, copy).catch(() => undefined)
    } catch (error) {
      throw new DatabaseSetupError(
        `The postgres user cannot enter ${barrier}, and copying PostgreSQL to ${copy} failed (${firstLine(error)}): move the checkout to a folder other users can enter, or set DATABASE_URL.`,
      )
    } finally {
      await rm(partial, { recursive: true, force: true })
    }
    console.log(
      `The postgres user cannot enter ${barrier}: PostgreSQL ${installation.version} runs from a copy in ${copy}.`,
    )
  }
  const copyBarrier = barrierTo(binary(copy, 'postgres'), account)
  if (copyBarrier) {
    throw new DatabaseSetupError(
      `The postgres user can enter neither ${barrier} nor ${copyBarrier}, so it cannot run PostgreSQL: move the checkout to a folder other users can enter, or set DATABASE_URL.`,
    )
  }
  return copy
}
