/**
 * Pages rendered per request (the site search, the blog's search, a customer's order page), at
 * 10 concurrent visitors straight from `next start`: the proxy's 5-second cache would answer a
 * repeated search itself and hide the app. Each of the 10 loops asks again as soon as it is
 * answered; every latency is kept, so p95 is exact.
 */
import { linkTokenOf } from '../src/security/orderLinkTokens'
import { demoCheckout } from '../scripts/lib/demoCheckout'
import type { BenchServer } from './server'
import { percentile } from './stats'

const CONCURRENT = 10
const SECONDS = Number(process.env.DYNAMIC_SECONDS ?? 10)
const WARMUP_SECONDS = 2

export type DynamicFigure = {
  route: string
  requestsPerSecond: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  failures: number
}

const headers = { 'accept-encoding': 'gzip, deflate, br' }

async function drive(url: string, seconds: number) {
  const latencies: number[] = []
  let failures = 0
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now()
        const response = await fetch(url, { headers }).catch(() => null)
        await response?.arrayBuffer()
        if (response?.status !== 200) failures += 1
        latencies.push(performance.now() - started)
      }
    }),
  )
  return { latencies, failures }
}

/** A paid order's page address, as its confirmation email gives it. */
async function anOrderPage(server: BenchServer): Promise<string> {
  const { pay, client } = demoCheckout()
  for (const [endpoint, body] of [
    ['pay', pay],
    ['client', client],
  ] as const) {
    const response = await fetch(`${server.baseUrl}/api/v1/${endpoint}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    })
    if (!response.ok) throw new Error(`${endpoint}: HTTP ${response.status}`)
  }
  const { rows } = await server.db.query<{ link_nonce: string }>(
    'SELECT link_nonce FROM orders WHERE checkout_id = $1',
    [pay.checkoutId],
  )
  if (!rows[0]?.link_nonce) throw new Error('the paid order has no page link')
  // The token is keyed by the server's secret, which the benchmark gave it.
  process.env.PAYLOAD_SECRET = server.env.PAYLOAD_SECRET
  return `/order/${linkTokenOf(rows[0].link_nonce)}`
}

export async function benchDynamic(server: BenchServer): Promise<DynamicFigure[]> {
  const routes = [
    '/search?q=llc',
    '/search?q=annual+report',
    '/search?q=zzzz',
    '/blog/search?q=llc',
    await anOrderPage(server),
  ]
  const figures: DynamicFigure[] = []
  for (const route of routes) {
    const url = `${server.baseUrl}${route}`
    await drive(url, WARMUP_SECONDS)
    const { latencies, failures } = await drive(url, SECONDS)
    const figure = {
      // The order page's token is a secret of this run's database: reported by its shape.
      route: route.startsWith('/order/') ? '/order/<token>' : route,
      requestsPerSecond: Math.round(latencies.length / SECONDS),
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      p99Ms: Math.round(percentile(latencies, 99)),
      failures,
    }
    console.log(
      `${figure.route.padEnd(26)} ${figure.requestsPerSecond} req/s, p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms, ${failures} failed`,
    )
    figures.push(figure)
  }
  return figures
}
