/** The benchmark's results and their Markdown table, each figure beside its budget. */
import type { DynamicFigure } from './dynamic'
import type { benchHttp } from './http'
import type { ImageFigure } from './image'
import type { LighthouseFigure } from './lighthouse'
import type { benchOrders } from './orders'
import type { benchReplicas } from './replicas'
import type { Weight } from './weight'

export type Results = {
  date: string
  cpus: number
  loadAverageAtStart: number
  seconds?: number
  build?: { seconds: number; peakMemoryMB: number }
  http?: Awaited<ReturnType<typeof benchHttp>>
  weight?: Weight[]
  lighthouse?: LighthouseFigure[]
  /** The bare Next page, measured in the same run. */
  floorWeight?: Weight
  floorLighthouse?: LighthouseFigure
  dynamic?: DynamicFigure[]
  replicas?: Awaited<ReturnType<typeof benchReplicas>>
  orders?: Awaited<ReturnType<typeof benchOrders>>
  image?: ImageFigure
}

/** ../DESIGN.md "Budgets". */
export const BUDGETS = {
  htmlKB: 60,
  /** Script (gzip) a marketing page may load beyond the floor's. */
  marketingJsOverFloorKB: 15,
  wizardJsOverFloorKB: 40,
  proxyToStatic: 0.45,
  nextP99Ms: 100,
  dynamicP95Ms: 250,
  performance: 100,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  ordersP99Ms: 150,
  buildSeconds: 180,
  buildMemoryMB: 3072,
}

const WIZARD = new Set(['/free', '/popular', '/standard'])
// The comparison of all 51 states is one long table: its budget is on the bytes sent (gzip).
const GZIP_BUDGETED = new Set(['/states'])
const mark = (ok: boolean) => (ok ? '✓' : '✗')
const atMost = (value: number, budget: number) => `${value} ${mark(value <= budget)}`
const atLeast = (value: number, budget: number) => `${value} ${mark(value >= budget)}`
const below = (value: number, budget: number) => `${value} ${mark(value < budget)}`

function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
}

