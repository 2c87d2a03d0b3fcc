import { type ChildProcess, spawn } from 'node:child_process'

import { signalExitCode, type StopSignals } from './stopSignals'

/**
 * How long the app keeps an idle connection open. Longer than nginx keeps its idle connections to
 * the app (60 s, deploy/nginx/nginx.conf), so the app never closes one in the moment nginx sends
 * on it; Node's clients (the tests' API requests) read the app's hint and let go a second before
 * (docs/operations.md "Connections").
 */
export const APP_KEEP_ALIVE_MS = 65_000

/** The arguments of `next start` for a local server on `port`, as every harness starts it. */
export const nextStartArgs = (port: number, dir?: string) => [
  'start',
  ...(dir ? [dir] : []),
  '-p',
  String(port),
  '-H',
  '127.0.0.1',
  '--keepAliveTimeout',
  String(APP_KEEP_ALIVE_MS),
]

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', (error) => {
      console.error(`Could not run "${command}": ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Runs a command in the foreground (the terminal's, for prompts and Ctrl-C) until it exits and
 * resolves with its exit code. The first stop request is passed on and leaves it `graceMs` to
 * finish before it is killed; a second press kills it at once.
 */
export function runForeground(
  command: string,
  args: string[],
  stops: StopSignals,
  graceMs = 10_000,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env })
    let deadline: NodeJS.Timeout | undefined
    const kill = (why: string) => {
      console.warn(`"${command}" ${why}: killing it.`)
      child.kill('SIGKILL')
    }
    const unlisten = stops.listen((signal, press) => {
      if (press > 1) return kill('was asked to stop twice')
      child.kill(signal)
      deadline = setTimeout(() => kill(`did not stop within ${graceMs / 1000} s`), graceMs)
    })
    const finish = (code: number) => {
      unlisten()
      clearTimeout(deadline)
      resolve(code)
    }
    child.on('error', (error) => {
      console.error(`Could not run "${command}": ${error.message}`)
      finish(127)
    })
    child.on('exit', (code, signal) => finish(code ?? signalExitCode(signal ?? 'SIGKILL')))
  })
}

/**
 * Starts a long-running command in its own process group, so it can be stopped with its children.
 * Should the launcher end first (an error, a signal, a time limit), the group is killed with it:
 * a detached server left running would hold the launcher's output open after it is gone.
 */
export function startBackground(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env, detached: true })
  const killOnExit = () => child.pid && signalGroup(-child.pid, 'SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  return child
}

/**
 * Stops a background command and its children: SIGTERM to its process group, then SIGKILL to the
 * group if it has not exited within `graceMs`. A server's graceful stop waits for requests still
 * open; one that never ends must not keep a test run (and CI) waiting until its time limit.
 */
export function stopBackground(child: ChildProcess, graceMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve()
    const group = -child.pid
    const deadline = setTimeout(() => {
      console.warn(
        `"${child.spawnargs.join(' ')}" did not stop within ${graceMs / 1000} s: killing it.`,
      )
      signalGroup(group, 'SIGKILL')
    }, graceMs)
    child.once('exit', () => {
      clearTimeout(deadline)
      // Children it left behind in its group go with it.
      signalGroup(group, 'SIGKILL')
      resolve()
    })
    if (!signalGroup(group, 'SIGTERM')) {
      clearTimeout(deadline)
      resolve()
    }
  })
}

function signalGroup(group: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(group, signal)
    return true
  } catch {
    return false // the group is gone already
  }
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError = ''
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
      lastError = `HTTP ${response.status}`
    } catch (error) {
      lastError = (error as Error).message
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${lastError})`)
}
