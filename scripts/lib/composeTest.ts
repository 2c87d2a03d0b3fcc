/**
 * The compose test (tests/compose, docs/testing.md#the-compose-test) beside the rest of `npm test`:
 * it needs a Docker daemon and spends most of its quarter of an hour building images, so it runs
 * in the background, at the lowest CPU priority, with its output in a file read at the end.
 *
 * COMPOSE_TEST=required (CI) fails the run when no daemon answers; COMPOSE_TEST=skip never runs
 * it; unset, it runs when a daemon answers and is reported skipped otherwise.
 */
import { spawn, spawnSync } from 'node:child_process'
import { openSync } from 'node:fs'

export type ComposeTest = {
  /** Resolves with vitest's exit code and how long the test took, in seconds. */
  finished: Promise<{ code: number; seconds: number }>
  log: string
  results: string
}

/** Whether a Docker daemon answers here (`docker info`). */
export const dockerDaemonAnswers = () =>
  spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
    stdio: 'ignore',
    timeout: 20_000,
  }).status === 0

/** Starts the compose test, or says why it does not run (a failure when it was required). */
export function startComposeTest(
  env: NodeJS.ProcessEnv,
  out: string,
): ComposeTest | { skipped: string; required: boolean } {
  const setting = env.COMPOSE_TEST ?? ''
  if (setting === 'skip') return { skipped: 'COMPOSE_TEST=skip', required: false }
  if (!dockerDaemonAnswers())
    return { skipped: 'no Docker daemon answers (`docker info`)', required: setting === 'required' }
  const log = `${out}/compose.log`
  const results = `${out}/compose.json`
  const started = Date.now()
  const output = openSync(log, 'w')
  // Its own process group, so that stopping it stops its docker-compose commands too.
  const child = spawn(
    'nice',
    [
      '-n',
      '19',
      'vitest',
      'run',
      '--project',
      'compose',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}`,
    ],
    { env, stdio: ['ignore', output, output], detached: true },
  )
  let running = true
  const finished = new Promise<{ code: number; seconds: number }>((resolve) => {
    const done = (code: number) =>
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) })
    child.on('error', () => done(127))
    child.on('exit', (code, signal) => {
      running = false
      done(code ?? (signal ? 1 : 0))
    })
  })
  // Should the run end first (a failure, Ctrl-C), the test's afterAll never runs: stop it and
  // remove its stack here, containers, volumes and network, by the project's label.
  process.once('exit', () => {
    if (!running) return
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {}
    removeProject(env.COMPOSE_TEST_PROJECT || COMPOSE_TEST_PROJECT)
  })
  return { finished, log, results }
}

/** The compose test's project name (tests/compose/operators.test.ts). */
export const COMPOSE_TEST_PROJECT = 'formationcomposetest'

function removeProject(project: string) {
  const label = `label=com.docker.compose.project=${project}`
  const list = (kind: string, ...args: string[]) =>
    spawnSync('docker', [kind, 'ls', '-q', ...args, '--filter', label], { encoding: 'utf8' })
      .stdout?.split('\n')
      .filter(Boolean) ?? []
  const remove = (kind: string, ids: string[]) =>
    ids.length && spawnSync('docker', [kind, 'rm', '-f', ...ids], { stdio: 'ignore' })
  remove('container', list('container', '-a'))
  remove('volume', list('volume'))
  remove('network', list('network'))
}
