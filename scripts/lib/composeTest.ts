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

const daemonAnswers = () =>
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
  if (!daemonAnswers())
    return { skipped: 'no Docker daemon answers (`docker info`)', required: setting === 'required' }
  const log = `${out}/compose.log`
  const results = `${out}/compose.json`
  const started = Date.now()
  const output = openSync(log, 'w')
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
    { env, stdio: ['ignore', output, output] },
  )
  const finished = new Promise<{ code: number; seconds: number }>((resolve) => {
    const done = (code: number) =>
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) })
    child.on('error', () => done(127))
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
  // Should the run end first, the test's afterAll would not run: its stack is taken down by the
  // next run's first step (tests/compose/operators.test.ts).
  process.once('exit', () => child.kill('SIGKILL'))
  return { finished, log, results }
}
