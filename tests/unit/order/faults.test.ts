import type { Payload } from 'payload'
import { SquareError, SquareTimeoutError } from 'square'
import { describe, expect, it } from 'vitest'

import { answerUnexpected } from '@/order/server/http'
import { connectFailure } from '@/order/server/connectFailure'

/** How Node's fetch reports a failed request, wrapped by the Square SDK as it does. */
const fetchFailure = (cause: unknown) =>
  new SquareError({
    message: 'fetch failed',
    cause: new TypeError('fetch failed', { cause }),
  })

const systemError = (code: string, syscall = 'connect') =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall })

describe('a request that provably never reached Square', () => {
  it('is a connection refused, a host that does not resolve, or no route', () => {
    expect(connectFailure(fetchFailure(systemError('ECONNREFUSED')))).toBe('ECONNREFUSED')
    expect(connectFailure(fetchFailure(systemError('ENOTFOUND', 'getaddrinfo')))).toBe('ENOTFOUND')
    expect(connectFailure(fetchFailure(systemError('EAI_AGAIN', 'getaddrinfo')))).toBe('EAI_AGAIN')
    expect(connectFailure(fetchFailure(systemError('EHOSTUNREACH')))).toBe('EHOSTUNREACH')
    expect(
      connectFailure(
        fetchFailure(Object.assign(new Error('x'), { code: 'UND_ERR_CONNECT_TIMEOUT' })),
      ),
    ).toBe('UND_ERR_CONNECT_TIMEOUT')
  })

  it('when several addresses were tried, only if every one of them failed to connect', () => {
    const refused = [systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]
    expect(connectFailure(fetchFailure(new AggregateError(refused)))).toBe('ECONNREFUSED')
    const oneReset = [systemError('ECONNREFUSED'), systemError('ECONNRESET', 'read')]
    expect(connectFailure(fetchFailure(new AggregateError(oneReset)))).toBeNull()
  })

  it('is never a reset, a closed socket or a timeout once connected: the request may have arrived', () => {
    expect(connectFailure(fetchFailure(systemError('ECONNRESET', 'read')))).toBeNull()
    expect(connectFailure(fetchFailure(systemError('EPIPE', 'write')))).toBeNull()
    expect(
      connectFailure(
        fetchFailure(Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' })),
      ),
    ).toBeNull()
    expect(connectFailure(new SquareTimeoutError('Timeout exceeded'))).toBeNull()
    expect(connectFailure(new SquareError({ statusCode: 503, body: {} }))).toBeNull()
  })
})

describe('an endpoint that meets an unavailable database', () => {
  const payload = {
    logger: { error: () => undefined, warn: () => undefined },
  } as unknown as Payload

  it('answers 503 "try again in a minute", never a 500', async () => {
    const lost = Object.assign(new Error('terminating connection'), {
      code: '57P01',
      severity: 'FATAL',
    })
    const answer = answerUnexpected(payload, 'pay', new Error('query failed', { cause: lost }))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect((await answer.json()).data.error).toMatch(/try again in a minute/)
  })

  it('keeps 500 for anything else', () => {
    expect(answerUnexpected(payload, 'pay', new Error('bug')).status).toBe(500)
  })
})