export function markdownReport(results: Results): string {
  const b = BUDGETS
  const floor = results.floorWeight
  const overFloor = (w: Weight) => {
    const over = Number((w.jsGzipKB - floor!.jsGzipKB).toFixed(1))
    return atMost(over, WIZARD.has(w.route) ? b.wizardJsOverFloorKB : b.marketingJsOverFloorKB)
  }
  const parts = [
    `# Benchmark ${results.date}`,
    `${results.cpus} CPUs, load average ${results.loadAverageAtStart.toFixed(2)} at the start. ✓ budget met, ✗ missed.`,
  ]
  if (results.http) {
    parts.push(
      `## Requests per second (autocannon, 64 connections, gzip accepted)`,
      table(
        [
          'route',
          'next start req/s',
          `next p99 ms (< ${b.nextP99Ms})`,
          'proxy req/s',
          'proxy p99 ms',
          'static nginx req/s',
          'next / static',
          `proxy / static (≥ ${b.proxyToStatic})`,
          'errors',
        ],
        results.http.map((r) => [
          r.route,
          r.next.requestsPerSecond,
          below(r.next.p99Ms, b.nextP99Ms),
          r.proxy.requestsPerSecond,
          r.proxy.p99Ms,
          r.static.requestsPerSecond,
          r.nextToStatic,
          atLeast(r.proxyToStatic, b.proxyToStatic),
          r.next.errors + r.next.non2xx + r.proxy.errors + r.proxy.non2xx + r.static.errors,
        ]),
      ),
    )
  }
  if (results.replicas) {
    const single = new Map(results.http?.map((r) => [r.route, r.next.requestsPerSecond]))
    parts.push(
      `## Two replicas sharing Redis (req/s, autocannon, 64 connections)`,
      table(
        [
          'route',
          'one `next start`',
          'two replicas, nginx balancing, no cache',
          'p99 ms',
          'two / one',
          'two replicas behind the proxy',
          'p99 ms',
          'errors',
        ],
        results.replicas.map((r) => [
          r.route,
          single.get(r.route) ?? '–',
          r.balanced.requestsPerSecond,
          r.balanced.p99Ms,
          single.has(r.route)
            ? (r.balanced.requestsPerSecond / single.get(r.route)!).toFixed(2)
            : '–',
          r.proxy.requestsPerSecond,
          r.proxy.p99Ms,
          r.balanced.errors + r.balanced.non2xx + r.proxy.errors + r.proxy.non2xx,
        ]),
      ),
    )
  }
  if (results.weight) {
    parts.push(
      `## Weight of a first visit (KB)`,
      table(
        [
          'route',
          `HTML raw (≤ ${b.htmlKB})`,
          `HTML gzip (/states ≤ ${b.htmlKB})`,
          'of it RSC payload (raw)',
          'scripts',
          'JS raw',
          'JS gzip',
          `over the floor (≤ ${b.marketingJsOverFloorKB}, wizard ≤ ${b.wizardJsOverFloorKB})`,
          'JS brotli',
        ],
        [
          ...(floor
            ? [
                [
                  'floor (bare Next page)',
                  floor.htmlKB,
                  floor.htmlGzipKB,
                  floor.rscPayloadKB,
                  floor.scripts,
                  floor.jsKB,
                  floor.jsGzipKB,
                  '–',
                  floor.jsBrotliKB,
                ],
              ]
            : []),
          ...results.weight.map((w) => [
            w.route,
            GZIP_BUDGETED.has(w.route) ? w.htmlKB : atMost(w.htmlKB, b.htmlKB),
            GZIP_BUDGETED.has(w.route) ? atMost(w.htmlGzipKB, b.htmlKB) : w.htmlGzipKB,
            w.rscPayloadKB,
            w.scripts,
            w.jsKB,
            w.jsGzipKB,
            floor ? overFloor(w) : '–',
            w.jsBrotliKB,
          ]),
        ],
      ),
    )
  }
  if (results.lighthouse) {
    const base = results.floorLighthouse
    const ratio = (value: number, of?: number) => (of ? (value / of).toFixed(2) : '–')
    parts.push(
      `## Lighthouse mobile (median of the runs), against the floor`,
      table(
        [
          'page',
          `performance (${b.performance})`,
          `accessibility (${b.accessibility})`,
          `best practices (≥ ${b.bestPractices})`,
          `SEO (${b.seo})`,
          'FCP ms',
          `LCP ms (≤ ${b.lcpMs})`,
          'LCP / floor',
          `TBT ms (< ${b.tbtMs})`,
          'TBT / floor',
          'CLS',
          'LCP element',
          'runs (paint withheld)',
        ],
        [...(base ? [{ ...base, url: 'floor (bare Next page)' }] : []), ...results.lighthouse].map(
          (l) => [
            l.url,
            atLeast(l.performance, b.performance),
            atLeast(l.accessibility, b.accessibility),
            atLeast(l.bestPractices, b.bestPractices),
            atLeast(l.seo, b.seo),
            l.fcpMs,
            atMost(l.lcpMs, b.lcpMs),
            ratio(l.lcpMs, base?.lcpMs),
            below(l.tbtMs, b.tbtMs),
            ratio(l.tbtMs, base?.tbtMs),
            l.cls,
            `\`${l.lcpElement.replaceAll('|', '/').replaceAll('`', "'")}\``,
            l.runs ? `${l.runs.made} (${l.runs.withheld})` : '–',
          ],
        ),
      ),
      'Runs whose first paint the browser held back until after the page had loaded are left ' +
        'out of the median and run again, up to twice as many runs in all: headless Chrome ' +
        'sometimes sends a page no frames for whole seconds, and the simulated LCP then counts ' +
        'every request made before that late paint (GoogleChrome/lighthouse#17148, ' +
        'docs/performance.md#the-first-paint). Where every run was held back, the median is ' +
        'of those runs, and its LCP measures the browser, not the page.',
    )
  }
  if (results.dynamic) {
    parts.push(
      `## Pages rendered per request (10 concurrent, straight from \`next start\`)`,
      table(
        [
          'route',
          'req/s',
          'p50 ms',
          `p95 ms (< ${b.dynamicP95Ms})`,
          'p99 ms',
          'p95 of each round',
          'failed',
        ],
        results.dynamic.map((d) => [
          d.route,
          d.requestsPerSecond,
          d.p50Ms,
          below(d.p95Ms, b.dynamicP95Ms),
          d.p99Ms,
          d.roundsP95Ms.join(', '),
          d.failures,
        ]),
      ),
      "Each route: the round with the median p95, and every round's p95 (the rounds took the " +
        'routes in turn, docs/performance.md#measuring-a-page-rendered-per-request); failed ' +
        'counts the requests of all rounds that were not answered 200.',
    )
  }
  if (results.orders) {
    const { concurrent, steady } = results.orders
    const ms = (value: number) => value.toFixed(0)
    // The budget is each endpoint's p99 at a sustainable rate; saturation shows throughput.
    const row = (phase: typeof steady, judged: boolean) => [
      phase.title,
      phase.checkoutsPerSecond,
      `${ms(phase.payMs.p50)} / ${judged ? below(Number(ms(phase.payMs.p99)), b.ordersP99Ms) : ms(phase.payMs.p99)}`,
      `${ms(phase.clientMs.p50)} / ${judged ? below(Number(ms(phase.clientMs.p99)), b.ordersP99Ms) : ms(phase.clientMs.p99)}`,
      phase.failures,
      `${phase.orders} / ${phase.charges} ${mark(phase.ordersEqualCharges)}`,
    ]
    parts.push(
      `## Order endpoints (Square stand-in)`,
      table(
        [
          'phase',
          'checkouts/s',
          `pay p50 / p99 ms (< ${b.ordersP99Ms} steady)`,
          `client p50 / p99 ms (< ${b.ordersP99Ms} steady)`,
          'failed',
          'orders / charges',
        ],
        [row(concurrent, false), row(steady, true)],
      ),
    )
  }
  if (results.build) {
    parts.push(
      `## Build`,
      table(
        [`npm run build s (< ${b.buildSeconds})`, `peak memory MB (< ${b.buildMemoryMB})`],
        [
          [
            below(results.build.seconds, b.buildSeconds),
            below(results.build.peakMemoryMB, b.buildMemoryMB),
          ],
        ],
      ),
    )
  }
  if (results.image) {
    const image = results.image
    parts.push(
      `## Docker image (app)`,
      'skipped' in image
        ? `skipped: ${image.skipped}`
        : 'failed' in image
          ? `FAILED: ${image.failed}`
          : table(['cold build s', 'size MB'], [[String(image.seconds), String(image.sizeMB)]]),
    )
  }
  return `${parts.join('\n\n')}\n`
}
