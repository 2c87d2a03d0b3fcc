/**
 * `npm run bench`: the production build measured from outside, in one run.
 *
 *   build       `npm run build` time and peak memory (SKIP_BUILD=1 reuses an existing build)
 *   http        req/s and p50/p99 from `next start`, from the operators' proxy in front of it, and
 *               of the same HTML as a static file from that nginx (bench/http.ts)
 *   weight      HTML and first-load JavaScript per route, raw and gzip (bench/weight.ts)
 *   lighthouse  mobile, median of three runs, for the audited routes
 *   dynamic     pages rendered per request at 10 concurrent: req/s, p50/p95/p99 (bench/dynamic.ts)
 *   replicas    req/s of two replicas sharing Redis, balanced by nginx and behind the proxy
 *               (bench/replicas.ts)
 *   orders      the order endpoints at saturation and at a steady rate (bench/orders.ts)
 *   image       the app's Docker image: a cold build's time and its size (bench/image.ts; needs a
 *               Docker daemon)
 *
 * Weight and Lighthouse measure the floor too: a bare Next page built and served beside the site
 * (bench/floor.ts), and report the site against it.
 *
 * BENCH_ONLY=http,weight runs some parts. Writes bench/results/<date>.json and .md, prints the
 * Markdown table with each budget (../DESIGN.md "Budgets") met or missed, and exits 0 whatever
 * the figures: it measures, it does not judge a test run.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'

import { exitOnStopSignals } from '../scripts/lib/stopSignals'
import { measureBuild } from './build'
import { benchDynamic } from './dynamic'
import { type Floor, startFloor } from './floor'
import { benchHttp } from './http'
import { benchImage } from './image'
import { lighthouseMedian } from './lighthouse'
import { benchOrders } from './orders'
import { benchReplicas } from './replicas'
import { markdownReport, type Results } from './report'
import { startBenchServer } from './server'
import { launchBrowser, measureWeight } from './weight'

const PARTS = [
  'build',
  'http',
  'weight',
  'lighthouse',
  'dynamic',
  'replicas',
  'orders',
  'image',
] as const
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const wants = (part: (typeof PARTS)[number]) => !only || only.includes(part)

/** Pages weighed: every kind of public page. */
const WEIGHED = [
  '/',
  '/home',
  '/home-3',
  '/home-6',
  '/home-10',
  '/pricing',
  '/pricing-2',
  '/about',
  '/contact',
  '/blog',
  'POST',
  '/popular',
  '/states',
  '/states/texas',
]
const LOADED = ['/', '/popular', '/blog', 'POST', '/pricing-2']
const AUDITED = ['/', '/popular', 'POST', '/home-6', '/pricing-2', '/states', '/states/texas']
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

async function newestPost(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/posts?limit=1&sort=-publishedAt&depth=0`)
  const { docs } = (await response.json()) as { docs: { slug: string }[] }
  if (!docs[0]) throw new Error('no published post to measure')
  return `/blog/${docs[0].slug}`
}

async function main() {
  exitOnStopSignals()
  const started = Date.now()
  const results: Results = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    loadAverageAtStart: loadavg()[0]!,
  }

  const reuse = process.env.SKIP_BUILD === '1' || !wants('build')
  const serves = PARTS.some((part) => part !== 'build' && part !== 'image' && wants(part))
  if (!reuse || (serves && !existsSync('.next/BUILD_ID'))) {
    console.log('\n== npm run build')
    results.build = await measureBuild()
  }

  if (wants('image')) {
    console.log('\n== the Docker image (docker build --no-cache --target runner)')
    results.image = await benchImage()
  }

  if (serves) {
    console.log('\n== starting the app (fresh embedded PostgreSQL, seeded)')
    const server = await startBenchServer()
    try {
      const post = await newestPost(server.baseUrl)
      const routes = (list: string[]) => list.map((route) => (route === 'POST' ? post : route))
      // Every page once before anything is measured: rendered and in Next's cache.
      for (const route of routes([...new Set([...WEIGHED, ...LOADED, ...AUDITED])])) {
        await fetch(`${server.baseUrl}${route}`).then((r) => r.arrayBuffer())
      }
      let floor: Floor | undefined
      if (wants('weight') || wants('lighthouse')) {
        console.log('\n== the floor: a bare Next page')
        floor = await startFloor()
      }
      try {
        if (wants('weight')) {
          console.log('\n== HTML and first-load JavaScript')
          results.weight = []
          const browser = await launchBrowser()
          try {
            results.floorWeight = await measureWeight(browser, floor!.baseUrl, '/')
            for (const route of routes([...new Set([...WEIGHED, ...AUDITED])])) {
              results.weight.push(await measureWeight(browser, server.baseUrl, route))
            }
          } finally {
            await browser.close()
          }
          console.table([{ ...results.floorWeight, route: 'floor' }, ...results.weight])
        }
        if (wants('lighthouse')) {
          console.log(`\n== Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}`)
          const audit = async (baseUrl: string, route: string, label = route) => {
            const figure = await lighthouseMedian(`${baseUrl}${route}`, LIGHTHOUSE_RUNS)
            console.log(
              `${label.padEnd(40)} performance ${figure.performance}, LCP ${figure.lcpMs} ms, TBT ${figure.tbtMs} ms` +
                ` (runs ${figure.runs?.made}, paint withheld in ${figure.runs?.withheld})`,
            )
            return { ...figure, url: label }
          }
          results.floorLighthouse = await audit(floor!.baseUrl, '/', 'floor')
          results.lighthouse = []
          for (const route of routes(AUDITED)) {
            results.lighthouse.push(await audit(server.baseUrl, route))
          }
        }
      } finally {
        await floor?.stop()
      }
      if (wants('dynamic')) {
        console.log('\n== pages rendered per request, 10 concurrent')
        results.dynamic = await benchDynamic(server)
      }
      if (wants('http')) {
        console.log('\n== requests per second (autocannon, 64 connections)')
        results.http = await benchHttp(server.port, routes(LOADED))
      }
      if (wants('replicas')) {
        console.log('\n== two replicas sharing Redis')
        results.replicas = await benchReplicas(server, routes(LOADED))
      }
      if (wants('orders')) {
        console.log('\n== order endpoints')
        results.orders = await benchOrders(server)
      }
    } finally {
      await server.stop()
    }
  }

  results.seconds = Math.round((Date.now() - started) / 1000)
  const markdown = markdownReport(results)
  await mkdir('bench/results', { recursive: true })
  const file = `bench/results/${results.date.replace(/[:.]/g, '-')}`
  await writeFile(`${file}.json`, `${JSON.stringify(results, null, 2)}\n`)
  await writeFile(`${file}.md`, markdown)
  console.log(`\n${markdown}`)
  console.log(`Written to ${file}.json and ${file}.md (${results.seconds} s in all)`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
