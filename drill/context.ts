/** What every drill is given, what it reports, and the helpers they share. */
import pg from 'pg'

import type { SquareStandin } from '../scripts/square-standin'
import type { DrillApp } from './app'
import { type Audit, audit } from './audit'
import type { DrillDatabase } from './postgres'
import type { SquareGate } from './squareGate'
import { awaitConfirmations, type Checkout, firstSuccess, now } from './visitors'

export type Drill = {
  name: string
  /** What is done, in a few words, for the report. */
  fault: string
  run(context: DrillContext): Promise<DrillResult>
}

export type DrillContext = {
  db: DrillDatabase
  app: DrillApp
  gate: SquareGate
  standin: SquareStandin
  /** The app's settings (secrets, folders, the stand-in behind the gate). */
  env: NodeJS.ProcessEnv
  /** Where the drills keep their files (.data/drill). */
  root: string
  /** How long after a fault every unsettled charge must be settled: the lease and a timer tick. */
  settleWindowMs: number
}

export type DrillResult = {
  audit?: Audit
  /** From the fault's end to the first paid checkout (or the server's answer) after it. */
  recoveryMs?: number | null
  /** The longest any pay request took. */
  longestPayMs?: number
  /** Cached pages requested during the fault that did not answer 200. */
  pagesFailed?: number
  pagesAsked?: number
  notes: string[]
  problems: string[]
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `task` on a new connection to the drill's database (which may have been restarted). */
export async function withDb<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

/** Pages Next serves from its cache once rendered. */
const CACHED_PAGES = ['/', '/pricing', '/faq']

export async function warmPages(baseUrl: string) {
  for (const path of CACHED_PAGES) await (await fetch(`${baseUrl}${path}`)).arrayBuffer()
}

/** The cached pages, asked every half second until the function returned is called. */
export function watchPages(baseUrl: string, paths = CACHED_PAGES) {
  let asked = 0
  let failed = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const path = paths[asked % paths.length]!
      asked += 1
      const ok = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) }).then(
        async (response) => {
          await response.arrayBuffer()
          return response.status === 200
        },
        () => false,
      )
      if (!ok) failed += 1
      await sleep(500)
    }
  })()
  return async () => {
    running = false
    await loop
    return { pagesAsked: asked, pagesFailed: failed }
  }
}

/**
 * Once the fault is over: probes until a checkout is paid (the recovery time), lets every
 * visitor told "confirming" ask until settled, then audits the orders against the charges.
 * With `holdMs`, audits again after that long: what was settled must stay so (no late charge).
 */
export async function recoverAndAudit(
  context: DrillContext,
  checkouts: Checkout[],
  faultEndedAt: number,
  { holdMs = 0 } = {},
): Promise<Pick<DrillResult, 'audit' | 'recoveryMs' | 'problems'>> {
  // The first checkout sent after the fault that was paid; else probes until one is.
  const answeredAt = (checkout: Checkout) => checkout.sentAt + checkout.ms
  const after = checkouts.filter(
    (checkout) => checkout.told === 'paid' && checkout.sentAt >= faultEndedAt,
  )
  const probes: Checkout[] = []
  const first = after.length
    ? Math.min(...after.map(answeredAt))
    : await firstSuccess(context.app.url, 120_000, probes)
  const recoveryMs = first === null ? null : first - faultEndedAt
  const all = [...checkouts, ...probes]
  await awaitConfirmations(context.app.url, all, context.settleWindowMs)
  // Settling and late confirmations are the timer's: audit again until they are done or overdue.
  const overdueAt = now() + context.settleWindowMs
  let result: Audit
  for (;;) {
    result = await withDb(context.db.url, (client) => audit(client, context.standin.payments, all))
    const waiting = result.problems.some((problem) => /^(stuck|unmailed)/.test(problem))
    if (!waiting || now() > overdueAt) break
    await sleep(2_000)
  }
  if (holdMs) {
    await sleep(holdMs)
    result = await withDb(context.db.url, (client) => audit(client, context.standin.payments, all))
  }
  const problems = [...result.problems]
  if (recoveryMs === null) problems.push('stuck: no checkout was paid within 2 minutes of the end')
  return { audit: result, recoveryMs, problems }
}

export const longest = (checkouts: Checkout[]) =>
  Math.max(0, ...checkouts.map((checkout) => checkout.ms))

export { now }
