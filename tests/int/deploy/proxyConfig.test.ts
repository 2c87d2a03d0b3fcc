import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

import {
  localProxyConfig,
  PROXY_CONFIG,
  startProxy,
  testProxyConfig,
} from '../../../scripts/lib/nginx'
import { APP_KEEP_ALIVE_MS } from '../../../scripts/lib/processes'

const run = promisify(execFile)
/** The variables docker-compose.yml insists on, with placeholder values. */
const composeEnv = {
  ...process.env,
  PAYLOAD_SECRET: 'placeholder',
  FIELD_ENCRYPTION_KEY: 'placeholder',
  NEXT_PUBLIC_SERVER_URL: 'https://formation.example',
}

/** Which services publish ports, read from `docker-compose config`'s normalised YAML. */
function publishingServices(normalised: string): string[] {
  const publishing = new Set<string>()
  let service = ''
  let inServices = false
  for (const line of normalised.split('\n')) {
    if (/^\S/.test(line)) inServices = line.startsWith('services:')
    else if (inServices && /^ {2}\S/.test(line)) service = line.trim().replace(/:$/, '')
    else if (inServices && /^ {4}ports:/.test(line)) publishing.add(service)
  }
  return [...publishing]
}

describe('the operators’ deployment files', () => {
  it('nginx accepts deploy/nginx/nginx.conf (nginx -t)', async () => {
    expect(await testProxyConfig()).toMatch(/test is successful/)
  })

  it('only the "local:" lines change when the benchmark and the tests run the proxy here', async () => {
    const source = await readFile(PROXY_CONFIG, 'utf8')
    const local = localProxyConfig(source, { appPort: 4321, port: 4322, dir: '/tmp/p' })
    const changed = (text: string) => text.split('\n')
    const before = changed(source)
    const after = changed(local)
    expect(after).toHaveLength(before.length)
    const differing = before.filter((line, i) => line !== after[i])
    expect(differing.length).toBeGreaterThan(0)
    for (const line of differing) expect(line).toMatch(/# local: /)
    expect(local).toContain('server 127.0.0.1:4321;')
  })

  it('the app keeps an idle connection longer than nginx does, in the image and in npm start', async () => {
    const proxy = await readFile(PROXY_CONFIG, 'utf8')
    const upstream = proxy.match(/upstream app \{[^}]*\}/)![0]
    const proxyIdleMs = Number(upstream.match(/keepalive_timeout (\d+)s;/)![1]) * 1000
    expect(proxyIdleMs).toBeLessThan(APP_KEEP_ALIVE_MS)
    const dockerfile = await readFile('Dockerfile', 'utf8')
    expect(dockerfile).toContain(`KEEP_ALIVE_TIMEOUT=${APP_KEEP_ALIVE_MS}`)
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toContain(`--keepAliveTimeout ${APP_KEEP_ALIVE_MS}`)
  })

  it('docker-compose.yml is valid and the proxy is the only published port', async () => {
    const { stdout } = await run('docker-compose', ['config'], { env: composeEnv })
    expect(publishingServices(stdout)).toEqual(['proxy'])
    expect(stdout).toMatch(/TRUSTED_PROXY_HOPS: '1'/)
  })

  it('docker-compose.yml refuses to run without the site’s public address, naming it', async () => {
    const { NEXT_PUBLIC_SERVER_URL: _unset, ...withoutAddress } = composeEnv
    await expect(run('docker-compose', ['config'], { env: withoutAddress })).rejects.toMatchObject({
      stderr: expect.stringContaining('set NEXT_PUBLIC_SERVER_URL'),
    })
  })

  it('docker-compose.direct.yml publishes the app itself and trusts no forwarded address', async () => {
    const { stdout } = await run(
      'docker-compose',
      ['-f', 'docker-compose.yml', '-f', 'docker-compose.direct.yml', 'config'],
      { env: composeEnv },
    )
    expect(publishingServices(stdout)).toEqual(expect.arrayContaining(['app']))
    expect(stdout).toMatch(/TRUSTED_PROXY_HOPS: '0'/)
  })

  it('docker-compose.scale.yml runs two replicas sharing one Redis, behind the proxy alone', async () => {
    const { stdout } = await run(
      'docker-compose',
      ['-f', 'docker-compose.yml', '-f', 'docker-compose.scale.yml', 'config'],
      { env: composeEnv },
    )
    expect(publishingServices(stdout)).toEqual(['proxy'])
    expect(stdout).toMatch(/replicas: 2/)
    expect(stdout).toMatch(/REDIS_URL: redis:\/\/redis:6379/)
    expect(stdout).toMatch(/^ {2}redis:/m)
    expect(stdout).toMatch(/TRUSTED_PROXY_HOPS: '1'/)
  })

  it('the local proxy balances between replicas on the upstream line alone', async () => {
    const source = await readFile(PROXY_CONFIG, 'utf8')
    const local = localProxyConfig(source, { appPort: [4321, 4323], port: 4322, dir: '/tmp/p' })
    expect(local).toContain('server 127.0.0.1:4321; server 127.0.0.1:4323; # local: app')
    expect(local.split('\n')).toHaveLength(source.split('\n').length)
  })

  it('never caches an order page and never logs its token', async () => {
    // A stand-in for the app that counts what reaches it, and answers as Next answers a page.
    const seen: string[] = []
    const app = createServer((request, response) => {
      seen.push(request.url ?? '')
      response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end('<p>Your order</p>')
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const proxy = await startProxy((app.address() as AddressInfo).port)
    try {
      const token = 'Tk3n_of-43-characters-made-for-this-test-xy'
      const paths = [
        `/order/${token}`,
        `/order/${token}`,
        `/order/${token}/calendar.ics`,
        `/api/order-documents/file/articles.pdf?ticket=1900000000.secret-ticket`,
        '/order/lost-link',
      ]
      for (const path of paths) {
        const response = await fetch(`${proxy.url}${path}`, {
          headers: { Referer: `http://localhost/order/${token}` },
        })
        await response.text()
        expect(response.headers.get('x-cache-status'), path).toBeNull()
        expect(response.headers.get('cache-control'), path).toContain('no-store')
      }
      // Every request reached the app: nothing was answered from a cache.
      expect(seen.filter((path) => path !== '/nginx-start-check')).toEqual(paths)

      // USR1 makes nginx write out its buffered log lines (and reopen the file).
      const pid = Number(await readFile(`${proxy.dir}/nginx.pid`, 'utf8'))
      process.kill(pid, 'SIGUSR1')
      let log = ''
      for (let tries = 0; tries < 50 && !log.includes('/order/lost-link'); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        log = await readFile(`${proxy.dir}/logs/access.log`, 'utf8').catch(() => '')
      }
      expect(log).toContain('"GET /order/[link] HTTP/1.1" 200')
      expect(log).toContain('"GET /order/[link]/calendar.ics HTTP/1.1" 200')
      expect(log).toContain('"GET /api/order-documents/file/articles.pdf?[ticket] HTTP/1.1"')
      expect(log).toContain('"GET /order/lost-link HTTP/1.1"')
      expect(log).toContain('"[order page]"')
      expect(log).not.toContain(token)
      expect(log).not.toContain('secret-ticket')
    } finally {
      await proxy.stop()
      await new Promise((resolve) => app.close(resolve))
    }
  })
})
