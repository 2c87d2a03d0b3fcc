import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'

import { freePort } from '../../scripts/lib/freePort'

// A production server without its public address would link every page to a guessed host.
test('a production server without NEXT_PUBLIC_SERVER_URL stops at once with one line naming it', async () => {
  const { NEXT_PUBLIC_SERVER_URL: _unset, ...env } = process.env
  const port = await freePort()
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL')
      resolve(null)
    }, 60_000)
    server.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  expect(code, output).toBe(1)
  expect(output).toContain('NEXT_PUBLIC_SERVER_URL is not set')
  const fetched = await fetch(`http://127.0.0.1:${port}/`).catch(() => null)
  expect(fetched, 'nothing answers on its port').toBeNull()
})
