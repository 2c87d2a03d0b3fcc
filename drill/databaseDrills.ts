/** PostgreSQL restarted, stopped and frozen while visitors pay. */
import {
  type Drill,
  type DrillContext,
  longest,
  now,
  recoverAndAudit,
  sleep,
  watchPages,
} from './context'
import { arrivals, type Checkout, payOnce } from './visitors'

const CHECKOUTS = 60
const AT_ONCE = 6

export const postgresRestart: Drill = {
  name: 'postgres-restart',
  fault: `PostgreSQL restarted (fast shutdown) in the middle of ${CHECKOUTS} checkouts, ${AT_ONCE} at a time`,
  async run(context) {
    const stopPages = watchPages(context.app.url)
    const checkouts: Checkout[] = []
    let sent = 0
    const visitor = async () => {
      while (sent < CHECKOUTS) {
        sent += 1
        checkouts.push(await payOnce(context.app.url))
      }
    }
    let faultEndedAt = 0
    const restart = async () => {
      while (sent < CHECKOUTS / 3) await sleep(20)
      await context.db.stop()
      await context.db.start()
      faultEndedAt = now()
    }
    await Promise.all([...Array.from({ length: AT_ONCE }, visitor), restart()])
    const pages = await stopPages()
    const recovered = await recoverAndAudit(context, checkouts, faultEndedAt)
    return { ...recovered, ...pages, longestPayMs: longest(checkouts), notes: [] }
  },
}

/** Visitors at `perSecond` while `fault` runs from `at` seconds for `seconds`, then `end`s. */
async function outage(
  context: DrillContext,
  { perSecond, at, seconds }: { perSecond: number; at: number; seconds: number },
  fault: { begin(): Promise<void>; end(): Promise<void> },
) {
  const stopPages = watchPages(context.app.url)
  let faultEndedAt = 0
  const [checkouts] = await Promise.all([
    arrivals(context.app.url, perSecond, at + seconds + 5),
    (async () => {
      await sleep(at * 1000)
      await fault.begin()
      await sleep(seconds * 1000)
      await fault.end()
      faultEndedAt = now()
    })(),
  ])
  const pages = await stopPages()
  const recovered = await recoverAndAudit(context, checkouts, faultEndedAt)
  return { checkouts, pages, recovered }
}

const STOP_SECONDS = 30

export const postgresStopped: Drill = {
  name: 'postgres-stopped',
  fault: `PostgreSQL stopped for ${STOP_SECONDS} s, 2 checkouts a second`,
  async run(context) {
    const { checkouts, pages, recovered } = await outage(
      context,
      { perSecond: 2, at: 5, seconds: STOP_SECONDS },
      { begin: () => context.db.stop(), end: () => context.db.start() },
    )
    const refused = checkouts.filter((checkout) => checkout.status === 503).length
    return {
      ...recovered,
      ...pages,
      longestPayMs: longest(checkouts),
      notes: [`${refused} checkouts answered 503 "try again in a minute" during the outage`],
    }
  },
}

const FREEZE_SECONDS = 40

export const postgresFrozen: Drill = {
  name: 'postgres-frozen',
  fault: `PostgreSQL frozen (SIGSTOP) for ${FREEZE_SECONDS} s, a checkout a second`,
  async run(context) {
    const { checkouts, pages, recovered } = await outage(
      context,
      { perSecond: 1, at: 5, seconds: FREEZE_SECONDS },
      { begin: () => context.db.freeze(), end: () => context.db.thaw() },
    )
    const longestPayMs = longest(checkouts)
    const problems = [...recovered.problems]
    // The timeouts exist so that nobody waits for the whole freeze.
    if (longestPayMs >= FREEZE_SECONDS * 1000)
      problems.push(`hung: a pay request waited ${Math.round(longestPayMs / 1000)} s`)
    return { ...recovered, ...pages, longestPayMs, problems, notes: [] }
  },
}
