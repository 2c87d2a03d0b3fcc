import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

import { localProxyConfig, PROXY_CONFIG, testProxyConfig } from '../../../scripts/lib/nginx'

const run = promisify(execFile)
/** The variables docker-compose.yml insists on, with placeholder values. */
const composeEnv = {
  ...process.env,
  PAYLOAD_SECRET: 'placeholder',
  FIELD_ENCRYPTION_KEY: 'placeholder',
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

  it('docker-compose.yml is valid and the proxy is the only published port', async () => {
    const { stdout } = await run('docker-compose', ['config'], { env: composeEnv })
    expect(publishingServices(stdout)).toEqual(['proxy'])
    expect(stdout).toMatch(/TRUSTED_PROXY_HOPS: '1'/)
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
})
