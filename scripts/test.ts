/**
 * `npm test`: every check of the project, end to end, on a fresh embedded PostgreSQL.
 *
 *   1. type check (tsc), lint (ESLint), format check (Prettier) and spelling of the seeded copy (CSpell)
 *   2. unit tests (vitest)
 *   3. integration tests (vitest, real PostgreSQL through Payload's Local API)
 *   4. production build (`npm run build`, deliberately without a database)
 *   5. end-to-end tests (Playwright in Debian's Chromium against `next start`)
 *   and, beside them from the start, the compose test (tests/compose: the images built and
 *   docker-compose.yml run as operators run it), when a Docker daemon answers
 *
 * Ends with one line "N passed, M failed" summed over all suites, and exits non-zero on any
 * failure or when no test ran. SKIP_BUILD=1 reuses an existing .next build (local iteration);
 * TEST_ONLY=unit|int|e2e|compose runs one suite. Arguments go to Playwright, so one end-to-end file runs
 * alone: `TEST_ONLY=e2e npx tsx scripts/test.ts -- tests/e2e/wizard.spec.ts`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { relative, resolve } from 'node:path'

import { tracedBeyondServer } from './lib/buildTraces'
import { startComposeTest } from './lib/composeTest'
import { type Database, startEmbeddedDatabase } from './lib/database'
import { freePort } from './lib/freePort'
import { prepareDatabaseInChild } from './lib/prepare'
import { nextStartArgs, run, startBackground, stopBackground, waitForHttp } from './lib/processes'
import { exitOnStopSignals } from './lib/stopSignals'
import { standinEnv, startSquareStandin } from './square-standin'

const OUT = '.data/test'
/** 32 bytes spelling "7e57" (test) over and over: a key for test data, never for production. */
const TEST_FIELD_ENCRYPTION_KEY = '7e57'.repeat(16)
const only = process.env.TEST_ONLY
/** Files or a filter for Playwright (its first-user setup runs with them). */
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--')
const wants = (suite: string) => !only || only === suite

type Tally = { passed: number; failed: number; problems: string[] }
const tally: Tally = { passed: 0, failed: 0, problems: [] }

/** How long each step took, printed with the summary: the suite's time budget is watched there. */
const timings: [string, number][] = []
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work()
  } finally {
    timings.push([step, Math.round((Date.now() - started) / 1000)])
  }
}

function fail(problem: string) {
  tally.failed += 1
  tally.problems.push(problem)
}

function readVitest(file: string, suite: string) {
  if (!existsSync(file)) return fail(`${suite}: no results (the runner crashed)`)
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    testResults?: {
      name: string
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
    }[]
  }
  tally.passed += report.numPassedTests
  tally.failed += report.numFailedTests
  if (report.numFailedTests) tally.problems.push(`${suite}: ${report.numFailedTests} failed`)
  for (const result of report.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed')
        tally.problems.push(
          `${suite}: ${relative(process.cwd(), result.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        )
}

/** The first line of an error, short enough for the summary CI shows. */
const firstLine = (message = ''): string =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')[0]!
    .slice(0, 300)

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: {
    title: string
    line: number
    tests: { status: string; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

function failedSpecs(suite: PlaywrightSuite, file = suite.file ?? ''): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map(
        (test) =>
          `e2e: ${file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
      ),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => failedSpecs(child, file))]
}

function readPlaywright(file: string) {
  if (!existsSync(file)) return fail('e2e: no results (the runner crashed)')
  const { stats, errors, suites } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
    errors?: { message?: string }[]
    suites?: PlaywrightSuite[]
  }
  tally.passed += stats.expected + stats.flaky
  tally.failed += stats.unexpected
  if (stats.unexpected) tally.problems.push(`e2e: ${stats.unexpected} failed`)
  tally.problems.push(...(suites ?? []).flatMap((suite) => failedSpecs(suite)))
  if (errors?.length)
    fail(`e2e: ${errors.length} error(s) outside tests: ${firstLine(errors[0]?.message)}`)
}

async function vitest(project: 'unit' | 'int', env: NodeJS.ProcessEnv) {
  const output = `${OUT}/${project}.json`
  const code = await run(
    'vitest',
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  )
  readVitest(output, project)
  if (code !== 0 && !tally.problems.some((p) => p.startsWith(project)))
    fail(`${project}: vitest exited with ${code}`)
}

/**
 * The database is new each run, so are the caches of its content: Next keeps query answers
 * (.next/cache) across builds and pages rendered at runtime (.next/server/route-cache) across
 * starts, and an earlier run's would be stale copies.
 */
async function clearContentCaches() {
  for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache'])
    await rm(cache, { recursive: true, force: true })
}

