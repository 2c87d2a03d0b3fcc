import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../helpers'
import {
  clientBody,
  newAddress,
  PASSWORD,
  payBody,
  postOrder,
  SSN,
  standin,
  withEnv,
} from './helpers'

let payload: Payload
const logged: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  const record = (...args: unknown[]) => {
    logged.push(
      args
        .map((a) =>
          typeof a === 'string' ? a : JSON.stringify(a, Object.getOwnPropertyNames(a ?? {})),
        )
        .join(' '),
    )
  }
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
    const original = payload.logger[level].bind(payload.logger)
    vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
      record(...args)
      return original(...(args as [string]))
    }) as never)
  }
  for (const level of ['log', 'error', 'warn', 'info', 'debug'] as const) {
    const original = console[level]
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      record(...args)
      original(...args)
    })
  }
})

afterAll(async () => {
  vi.restoreAllMocks()
  await standin.clearFaults()
})

describe('secrets stay out of logs and answers', () => {
  it('logs and answers neither the password, the SSN, the card token nor the access token', async () => {
    const token = 'cnon:card-nonce-declined'
    const secrets = [PASSWORD, SSN, token, process.env.SQUARE_ACCESS_TOKEN!]
    const answers: string[] = []
    const send = async (endpoint: 'pay' | 'client', body: unknown) =>
      answers.push((await postOrder(endpoint, body, { address: newAddress() })).text)

    const paid = payBody({ ssn: SSN, hasSSN: true })
    await send('pay', paid)
    await send('client', clientBody(paid))
    await send('pay', payBody({ token, ssn: SSN }))
    await standin.fault({ mode: 'error', status: 500 })
    await send('pay', payBody({ ssn: SSN }))
    await send('pay', { ...payBody({ ssn: SSN }), formationState: 'atlantis' })
    await send('pay', { ...payBody(), ssn: `${SSN}-extra`, password: 'x' })
    await send('pay', `{"password": "${PASSWORD}", "ssn": "${SSN}",`)
    await send('client', clientBody(payBody(), { amount: 0 }))
    await withEnv(
      { SQUARE_LOCATION_ID: undefined, NEXT_PUBLIC_SQUARE_LOCATION_ID: undefined },
      () => send('pay', payBody({ ssn: SSN })),
    )

    expect(logged.join('\n')).toMatch(/Square did not complete the charge/)
    for (const secret of secrets) {
      for (const text of [...answers, ...logged]) expect(text).not.toContain(secret)
    }
  }, 20_000)
})
