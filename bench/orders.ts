/**
 * The order endpoints under load (part of `npm run bench`; `npm run bench:orders` runs it alone).
 *
 * CONCURRENCY checkout loops for DURATION_S seconds, each checkout a new checkout key:
 * POST /api/v1/pay, then POST /api/v1/client. Reports p50/p99 latency and compares the orders
 * stored with the charges the stand-in took (they must be equal). A second phase sends RATE
 * checkouts per second whatever the answers take (open loop), to show latency below saturation.
 *
 *   CONCURRENCY=32 DURATION_S=15 RATE=10 npm run bench:orders
 */
import { loadavg } from 'node:os'

import { atRate } from '../scripts/lib/arrivals'
import { demoCheckout } from '../scripts/lib/demoCheckout'
import type { BenchServer } from './server'
import { percentile } from './stats'

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32)
const DURATION_S = Number(process.env.DURATION_S ?? 15)
const WARMUP_CHECKOUTS = 40
/** Arrival rate of the steady phase: below the machine's saturation point. */
const RATE = Number(process.env.RATE ?? 10)

type Sample = { pay: number; client?: number; status: number }

async function post(url: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

async function oneCheckout(baseUrl: string): Promise<Sample> {
  const { pay, client } = demoCheckout()
  const paid = await post(`${baseUrl}/api/v1/pay`, pay)
  if (paid.status !== 200) return { pay: paid.ms, status: paid.status }
  const stored = await post(`${baseUrl}/api/v1/client`, client)
  return { pay: paid.ms, client: stored.ms, status: stored.status }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

/** CONCURRENCY loops, each starting its next checkout when the last one is answered. */
async function closedLoop(
  baseUrl: string,
  concurrency: number,
  seconds: number,
): Promise<Sample[]> {
  const samples: Sample[] = []
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) samples.push(await oneCheckout(baseUrl))
    }),
  )
  return samples
}

/** Checkouts arriving at a fixed rate whatever the answers take: latency at a sustainable load. */
const openLoop = (baseUrl: string, perSecond: number, seconds: number): Promise<Sample[]> =>
  atRate(perSecond, seconds, () => oneCheckout(baseUrl))

type Counters = { countOrders: () => Promise<{ all: number; paid: number }>; charges: () => number }

async function measurePhase(title: string, drive: () => Promise<Sample[]>, counters: Counters) {
  // Other work on the machine skews every figure: the load average is kept with the results.
  const loadBefore = loadavg()[0]!
  const ordersBefore = await counters.countOrders()
  const chargesBefore = counters.charges()
  console.log(`\n${title} …`)
  const started = performance.now()
  const samples = await drive()
  const seconds = (performance.now() - started) / 1000

  const ordersAfter = await counters.countOrders()
  const orders = ordersAfter.all - ordersBefore.all
  const paidOrders = ordersAfter.paid - ordersBefore.paid
  const charges = counters.charges() - chargesBefore
  const pay = samples.map((s) => s.pay)
  const client = samples.flatMap((s) => (s.client === undefined ? [] : [s.client]))
  const whole = samples.flatMap((s) => (s.client === undefined ? [] : [s.pay + s.client]))
  const failures = samples.filter((s) => s.status !== 200)
  const result = {
    title,
    loadAverage1m: {
      before: Number(loadBefore.toFixed(2)),
      after: Number(loadavg()[0]!.toFixed(2)),
    },
    durationS: Number(seconds.toFixed(1)),
    checkouts: samples.length,
    checkoutsPerSecond: Number((samples.length / seconds).toFixed(1)),
    failures: failures.length,
    failureStatuses: [...new Set(failures.map((s) => s.status))],
    payMs: { p50: percentile(pay, 50), p99: percentile(pay, 99), max: Math.max(...pay) },
    clientMs: {
      p50: percentile(client, 50),
      p99: percentile(client, 99),
      max: Math.max(...client),
    },
    checkoutMs: { p50: percentile(whole, 50), p99: percentile(whole, 99) },
    orders,
    paidOrders,
    charges,
    ordersEqualCharges: orders === charges && paidOrders === charges,
  }
  console.log(
    `${result.checkouts} checkouts in ${result.durationS} s (${result.checkoutsPerSecond}/s), ${result.failures} failed`,
  )
  console.log(
    `pay:      p50 ${ms(result.payMs.p50)}  p99 ${ms(result.payMs.p99)}  max ${ms(result.payMs.max)}`,
  )
  console.log(
    `client:   p50 ${ms(result.clientMs.p50)}  p99 ${ms(result.clientMs.p99)}  max ${ms(result.clientMs.max)}`,
  )
  console.log(`checkout: p50 ${ms(result.checkoutMs.p50)}  p99 ${ms(result.checkoutMs.p99)}`)
  console.log(
    `orders ${orders} (paid ${paidOrders}) vs charges ${charges}: ${result.ordersEqualCharges ? 'equal' : 'NOT EQUAL'}`,
  )
  console.log(`load average ${result.loadAverage1m.before} → ${result.loadAverage1m.after}`)
  return result
}

/**
 * Warm-up, then two phases: CONCURRENCY closed loops (saturation throughput) and RATE checkouts
 * per second (latency at a sustainable load). Orders stored must equal charges taken.
 */
export async function benchOrders(server: BenchServer) {
  const { baseUrl, db, standin } = server
  for (let i = 0; i < WARMUP_CHECKOUTS; i += 8) {
    await Promise.all(Array.from({ length: 8 }, () => oneCheckout(baseUrl)))
  }
  const countOrders = async () => {
    const { rows } = await db.query<{ all: string; paid: string }>(
      `SELECT count(*) AS all, count(*) FILTER (WHERE status = 'paid') AS paid FROM orders`,
    )
    return { all: Number(rows[0]!.all), paid: Number(rows[0]!.paid) }
  }
  const measure = (title: string, drive: () => Promise<Sample[]>) =>
    measurePhase(title, drive, { countOrders, charges: () => standin.payments.length })
  const concurrent = await measure(`${CONCURRENCY} concurrent checkouts for ${DURATION_S} s`, () =>
    closedLoop(baseUrl, CONCURRENCY, DURATION_S),
  )
  const steady = await measure(`${RATE} checkouts/s arriving for ${DURATION_S} s`, () =>
    openLoop(baseUrl, RATE, DURATION_S),
  )
  const ok = [concurrent, steady].every((phase) => phase.ordersEqualCharges && phase.failures === 0)
  return { concurrent, steady, ok }
}
