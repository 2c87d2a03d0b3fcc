/**
 * The app scaled out on this machine: two `next start` replicas of the build on the bench
 * database, sharing one Redis (REDIS_URL) for Next's cache, measured (1) through nginx balancing
 * between them without any cache, which is what the replicas themselves serve, and (2) through
 * the operators' proxy in front of both. Compare with the one-process figures of bench/http.ts.
 */
import { freePort } from '../scripts/lib/freePort'
import { startProxy } from '../scripts/lib/nginx'
import { startRedis } from '../scripts/lib/redis'
import { startReplicas } from '../scripts/lib/replicas'
import { combine, type HttpFigure, load } from './http'
import type { BenchServer } from './server'

const SECONDS = Number(process.env.HTTP_SECONDS ?? 6)
const ROUNDS = Number(process.env.HTTP_ROUNDS ?? 2)
const SUBJECTS = ['balanced', 'proxy'] as const

export async function benchReplicas(server: BenchServer, routes: string[]) {
  const redis = await startRedis()
  const replicas = await startReplicas(2, { ...server.env, REDIS_URL: redis.url })
  const balancerPort = await freePort()
  const proxy = await startProxy(
    replicas.ports,
    () => `
  # The benchmark's balancer: the proxy's upstream (both replicas), nothing cached.
  server {
    listen 127.0.0.1:${balancerPort};
    location / { proxy_pass http://app; }
  }`,
  )
  try {
    // Every page rendered once into the shared cache, read once by each replica.
    for (const route of routes)
      for (const url of replicas.urls) await fetch(`${url}${route}`).then((r) => r.arrayBuffer())
    const urlOf = (subject: (typeof SUBJECTS)[number], route: string) =>
      subject === 'balanced' ? `http://127.0.0.1:${balancerPort}${route}` : `${proxy.url}${route}`
    const runs = new Map<string, HttpFigure[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, route] of routes.entries()) {
        for (const subject of round % 2 === i % 2 ? SUBJECTS : [...SUBJECTS].reverse()) {
          const url = urlOf(subject, route)
          await load(url, 1)
          const figure = await load(url, SECONDS)
          const key = `${route} ${subject}`
          runs.set(key, [...(runs.get(key) ?? []), figure])
          console.log(
            `${route.padEnd(28)} 2 replicas, ${subject.padEnd(8)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p99 ${figure.p99Ms} ms`,
          )
        }
      }
    }
    return routes.map((route) => ({
      route,
      balanced: combine(runs.get(`${route} balanced`)!),
      proxy: combine(runs.get(`${route} proxy`)!),
    }))
  } finally {
    await proxy.stop()
    await replicas.stop()
    await redis.stop()
  }
}
