import { describe, expect, it } from 'vitest'

import { addressKey, clientAddress, trustedProxyHops } from '@/security/clientAddress'
import { MAX_BODY_BYTES, readJsonObject, RequestProblem } from '@/order/server/http'
import { SOCKET_ADDRESS_HEADER, socketAddressStamp } from '@/security/socketAddress'
import { hashPassword, verifyPassword } from '@/order/server/password'
import { squareIdempotencyKey } from '@/order/server/pay'
import { createRateLimiter } from '@/security/rateLimit'
import { squareSettings } from '@/order/server/square'

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/orders/pay', { method: 'POST', body, headers })

const problemOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    if (error instanceof RequestProblem) return `${error.status} ${error.message}`
    throw error
  }
  return 'no problem'
}

describe('reading the request body', () => {
  it('returns a JSON object', async () => {
    expect(await readJsonObject(request('{"a":1}'))).toEqual({ a: 1 })
  })

  it('refuses malformed JSON, non-objects and empty bodies with 400', async () => {
    expect(await problemOf(readJsonObject(request('{"a":')))).toBe(
      '400 Request body is not valid JSON',
    )
    expect(await problemOf(readJsonObject(request('[1,2]')))).toBe(
      '400 Request body must be a JSON object',
    )
    expect(await problemOf(readJsonObject(request('null')))).toBe(
      '400 Request body must be a JSON object',
    )
    expect(await problemOf(readJsonObject(request(null)))).toBe(
      '400 Request body is empty: expected a JSON object',
    )
    expect(await problemOf(readJsonObject(request('')))).toBe(
      '400 Request body is empty: expected a JSON object',
    )
    expect(await problemOf(readJsonObject(request(new Uint8Array([0x7b, 0xff, 0x7d]))))).toBe(
      '400 Request body is not valid JSON',
    )
  })

  it('refuses bodies over 100 KB with 413, whether declared or streamed', async () => {
    const big = JSON.stringify({ llcname: 'x'.repeat(MAX_BODY_BYTES) })
    expect(await problemOf(readJsonObject(request(big)))).toBe(
      '413 Request body is larger than 100 KB',
    )
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++)
          controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)))
        controller.close()
      },
    })
    const streamed = new Request('http://localhost/x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await problemOf(readJsonObject(streamed))).toBe('413 Request body is larger than 100 KB')
  })
})

describe('client address', () => {
  it('behind one trusted proxy, takes the address that proxy appended', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.1' }), 1)).toBe(
      '10.0.0.1',
    )
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9')
    expect(clientAddress(new Headers(), 1)).toBe('unknown')
  })

  it('behind two proxies, skips the nearer one and ignores what the client wrote', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' })
    expect(clientAddress(headers, 2)).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.2' }), 2)).toBe('unknown')
  })

  it('with no proxy, never reads X-Forwarded-For: only the socket address the server stamped', () => {
    const stamped = new Headers({
      'x-forwarded-for': '6.6.6.6',
      [SOCKET_ADDRESS_HEADER]: socketAddressStamp('127.0.0.1'),
    })
    expect(clientAddress(stamped, 0)).toBe('127.0.0.1')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6' }), 0)).toBe('unknown')
    // A client writing the stamp's header itself does not know the server's secret.
    expect(clientAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: '6.6.6.6' }), 0)).toBe('unknown')
  })

  it('counts an IPv6 client by its /64 and a mapped IPv4 address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
  })

  it('reads TRUSTED_PROXY_HOPS, 0 unless set to a whole number', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '1' })).toBe(1)
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: 'yes' })).toBe(0)
  })
})

