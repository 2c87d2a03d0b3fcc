/**
 * Lighthouse (the npm package) in Debian's Chromium: the four category scores and the loading
 * figures, mobile (its default: a mid-range phone on a slow 4G network, simulated) and desktop.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type FormFactor = 'mobile' | 'desktop'

export type LighthouseFigure = {
  url: string
  formFactor: FormFactor
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  lcpElement: string
  /** When the browser itself painted first and finished loading, unthrottled (the trace). */
  observedFcpMs: number
  observedLoadMs: number
  /** The browser held the first paint back after the page had loaded (see `paintWithheld`). */
  withheld: boolean
  /** Of the median's runs: how many were made, and how many of them were withheld. */
  runs?: { made: number; withheld: number }
}

/**
 * A run whose first paint came after the page had finished loading: nothing of the page held it
 * back, the browser did. Headless Chrome without a GPU sometimes stops sending a page frames for
 * whole seconds while it loads (viz's BeginFrame throttling, GoogleChrome/lighthouse#17148), and
 * Lighthouse's simulated LCP then counts every request made before that late paint, so such a
 * run says nothing about the page (docs/performance.md#the-first-paint).
 */
const WITHHELD_AFTER_LOAD_MS = 250
const paintWithheld = (observedFcpMs: number, observedLoadMs: number) =>
  observedFcpMs > observedLoadMs + WITHHELD_AFTER_LOAD_MS

type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100)
const value = (report: Report, audit: string) =>
  Math.round((report.audits[audit]?.numericValue ?? NaN) * 1000) / 1000

/** The LCP element's selector and a snippet of it, as Lighthouse names it. */
function lcpElement(report: Report): string {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? []
  const table = items[0] as { items?: { node?: { selector?: string; snippet?: string } }[] }
  const node = table?.items?.[0]?.node
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 80)}`.trim() : ''
}

export async function lighthouse(url: string, formFactor: FormFactor): Promise<LighthouseFigure> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'))
  const output = `${dir}/report.json`
  try {
    await run(
      'npx',
      [
        'lighthouse',
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run --user-data-dir=${dir}/profile`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const report = JSON.parse(await readFile(output, 'utf8')) as Report
    const observed = (report.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number>
    const observedFcpMs = Math.round(observed.observedFirstContentfulPaint ?? NaN)
    const observedLoadMs = Math.round(observed.observedLoad ?? NaN)
    return {
      url,
      formFactor,
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
      fcpMs: Math.round(value(report, 'first-contentful-paint')),
      lcpMs: Math.round(value(report, 'largest-contentful-paint')),
      tbtMs: Math.round(value(report, 'total-blocking-time')),
      cls: value(report, 'cumulative-layout-shift'),
      lcpElement: lcpElement(report),
      observedFcpMs,
      observedLoadMs,
      withheld: paintWithheld(observedFcpMs, observedLoadMs),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Mobile Lighthouse until `runs` runs whose paint the browser did not withhold (at most twice as
 * many runs in all), and the median of those: ordered by score, then by LCP (a faster paint
 * first), the middle one reported whole, so its figures belong together. If every run was
 * withheld, the median of them all, marked so.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigure> {
  const figures: LighthouseFigure[] = []
  while (figures.filter((f) => !f.withheld).length < runs && figures.length < runs * 2)
    figures.push(await lighthouse(url, 'mobile'))
  const clean = figures.filter((figure) => !figure.withheld)
  const counted = (clean.length ? clean : figures).sort(
    (a, b) => b.performance - a.performance || a.lcpMs - b.lcpMs,
  )
  const median = counted[Math.floor((counted.length - 1) / 2)]!
  return { ...median, runs: { made: figures.length, withheld: figures.length - clean.length } }
}