async function endToEnd(database: Database) {
  if (process.env.SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID')) {
    // No DATABASE_URL on purpose: an image build has no database either. Nor an earlier run's
    // query answers: with them a build prerenders pages it then cannot finish (a local rebuild).
    await clearContentCaches()
    const { DATABASE_URL: _omit, ...buildEnv } = process.env
    // `npm run build`, as an image is built: the compile and the prerender as two processes
    // (docs/performance.md#the-build).
    if ((await timed('build', () => run('npm', ['run', '--silent', 'build'], buildEnv))) !== 0)
      return fail('build: npm run build failed')
  }
  const beyond = [...(await tracedBeyondServer(process.cwd()))]
  if (beyond.length)
    fail(
      `build: the server's file traces list ${beyond.map(([top, count]) => `${top} (${count})`).join(', ')}: a path the tracer cannot follow (docs/performance.md#the-build)`,
    )

  const env = {
    ...process.env,
    DATABASE_URL: await database.extra('e2e'),
    NODE_ENV: 'production' as const,
    // Where the paid wizard leads; the tests answer this address themselves (routePortal).
    PORTAL_URL: 'https://portal.example.test/',
    // Where the server writes its mail, which the tests open as a customer would their inbox.
    MAIL_DIR: resolve(OUT, 'e2e-mail'),
    // Uploads and media of this run only, like its database: an earlier run's files would make
    // an upload of the same name come back renamed ("articles-of-organization-1.pdf").
    DATA_DIR: resolve(OUT, 'e2e-data'),
  }
  await rm(env.DATA_DIR, { recursive: true, force: true })
  await prepareDatabaseInChild({ env })
  await clearContentCaches()
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // A production server needs its public address; the suite's is the server's own.
  Object.assign(env, { NEXT_PUBLIC_SERVER_URL: baseUrl })
  const server = startBackground('next', nextStartArgs(port), env)
  try {
    await waitForHttp(`${baseUrl}/api/users/me`, 90_000)
    const output = `${OUT}/e2e.json`
    await timed('e2e', () =>
      run('playwright', ['test', ...playwrightArgs], {
        ...env,
        BASE_URL: baseUrl,
        PLAYWRIGHT_JSON_OUTPUT_FILE: output,
      }),
    )
    readPlaywright(output)
  } finally {
    await timed('e2e server stop', () => stopBackground(server))
  }
}

async function composeResults(compose: ReturnType<typeof startComposeTest>) {
  if ('skipped' in compose) {
    if (compose.required) fail(`compose: required, but ${compose.skipped}`)
    else console.log(`\ncompose: skipped (${compose.skipped})`)
    return
  }
  const { code, seconds } = await compose.finished
  timings.push(['compose (in parallel)', seconds])
  readVitest(compose.results, 'compose')
  if (code !== 0) {
    if (!tally.problems.some((p) => p.startsWith('compose')))
      fail(`compose: vitest exited with ${code}`)
    console.log(
      `\ncompose: the end of ${compose.log}:\n${readFileSync(compose.log, 'utf8').split('\n').slice(-60).join('\n')}`,
    )
  }
}

async function main() {
  exitOnStopSignals()
  await mkdir(OUT, { recursive: true })
  const started = Date.now()
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-not-for-production',
    FIELD_ENCRYPTION_KEY: process.env.FIELD_ENCRYPTION_KEY || TEST_FIELD_ENCRYPTION_KEY,
  }
  process.env.PAYLOAD_SECRET = env.PAYLOAD_SECRET
  process.env.FIELD_ENCRYPTION_KEY = env.FIELD_ENCRYPTION_KEY

  const compose = wants('compose') ? startComposeTest(env, OUT) : null
  if (!only) {
    if ((await timed('typecheck', () => run('tsc', ['--noEmit'], env))) !== 0)
      fail('typecheck: tsc found errors')
    if ((await timed('lint', () => run('eslint', ['.'], env))) !== 0)
      fail('lint: eslint found problems')
    if ((await timed('format', () => run('prettier', ['--check', '.'], env))) !== 0)
      fail('format: run `npm run format`')
    if (
      (await timed('spelling', () => run('cspell', ['--no-progress', '--no-summary'], env))) !== 0
    )
      fail('spelling: fix the word, or add a name to cspell-words.txt')
  }
  if (wants('unit')) await timed('unit', () => vitest('unit', env))

  if (wants('int') || wants('e2e')) {
    const database = await startEmbeddedDatabase({
      dataDir: `${OUT}/postgres`,
      name: 'int',
      fresh: true,
    })
    // Tests never reach Square: payments go to the local stand-in, whatever the shell has set.
    // The card form keeps Square's sandbox script address, which the end-to-end tests route to
    // the stub (tests/e2e/squareStub.ts), so no script override may come from the shell.
    const standin = await startSquareStandin()
    for (const target of [env, process.env] as NodeJS.ProcessEnv[]) {
      delete target.NEXT_PUBLIC_SQUARE_SCRIPT_URL
      Object.assign(target, standinEnv(standin)) // process.env: the end-to-end server's environment
    }
    try {
      if (wants('int')) {
        const intEnv = { ...env, DATABASE_URL: database.url }
        await prepareDatabaseInChild({ env: intEnv })
        await timed('int', () => vitest('int', intEnv))
      }
      if (wants('e2e')) await endToEnd(database)
    } finally {
      await standin.stop()
      await database.stop()
    }
  }

  if (compose) await composeResults(compose)

  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`\nTest run finished in ${seconds}s.`)
  console.log(`  ${timings.map(([step, took]) => `${step} ${took}s`).join(', ')}`)
  for (const problem of tally.problems) console.log(`  ✗ ${problem}`)
  if (tally.passed + tally.failed === 0) fail('no test ran')
  console.log(`${tally.passed} passed, ${tally.failed} failed`)
  process.exit(tally.failed > 0 ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  console.log(`${tally.passed} passed, ${tally.failed + 1} failed`)
  process.exit(1)
})
