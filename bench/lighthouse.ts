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
}

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
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Mobile Lighthouse `runs` times, the median run: the runs ordered by score, then by LCP (a
 * faster paint first), and the middle one reported whole, so its figures belong together.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigure> {
  const figures: LighthouseFigure[] = []
  for (let i = 0; i < runs; i++) figures.push(await lighthouse(url, 'mobile'))
  figures.sort((a, b) => b.performance - a.performance || a.lcpMs - b.lcpMs)
  return figures[Math.floor((figures.length - 1) / 2)]!
}
