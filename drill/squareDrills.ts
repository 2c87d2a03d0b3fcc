/** Square unreachable or frozen, and the app killed while Square was charging. */
import { type Drill, longest, now, recoverAndAudit, sleep } from './context'
import { arrivals, type Checkout, payOnce } from './visitors'

async function standinFault(url: string, fault: Record<string, unknown> | null) {
  const response = await fetch(`${url}/__standin/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: fault ? JSON.stringify(fault) : undefined,
  })
  if (!response.ok) throw new Error(`The stand-in refused the fault (${response.status}).`)
}

const IN_FLIGHT = 3

export const appKilledMidCharge: Drill = {
  name: 'app-killed-mid-charge',
  fault: `the app killed (SIGKILL) while Square charged ${IN_FLIGHT} cards and had not answered`,
  async run(context) {
    const { standin, app } = context
    // Square charges, then takes 15 s to answer: the app dies waiting.
    await standinFault(standin.url, { mode: 'delay', ms: 15_000, times: IN_FLIGHT })
    const charged = standin.payments.length
    const paying = Array.from({ length: IN_FLIGHT }, () => payOnce(app.url))
    const deadline = now() + 30_000
    while (standin.payments.length < charged + IN_FLIGHT && now() < deadline) await sleep(50)
    await app.kill()
    const checkouts = await Promise.all(paying)
    await standinFault(standin.url, null)
    const restartedAt = now()
    await app.start()
    const faultEndedAt = now()
    const recovered = await recoverAndAudit(context, checkouts, faultEndedAt)
    return {
      ...recovered,
      longestPayMs: longest(checkouts),
      notes: [`the app took ${Math.round((faultEndedAt - restartedAt) / 1000)} s to start again`],
    }
  },
}

const REFUSED_SECONDS = 8

export const squareRefused: Drill = {
  name: 'square-refused',
  fault: `Square refusing connections for ${REFUSED_SECONDS} s, a checkout a second`,
  async run(context) {
    await context.gate.set('refused')
    let checkouts: Checkout[]
    try {
      checkouts = await arrivals(context.app.url, 1, REFUSED_SECONDS)
    } finally {
      await context.gate.set('open')
    }
    // What was never sent must never be charged, even after the settling timer has run.
    const recovered = await recoverAndAudit(context, checkouts, now(), {
      holdMs: context.settleWindowMs,
    })
    const problems = [...recovered.problems]
    const confirming = checkouts.filter((checkout) => checkout.told !== 'failed')
    if (confirming.length)
      problems.push(
        `unclear: ${confirming.length} visitors were not told at once that nothing was charged`,
      )
    return { ...recovered, problems, longestPayMs: longest(checkouts), notes: [] }
  },
}

const FROZEN_SECONDS = 30

export const squareFrozen: Drill = {
  name: 'square-frozen',
  fault: `Square taking connections and answering nothing for ${FROZEN_SECONDS} s`,
  async run(context) {
    await context.gate.set('frozen')
    let checkouts: Checkout[]
    try {
      checkouts = await arrivals(context.app.url, 1, 4)
      await sleep(Math.max(0, FROZEN_SECONDS * 1000 - 4000))
    } finally {
      await context.gate.set('open')
    }
    const faultEndedAt = now()
    const recovered = await recoverAndAudit(context, checkouts, faultEndedAt)
    const settled = checkouts.filter((checkout) => checkout.settledAt !== undefined)
    const slowest = Math.max(0, ...settled.map((checkout) => checkout.settledAt! - faultEndedAt))
    return {
      ...recovered,
      longestPayMs: longest(checkouts),
      notes: [
        `${checkouts.filter((checkout) => checkout.told === 'confirming').length} visitors told "confirming"; all settled ${Math.round(slowest / 1000)} s after Square answered again`,
      ],
    }
  },
}
