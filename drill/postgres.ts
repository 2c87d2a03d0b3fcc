/**
 * The drill's PostgreSQL: Debian's server of the project's major version when it is installed
 * (what a production host runs), else the embedded one. A fresh cluster under .data/drill that
 * keeps one port for its whole life, so the app finds it at the same address after a restart.
 */
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { type Database, startEmbeddedDatabase } from '../scripts/lib/database'
import { freePort } from '../scripts/lib/freePort'
import { packagedInstallation, systemInstallation } from '../scripts/lib/postgres/installation'

const exec = promisify(execFile)

export type DrillDatabase = {
  url: string
  /** Which PostgreSQL runs, for the report. */
  describe: string
  /** Another database on the same server (a restore's target). */
  extra(name: string): Promise<string>
  stop(): Promise<void>
  start(): Promise<void>
  /** Every process of the server stopped with SIGSTOP: connections open, nothing answers. */
  freeze(): Promise<void>
  thaw(): Promise<void>
}

const DATA_DIR = '.data/drill/postgres'

export async function startDrillDatabase(): Promise<DrillDatabase> {
  const packaged = await packagedInstallation()
  const system = systemInstallation(packaged)
  const installation = system ?? packaged
  const port = await freePort()
  const options = { dataDir: DATA_DIR, name: 'drill', installation, port }
  let database: Database | undefined = await startEmbeddedDatabase({ ...options, fresh: true })
  let frozen: number[] = []

  /** The postmaster (from its pid file) and its children: the whole server. */
  async function serverProcesses(dataDir: string): Promise<number[]> {
    const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')
    const postmaster = Number(pidFile.split('\n')[0])
    const { stdout } = await exec('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
    return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)]
  }

  const running = () => {
    if (!database) throw new Error('The drill database is stopped.')
    return database
  }

  return {
    url: database.url,
    describe: `PostgreSQL ${installation.version} (${system ? installation.dir : 'embedded'})`,
    extra: (name) => running().extra(name),
    async stop() {
      await running().stop()
      database = undefined
    },
    async start() {
      database ??= await startEmbeddedDatabase(options)
    },
    async freeze() {
      // The postmaster first, so that it starts no process that would not be stopped.
      frozen = await serverProcesses(running().dataDir)
      for (const pid of frozen) process.kill(pid, 'SIGSTOP')
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT')
      frozen = []
    },
  }
}
