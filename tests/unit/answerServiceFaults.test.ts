import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { answerServiceFaults } from '@/errors/answerServiceFaults'
import { noteFault, trackingFaults } from '@/errors/requestFaults'

type HookArgs = Parameters<typeof answerServiceFaults>[0]

const UNAVAILABLE = 'The service is briefly unavailable; please try again in a minute.'

function hookRequest() {
  const warnings: string[] = []
  const req = {
    searchParams: new URLSearchParams(),
    payload: { logger: { warn: (line: string) => warnings.push(line) } },
  } as unknown as PayloadRequest
  return { req, warnings }
}

const answer = (error: Error, req: PayloadRequest, graphqlResult?: HookArgs['graphqlResult']) =>
  answerServiceFaults({ error, req, graphqlResult, context: {}, result: {} } as HookArgs)

const refused = () => Object.assign(new Error('You are not allowed.'), { name: 'a', status: 403 })
const lost = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })

describe('a database that could not be reached', () => {
  it('is 503 with Retry-After over REST', () => {
    const { req } = hookRequest()
    const failed = new Error('Failed query: select 1', { cause: lost() })
    expect(answer(failed, req)).toEqual({
      status: 503,
      response: { errors: [{ message: UNAVAILABLE }] },
    })
    expect(req.responseHeaders?.get('retry-after')).toBe('60')
  })

  it('is 503 in a GraphQL error’s extensions', () => {
    const { req } = hookRequest()
    const result = answer(lost(), req, { message: 'Something went wrong.', extensions: {} })
    expect(result).toMatchObject({
      graphqlResult: { message: UNAVAILABLE, extensions: { statusCode: 503 } },
    })
  })

  it('turns a refusal into 503 when the request met it first, and says so', () =>
    trackingFaults(() => {
      const { req, warnings } = hookRequest()
      noteFault(new Error('Failed query: select', { cause: lost() }))
      expect(answer(refused(), req)).toMatchObject({ status: 503 })
      expect(warnings).toEqual([
        '403 You are not allowed.: answered 503, the database is unavailable (ECONNREFUSED)',
      ])
    }))

  it('leaves other errors and refusals alone', () =>
    trackingFaults(() => {
      const { req } = hookRequest()
      expect(answer(refused(), req)).toBeUndefined()
      expect(
        answer(Object.assign(new Error('duplicate'), { code: '23505', severity: 'ERROR' }), req),
      ).toBeUndefined()
    }))
})
