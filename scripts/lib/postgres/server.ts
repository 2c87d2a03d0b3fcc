import { type ChildProcess, spawn } from 'node:child_process'
import { chown, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Account } from './account'
import { binary } from './installation'
import type { Placement } from './placement'

export type Cluster = Placement & { account?: Account }
export type Credentials = { user: string; password: string }
export type Server = { stop(): Promise<void> }

/** Nothing of the app's environment (secrets); messages in English, as readiness is read from them. */
const ENV = {
  PATH: process.env.PATH,
  LC_ALL: 'C',
} as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv
const LOG_LINES = 15

/** Creates the cluster's files (initdb) in the empty folder `cluster.dataDir`. */
export async function initCluster(
  cluster: Cluster,
  { user, password }: Credentials,
): Promise<void> {
  // initdb reads the password from a file, which must be readable by the account running it.
  const passwordFile = path.join(path.dirname(cluster.dataDir), `.initdb-password-${process.pid}`)
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  try {
    if (cluster.account) await chown(passwordFile, cluster.account.uid, cluster.account.gid)
    const args = [`--pgdata=${cluster.dataDir}`, '--auth=password', `--username=${user}`]
    args.push(`--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C')
    const initdb = launch(cluster, 'initdb', args)
    const code = await new Promise<number | null>((resolve) => {
      initdb.child.on('error', () => resolve(null))
      initdb.child.on('close', resolve)
    })
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}).\n${initdb.tail()}`)
  } finally {
    await rm(passwordFile, { force: true })
  }
}

/**
 * Starts PostgreSQL on `port` of 127.0.0.1 and resolves once it accepts connections. It runs in
 * a session of its own, out of reach of the terminal's Ctrl-C: the app still needs it while it
 * shuts down, so the launcher stops it last. Should this process exit without stopping it (an
 * error, process.exit), it is asked to stop then.
 */
export function startServer(cluster: Cluster, port: number): Promise<Server> {
  const args = ['-D', cluster.dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1']
  args.push('-c', 'max_connections=200', '-c', 'lc_messages=C')
  const { child, tail } = launch(cluster, 'postgres', args, { detached: true })
  const stopOnExit = () => child.kill('SIGINT')
  process.on('exit', stopOnExit)
  const exited = new Promise<void>((resolve) =>
    child.on('close', () => {
      process.off('exit', stopOnExit)
      resolve()
    }),
  )

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => reject(new Error(`PostgreSQL ${reason}.\n${tail()}`))
    child.on('error', (error) => fail(`could not start (${error.message})`))
    child.on('close', (code) => fail(`stopped at start (exit code ${code})`))
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('database system is ready to accept connections')) return
      resolve({
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) {
            // Fast shutdown; immediate shutdown if a session will not end.
            child.kill('SIGINT')
            const immediate = setTimeout(() => child.kill('SIGQUIT'), 20_000)
            await exited
            clearTimeout(immediate)
          }
        },
      })
    })
  })
}

/** Runs one of the installation's programs as the cluster's account, keeping its last lines. */
function launch(
  cluster: Cluster,
  program: 'initdb' | 'postgres',
  args: string[],
  { detached = false } = {},
) {
  const child: ChildProcess = spawn(binary(cluster.installation, program), args, {
    ...(cluster.account && { uid: cluster.account.uid, gid: cluster.account.gid }),
    env: ENV,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Read to the end, always: a full pipe would block PostgreSQL's logging, then PostgreSQL.
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - LOG_LINES))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, tail: () => lines.join('\n') }
}
