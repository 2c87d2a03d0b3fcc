/**
 * Several `next start` processes of one build, each on its own free local port, sharing whatever
 * `env` gives them (one DATABASE_URL, one REDIS_URL): the app scaled out on one machine, for the
 * tests and the benchmark.
 */
import { freePort } from './freePort'
import { nextStartArgs, startBackground, stopBackground, waitForHttp } from './processes'

export type Replicas = { ports: number[]; urls: string[]; stop: () => Promise<void> }

/** Starts `count` replicas together and resolves when every one answers. */
export async function startReplicas(count: number, env: NodeJS.ProcessEnv): Promise<Replicas> {
  const ports: number[] = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  // Each replica's public address is its own: the links it makes lead back to it.
  const servers = ports.map((port) =>
    startBackground('next', nextStartArgs(port), {
      ...env,
      NODE_ENV: 'production',
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
    }),
  )
  const urls = ports.map((port) => `http://127.0.0.1:${port}`)
  const stop = async () => {
    await Promise.all(servers.map((server) => stopBackground(server)))
  }
  try {
    await Promise.all(urls.map((url) => waitForHttp(`${url}/api/users/me`, 240_000)))
  } catch (error) {
    await stop()
    throw error
  }
  return { ports, urls, stop }
}
