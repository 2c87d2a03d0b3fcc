/**
 * Debian's redis-server on a free local port, for the tests and the benchmark of several app
 * replicas (REDIS_URL): nothing is saved to disk, and `stop()` ends it.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'

import { freePort } from './freePort'

export type LocalRedis = { url: string; stop: () => Promise<void> }

/** Debian puts redis-server in /usr/bin; REDIS_SERVER_PATH names another. */
export function redisServerBinary(): string {
  if (process.env.REDIS_SERVER_PATH) return process.env.REDIS_SERVER_PATH
  return existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server'
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

export async function startRedis(): Promise<LocalRedis> {
  const port = await freePort()
  const redis = spawn(
    redisServerBinary(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()))
  const failed = new Promise<never>((_, reject) =>
    redis.once('error', (error) =>
      reject(
        new Error(
          `Could not start redis-server (${error.message}): install Debian's redis-server.`,
        ),
      ),
    ),
  )
  const deadline = Date.now() + 10_000
  while (!(await Promise.race([listening(port), failed]))) {
    if (redis.exitCode !== null)
      throw new Error(`redis-server stopped at start (exit ${redis.exitCode})`)
    if (Date.now() > deadline)
      throw new Error(`redis-server did not listen on port ${port} within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (redis.exitCode === null) {
        redis.kill('SIGTERM')
        await exited
      }
    },
  }
}