describe('rate limiter', () => {
  it('lets `limit` requests per window through, per key', async () => {
    const limiter = createRateLimiter({ name: 't', limit: 3, windowMs: 60_000 }, { shared: false })
    for (let i = 0; i < 3; i++) expect(await limiter.hit('a')).toBe(0)
    expect(await limiter.hit('a')).toBeGreaterThan(0)
    expect(await limiter.hit('a')).toBeLessThanOrEqual(60)
    expect(await limiter.hit('b')).toBe(0)
  })

  it('gives back a counted request, and forgets a key', async () => {
    const limiter = createRateLimiter({ name: 't', limit: 2, windowMs: 60_000 }, { shared: false })
    expect(await limiter.hit('a')).toBe(0)
    expect(await limiter.hit('a')).toBe(0)
    await limiter.refund('a')
    expect(await limiter.count('a')).toBe(1)
    expect(await limiter.hit('a')).toBe(0)
    expect(await limiter.hit('a')).toBeGreaterThan(0)
    await limiter.forget('a')
    expect(await limiter.count('a')).toBe(0)
    expect(await limiter.hit('a')).toBe(0)
  })

  it('is off with a limit of 0, and still counts', async () => {
    const limiter = createRateLimiter({ name: 't', limit: 0, windowMs: 60_000 }, { shared: false })
    for (let i = 0; i < 100; i++) expect(await limiter.hit('a')).toBe(0)
    await limiter.record('b')
    await limiter.record('b')
    expect(await limiter.count('b')).toBe(2)
    expect(await limiter.count('c')).toBe(0)
    // Nothing was counted by hit, so nothing is given back.
    await limiter.refund('b')
    expect(await limiter.count('b')).toBe(2)
  })
})

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies the password only', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(hash).not.toContain('correct horse')
    expect(await hashPassword('correct horse battery')).not.toBe(hash)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('wrong password', hash)).toBe(false)
  })
})

describe('Square idempotency key', () => {
  it('is stable per checkout and card token, and fits Square (45 characters)', () => {
    const key = squareIdempotencyKey('checkout-1', 'cnon:card-nonce-ok')
    expect(key).toBe(squareIdempotencyKey('checkout-1', 'cnon:card-nonce-ok'))
    expect(key).not.toBe(squareIdempotencyKey('checkout-1', 'cnon:another-card'))
    expect(key).not.toBe(squareIdempotencyKey('checkout-2', 'cnon:card-nonce-ok'))
    expect(key.length).toBeLessThanOrEqual(45)
  })
})

describe('Square settings', () => {
  it('reads the environment and picks the API host', () => {
    const base = { SQUARE_ACCESS_TOKEN: 'token', SQUARE_LOCATION_ID: 'L1' }
    expect(squareSettings(base)).toMatchObject({
      baseUrl: 'https://connect.squareupsandbox.com',
      locationId: 'L1',
    })
    expect(squareSettings({ ...base, SQUARE_ENVIRONMENT: 'production' }).baseUrl).toBe(
      'https://connect.squareup.com',
    )
    expect(squareSettings({ ...base, SQUARE_BASE_URL: 'http://127.0.0.1:4010' }).baseUrl).toBe(
      'http://127.0.0.1:4010',
    )
    expect(
      squareSettings({ SQUARE_ACCESS_TOKEN: 't', NEXT_PUBLIC_SQUARE_LOCATION_ID: 'L2' }).locationId,
    ).toBe('L2')
    expect(squareSettings(base).timeoutMs).toBe(10_000)
    expect(squareSettings({ ...base, SQUARE_TIMEOUT_MS: '1500' }).timeoutMs).toBe(1500)
  })

  it('names what is missing, never the values', () => {
    expect(() => squareSettings({})).toThrow(/SQUARE_ACCESS_TOKEN and SQUARE_LOCATION_ID/)
    expect(() => squareSettings({ SQUARE_ACCESS_TOKEN: 'secret-token' })).toThrow(
      /^(?!.*secret-token).*SQUARE_LOCATION_ID/,
    )
    expect(() =>
      squareSettings({
        SQUARE_ACCESS_TOKEN: 't',
        SQUARE_LOCATION_ID: 'L',
        SQUARE_ENVIRONMENT: 'live',
      }),
    ).toThrow(/sandbox" or "production/)
  })
})
