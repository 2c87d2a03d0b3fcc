/**
 * The production app as the drills run it: `next start` in a process group of its own, so that it
 * can be killed outright, its output kept (for ALERT lines and start-up refusals) and written to
 * .data/drill/app.log.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, type WriteStream } from 'node:fs'

import { nextStartArgs, waitForHttp } from '../scripts/lib/processes'

export type DrillApp = {
  url: string
  /** Starts the server and resolves once it answers; `env` adds to or replaces its settings. */
  start(env?: Settings): Promise<void>
  /** Starts it expecting a refusal: resolves with the exit code and the lines it printed. */
  startExpectingExit(env: Settings, timeoutMs: number): Promise<ExitedStart>
  stop(): Promise<void>
  /** SIGKILL to the whole group: nothing is finished or cleaned up. */
  kill(): Promise<void>
  /** The lines printed since `mark` was taken. */
  linesSince(mark: number): string[]
  mark(): number
}

type Settings = Record<string, string | undefined>

export type ExitedStart = { code: number | null; lines: string[]; ms: number }

export function drillApp(port: number, baseEnv: NodeJS.ProcessEnv, logFile: string): DrillApp {
  const url = `http://127.0.0.1:${port}`
  const lines: string[] = []
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' })
  let child: ChildProcess | undefined

  function launch(env: Settings = {}) {
    const started = spawn('next', nextStartArgs(port), {
      env: { NEXT_PUBLIC_SERVER_URL: url, ...baseEnv, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      log.write(chunk)
      // Without the logger's colours, as the lines are read back.
      const text = chunk.toString().replace(/\u001b\[[0-9;]*m/g, '')
      lines.push(...text.split('\n').filter(Boolean))
    }
    started.stdout!.on('data', keep)
    started.stderr!.on('data', keep)
    // The drill ending for any reason (Ctrl-C included) takes the server with it.
    const killOnExit = () => started.pid && process.kill(-started.pid, 'SIGKILL')
    process.on('exit', killOnExit)
    started.once('exit', () => process.off('exit', killOnExit))
    child = started
    return started
  }

  const exited = (process_: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (process_.exitCode !== null || process_.signalCode !== null)
        return resolve(process_.exitCode)
      process_.once('exit', (code) => resolve(code))
    })

  async function signal(name: NodeJS.Signals) {
    const running = child
    if (!running?.pid) return
    const done = exited(running)
    try {
      process.kill(-running.pid, name)
    } catch {
      // Already gone.
    }
    await done
    child = undefined
  }

  return {
    url,
    async start(env) {
      const started = launch(env)
      const early = exited(started).then((code) => {
        throw new Error(`The app exited at start (code ${code}):\n${lines.slice(-10).join('\n')}`)
      })
      await Promise.race([waitForHttp(`${url}/api/users/me`, 120_000), early])
      early.catch(() => undefined)
    },
    async startExpectingExit(env, timeoutMs) {
      const mark = lines.length
      const began = performance.now()
      const started = launch(env)
      const timer = setTimeout(
        () => started.pid && process.kill(-started.pid, 'SIGKILL'),
        timeoutMs,
      )
      const code = await exited(started)
      clearTimeout(timer)
      child = undefined
      return { code, lines: lines.slice(mark), ms: performance.now() - began }
    },
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    mark: () => lines.length,
    linesSince: (mark) => lines.slice(mark),
  }
}
