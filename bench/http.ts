/**
 * Requests per second for each route from three subjects, measured alternately so that drift
 * on the machine hits them alike: `next start` itself, the operators' proxy (deploy/nginx/nginx.conf)
 * in front of it, and the same HTML as a precompressed static file from that nginx.
 */
import autocannon from 'autocannon'
import { mkdir, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

import { freePort } from '../scripts/lib/freePort'
import { startProxy } from '../scripts/lib/nginx'

const CONNECTIONS = 64
const SECONDS = Number(process.env.HTTP_SECONDS ?? 6)
const ROUNDS = Number(process.env.HTTP_ROUNDS ?? 2)
const WORKERS = Number(process.env.HTTP_WORKERS ?? 2)

export const SUBJECTS = ['next', 'proxy', 'static'] as const
export type Subject = (typeof SUBJECTS)[number]

export type HttpFigure = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

/** Every request asks for gzip, as browsers do. */
const headers = { 'accept-encoding': 'gzip, deflate, br' }

export async function load(url: string, seconds: number): Promise<HttpFigure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    workers: WORKERS > 1 ? WORKERS : undefined,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** The mean of the rounds' rates, the worst p99, every error. */
export function combine(runs: HttpFigure[]): HttpFigure {
  return {
    requestsPerSecond: Math.round(
      runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length,
    ),
    p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  }
}

export async function benchHttp(appPort: number, routes: string[]) {
  const staticPort = await freePort()
  const proxy = await startProxy(
    appPort,
    (dir) => `
  # The benchmark's reference: each route's HTML as a file, precompressed.
  server {
    listen 127.0.0.1:${staticPort};
    root ${dir}/static;
    default_type text/html;
    sendfile on;
    tcp_nopush on;
    gzip_static on;
    location / { try_files $uri.html =404; }
  }`,
  )
  try {
    const appUrl = `http://127.0.0.1:${appPort}`
    await mkdir(`${proxy.dir}/static`, { recursive: true })
    for (const [i, route] of routes.entries()) {
      const html = Buffer.from(await (await fetch(`${appUrl}${route}`)).arrayBuffer())
      await writeFile(`${proxy.dir}/static/r${i}.html`, html)
      await writeFile(`${proxy.dir}/static/r${i}.html.gz`, gzipSync(html))
    }
    const urlOf = (subject: Subject, route: string, i: number) =>
      subject === 'next'
        ? `${appUrl}${route}`
        : subject === 'proxy'
          ? `${proxy.url}${route}`
          : `http://127.0.0.1:${staticPort}/r${i}`

    const runs = new Map<string, HttpFigure[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, route] of routes.entries()) {
        // Each round starts with another subject.
        const order = SUBJECTS.map((_, k) => SUBJECTS[(k + round + i) % SUBJECTS.length]!)
        for (const subject of order) {
          const url = urlOf(subject, route, i)
          await load(url, 1) // warm-up: caches filled, connections open
          const figure = await load(url, SECONDS)
          const key = `${route} ${subject}`
          runs.set(key, [...(runs.get(key) ?? []), figure])
          console.log(
            `${route.padEnd(28)} ${subject.padEnd(6)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p99 ${figure.p99Ms} ms${figure.errors + figure.non2xx ? `  errors ${figure.errors} non-2xx ${figure.non2xx}` : ''}`,
          )
        }
      }
    }
    return routes.map((route) => {
      const figures = Object.fromEntries(
        SUBJECTS.map((subject) => [subject, combine(runs.get(`${route} ${subject}`)!)]),
      ) as Record<Subject, HttpFigure>
      const ratio = (subject: Subject) =>
        Number((figures[subject].requestsPerSecond / figures.static.requestsPerSecond).toFixed(3))
      return { route, ...figures, nextToStatic: ratio('next'), proxyToStatic: ratio('proxy') }
    })
  } finally {
    await proxy.stop()
  }
}
