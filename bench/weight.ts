/**
 * What a first visit downloads: the HTML (raw and gzip, and how much of it is the inline RSC
 * payload Next repeats the page in) and every script a browser loads until the network is quiet:
 * the page's script tags (without the `noModule` polyfills modern browsers skip) and the chunks
 * of the client islands it hydrates.
 */
import { chromium } from '@playwright/test'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))
const gzipped = (bytes: Buffer) => gzipSync(bytes).length
/** As a proxy or CDN could send build files, compressed once at the highest level. */
const brotli = (bytes: Buffer) => brotliCompressSync(bytes).length

export type Weight = {
  route: string
  htmlKB: number
  htmlGzipKB: number
  /** The `self.__next_f.push(…)` scripts: the page again, as data for React. */
  rscPayloadKB: number
  scripts: number
  jsKB: number
  jsGzipKB: number
  jsBrotliKB: number
}

const sizes = new Map<string, Buffer>()

async function bytesOf(url: string): Promise<Buffer> {
  const known = sizes.get(url)
  if (known) return known
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  sizes.set(url, bytes)
  return bytes
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
}

/** The scripts a browser fetches while loading the page, until the network is quiet. */
async function scriptsLoaded(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.close()
  return [...scripts]
}

export async function measureWeight(
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<Weight> {
  const html = await bytesOf(`${baseUrl}${route}`)
  const text = html.toString('utf8')
  const payload = [...text.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((match) => Buffer.byteLength(match[1]!))
    .reduce((sum, n) => sum + n, 0)
  const urls = await scriptsLoaded(browser, `${baseUrl}${route}`)
  const scripts = await Promise.all(urls.map((url) => bytesOf(url)))
  const total = (size: (bytes: Buffer) => number) =>
    kb(scripts.reduce((sum, script) => sum + size(script), 0))
  return {
    route,
    htmlKB: kb(html.length),
    htmlGzipKB: kb(gzipped(html)),
    rscPayloadKB: kb(payload),
    scripts: scripts.length,
    jsKB: total((bytes) => bytes.length),
    jsGzipKB: total(gzipped),
    jsBrotliKB: total(brotli),
  }
}
