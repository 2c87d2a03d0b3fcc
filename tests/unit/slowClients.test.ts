import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import {
  limitSlowClients,
  limitSlowClientsOfEveryServer,
  slowClientTimeouts,
} from '@/security/slowClients'
import { stampedSocketAddress, stampSocketAddresses } from '@/security/socketAddress'

let server: Server | undefined

afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

async function listen(timeouts: ReturnType<typeof slowClientTimeouts>): Promise<number> {
  server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.end('ok'))
  })
  limitSlowClients(server, timeouts)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as { port: number }).port
}

/** Sends the headers of a POST, then one byte of its body every 100 ms; resolves when closed. */
function trickle(port: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.write('POST /api/v1/pay HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n')
    const drip = setInterval(() => socket.writable && socket.write('a'), 100)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(drip)
      resolve({ answer, ms: Date.now() - started })
    })
  })
}

describe('slow clients', () => {
  it('are cut off with 408 once the request takes longer than its limit', async () => {
    const port = await listen({ headersTimeoutMs: 20_000, requestTimeoutMs: 500 })
    const { answer, ms } = await trickle(port)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(ms).toBeGreaterThanOrEqual(450)
    expect(ms).toBeLessThan(2_000)
  })

  it('default to 20 s for headers and 60 s for the whole request, set by the environment', () => {
    expect(slowClientTimeouts({})).toEqual({ headersTimeoutMs: 20_000, requestTimeoutMs: 60_000 })
    expect(
      slowClientTimeouts({ SERVER_HEADERS_TIMEOUT_MS: '5000', SERVER_REQUEST_TIMEOUT_MS: 'x' }),
    ).toEqual({ headersTimeoutMs: 5_000, requestTimeoutMs: 60_000 })
  })

  it('sets Node’s own limits on the server', async () => {
    await listen({ headersTimeoutMs: 20_000, requestTimeoutMs: 60_000 })
    expect(server!.headersTimeout).toBe(20_000)
    expect(server!.requestTimeout).toBe(60_000)
  })

  it('are limited on every server of the process, beside the address stamp, from its first connection', async () => {
    stampSocketAddresses()
    limitSlowClientsOfEveryServer()
    limitSlowClientsOfEveryServer()
    let seen: string | undefined
    server = createServer((req, res) => {
      seen = stampedSocketAddress(new Headers(req.headers as Record<string, string>))
      res.end('ok')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    expect(seen).toBe('127.0.0.1')
    expect(server.headersTimeout).toBe(20_000)
    expect(server.requestTimeout).toBe(60_000)
    expect(server.listenerCount('request')).toBe(2)
  })
})
