/**
 * Runs the operators' proxy (deploy/nginx/nginx.conf) with this machine's nginx against a local app,
 * for the benchmark and the tests. Only what the file marks "local:" changes: the app's and the
 * proxy's addresses, and where nginx keeps its pid, logs and cache.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { freePort } from './freePort'

export const PROXY_CONFIG = 'deploy/nginx/nginx.conf'

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
export function nginxBinary(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
}

type LocalSettings = {
  /** The app's port on 127.0.0.1, or its replicas' ports, between which the proxy balances. */
  appPort: number | number[]
  /** The proxy's port on 127.0.0.1. */
  port: number
  /** Where the pid, logs and cache go. */
  dir: string
  /** More `server { … }` blocks, for the benchmark's static reference, given the directory. */
  extraServers?: (dir: string) => string
}

/** deploy/nginx/nginx.conf with its "local:" lines pointed at this machine. */
export function localProxyConfig(source: string, settings: LocalSettings): string {
  const { appPort, port, dir, extraServers } = settings
  const swaps: [string, string][] = [
    ['pid /run/nginx.pid;', `pid ${dir}/nginx.pid;`],
    ['/var/log/nginx/', `${dir}/logs/`],
    ['/var/cache/nginx/', `${dir}/cache/`],
    [
      'server app:3000;',
      [appPort]
        .flat()
        .map((p) => `server 127.0.0.1:${p};`)
        .join(' '),
    ],
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['/run/nginx-compressor.sock', `${dir}/compressor.sock`],
  ]
  let config = source
  for (const [from, to] of swaps) {
    if (!config.includes(from)) throw new Error(`${PROXY_CONFIG} no longer contains "${from}"`)
    config = config.replaceAll(from, to)
  }
  if (!extraServers) return config
  const end = config.lastIndexOf('}')
  return `${config.slice(0, end)}${extraServers(dir)}\n}\n`
}

export type LocalProxy = {
  url: string
  port: number
  dir: string
  configFile: string
  stop: () => Promise<void>
}

async function prepare(
  appPort: LocalSettings['appPort'],
  extraServers?: LocalSettings['extraServers'],
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'proxy-'))
  // nginx's workers run as www-data: they must reach the cache folder.
  await chmod(dir, 0o755)
  await mkdir(`${dir}/logs`)
  await mkdir(`${dir}/cache`)
  const port = await freePort()
  const source = await readFile(PROXY_CONFIG, 'utf8')
  const configFile = `${dir}/nginx.conf`
  await writeFile(configFile, localProxyConfig(source, { appPort, port, dir, extraServers }))
  return { dir, port, configFile }
}

const run = promisify(execFile)

/** `nginx -t` on the local form of the proxy config: its output, or an error with nginx's words. */
export async function testProxyConfig(): Promise<string> {
  const { dir, configFile } = await prepare(1)
  try {
    const { stderr } = await run(nginxBinary(), [
      '-t',
      '-p',
      dir,
      '-e',
      `${dir}/logs/error.log`,
      '-c',
      configFile,
    ])
    return stderr
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`nginx -t failed: ${stderr ?? (error as Error).message}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Starts the proxy in front of the app on `appPort` (or in front of its replicas, given their
 * ports); `stop()` ends it and removes its files.
 */
export async function startProxy(
  appPort: LocalSettings['appPort'],
  extraServers?: LocalSettings['extraServers'],
): Promise<LocalProxy> {
  const { dir, port, configFile } = await prepare(appPort, extraServers)
  const nginx: ChildProcess = spawn(
    nginxBinary(),
    ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (nginx.exitCode !== null) {
      const log = await readFile(`${dir}/logs/error.log`, 'utf8').catch(() => '')
      throw new Error(`nginx stopped at start (exit ${nginx.exitCode}): ${log}`)
    }
    try {
      await fetch(`${url}/nginx-start-check`, { redirect: 'manual' })
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url} within 10 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    port,
    dir,
    configFile,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGTERM')
        await exited
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
