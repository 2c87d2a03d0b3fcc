/**
 * `npm run drill`: the failure drills of docs/operations.md against a production build, a real
 * PostgreSQL (Debian's when installed) and the Square stand-in behind a relay that can refuse or
 * freeze. Each drill prints the checkouts, orders, charges, 5xx answers and the time to recover,
 * and the run fails on a lost order, a doubled charge, a stuck one, a 500 or a refusal missing.
 *
 *   npm run drill                                  every drill (about 10 minutes)
 *   SKIP_BUILD=1 DRILL_ONLY=square-frozen npm run drill
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { freePort } from '../scripts/lib/freePort'
import { prepareDatabaseInChild } from '../scripts/lib/prepare'
import { run } from '../scripts/lib/processes'
import { exitOnStopSignals } from '../scripts/lib/stopSignals'
import { standinEnv, startSquareStandin } from '../scripts/square-standin'
import { drillApp } from './app'
import { type Drill, type DrillContext, type DrillResult, warmPages } from './context'
import { backupAndRestore, storageRefusesWrites, wrongKeyAtStart } from './dataDrills'
import { postgresFrozen, postgresRestart, postgresStopped } from './databaseDrills'
import { startDrillDatabase } from './postgres'
import { printReport } from './report'
import { appKilledMidCharge, squareFrozen, squareRefused } from './squareDrills'
import {
  autoRenewalJobKilledMidCharge,
  autoRenewalSquareFrozen,
  balanceAppKilledMidCharge,
  balanceSquareFrozen,
  renewalAppKilledMidCharge,
  renewalSquareFrozen,
} from './chargeDrills'
import { startSquareGate } from './squareGate'

const DRILLS: Drill[] = [
  postgresRestart,
  postgresStopped,
  postgresFrozen,
  appKilledMidCharge,
  squareRefused,
  squareFrozen,
  balanceSquareFrozen,
  balanceAppKilledMidCharge,
  renewalSquareFrozen,
  renewalAppKilledMidCharge,
  autoRenewalSquareFrozen,
  autoRenewalJobKilledMidCharge,
  storageRefusesWrites,
  wrongKeyAtStart,
  backupAndRestore,
]

const ROOT = path.resolve('.data/drill')
/** Square's call deadline (2 × SQUARE_TIMEOUT_MS) plus 10 s: how long an attempt owns its order. */
const SQUARE_TIMEOUT_MS = 10_000
const LEASE_MS = 2 * SQUARE_TIMEOUT_MS + 10_000
const SETTLE_INTERVAL_S = 10

async function main(): Promise<number> {
  const only = process.env.DRILL_ONLY?.split(',').filter(Boolean)
  const drills = only ? DRILLS.filter((drill) => only.includes(drill.name)) : DRILLS
  if (!drills.length) {
    console.error(`DRILL_ONLY names none of: ${DRILLS.map((drill) => drill.name).join(', ')}`)
    return 2
  }
  if (!process.env.SKIP_BUILD) {
    // As in an image build: `npm run build`, no database.
    const { DATABASE_URL: _omit, ...env } = process.env
    const build = await run('npm', ['run', '--silent', 'build'], {
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
    })
    if (build !== 0) return 1
  }

  await rm(ROOT, { recursive: true, force: true })
  await mkdir(path.join(ROOT, 'data'), { recursive: true })
  const db = await startDrillDatabase()
  const standin = await startSquareStandin()
  const gate = await startSquareGate(standin)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...standinEnv(gate),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: db.url,
    DATA_DIR: path.join(ROOT, 'data'),
    PAYLOAD_SECRET: 'drill-secret-not-for-production',
    // A fixed key for drill data, never for production.
    FIELD_ENCRYPTION_KEY: 'd1a1'.repeat(16),
    SQUARE_TIMEOUT_MS: String(SQUARE_TIMEOUT_MS),
    ORDER_SETTLE_INTERVAL_SECONDS: String(SETTLE_INTERVAL_S),
    // Every visitor of a drill comes from this one address.
    ORDER_PAY_RATE_LIMIT: '0',
    BALANCE_PAY_RATE_LIMIT: '0',
    ORDER_STATUS_RATE_LIMIT: '0',
    FORM_RATE_LIMIT: '0',
  }
  const app = drillApp(await freePort(), env, path.join(ROOT, 'app.log'))
  const context: DrillContext = {
    db,
    app,
    gate,
    standin,
    env,
    root: ROOT,
    settleWindowMs: LEASE_MS + 2 * SETTLE_INTERVAL_S * 1000 + 10_000,
  }
  const results: { drill: Drill; result: DrillResult }[] = []
  try {
    console.log(
      `Drills on ${db.describe}; the app's output goes to ${path.relative('.', ROOT)}/app.log`,
    )
    await prepareDatabaseInChild({ env })
    await app.start()
    // Pages come from cache during the faults, as they would after the first visitors.
    await warmPages(app.url)
    for (const drill of drills) {
      console.log(`\n▶ ${drill.name}: ${drill.fault}`)
      const result = await drill.run(context).catch((error: unknown): DrillResult => ({
        notes: [],
        problems: [`the drill failed: ${error instanceof Error ? error.message : String(error)}`],
      }))
      const answers = result.audit?.statuses ? [`pay answered ${result.audit.statuses}`] : []
      for (const line of [...answers, ...result.notes, ...result.problems]) console.log(`  ${line}`)
      results.push({ drill, result })
    }
  } finally {
    await app.stop()
    await gate.close()
    await standin.stop()
    await db.thaw().catch(() => undefined)
    await db.stop().catch(() => undefined)
  }
  printReport(results)
  return results.some(({ result }) => result.problems.length) ? 1 : 0
}

exitOnStopSignals()
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
