/**
 * The floor: a bare Next page (bench/floor: one static page of text, no client component, no
 * stylesheet), built and served beside the site by the same Next and React, so every figure of
 * the site reads as a ratio to what any Next page costs on this machine in this run.
 *
 * It is built in a temporary folder with the project's node_modules linked in: built inside the
 * repository, Next would take the site's `src/instrumentation.ts` for its own.
 */
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../scripts/lib/freePort'
import {
  nextStartArgs,
  run,
  startBackground,
  stopBackground,
  waitForHttp,
} from '../scripts/lib/processes'

export type Floor = { baseUrl: string; stop: () => Promise<void> }

export async function startFloor(): Promise<Floor> {
  const dir = await mkdtemp(path.join(tmpdir(), 'next-floor-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  const { DATABASE_URL: _omit, ...env } = process.env
  const floorEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const }
  try {
    await cp(path.resolve('bench/floor'), dir, { recursive: true })
    await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
    if ((await run('next', ['build', dir], floorEnv)) !== 0)
      throw new Error('the floor did not build')
  } catch (error) {
    await remove()
    throw error
  }
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = startBackground('next', nextStartArgs(port, dir), floorEnv)
  const stop = async () => {
    await stopBackground(server)
    await remove()
  }
  try {
    await waitForHttp(`${baseUrl}/`, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}
