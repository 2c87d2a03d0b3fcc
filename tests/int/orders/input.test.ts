import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers'
import { clientBody, countOrders, newAddress, payBody, postOrder, standin } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const pay = payBody()
const client = clientBody(pay)

const badInputs: Array<[string, (base: Record<string, unknown>) => unknown, number, RegExp]> = [
  ['malformed JSON', () => '{"llcname": "Acme",', 400, /^Request body is not valid JSON$/],
  ['an empty body', () => '', 400, /empty/],
  ['a JSON array', () => '[]', 400, /must be a JSON object/],
  ['a JSON string', () => '"pay me"', 400, /must be a JSON object/],
  [
    'missing fields',
    ({ email: _e, designator: _d, ...rest }) => rest,
    422,
    /^designator: Required; email: Required$/,
  ],
  [
    'wrong types',
    (base) => ({ ...base, llcname: 7, expeditedFilling: 'yes' }),
    422,
    /llcname: Expected text; expeditedFilling: Expected true, false or null/,
  ],
  [
    'an unknown state',
    (base) => ({ ...base, formationState: 'atlantis' }),
    422,
    /^formationState: Unknown state "atlantis"$/,
  ],
  [
    'an unknown designator',
    (base) => ({ ...base, designator: 'LLP' }),
    422,
    /^designator: Expected one of LLC, C-Corporation, Nonprofit$/,
  ],
  ['a bad checkout id', (base) => ({ ...base, checkoutId: 'not-a-uuid' }), 422, /^checkoutId: /],
  [
    'an amount that is not a number',
    (base) => ({ ...base, amount: '309' }),
    422,
    /^amount: Expected a number$/,
  ],
  [
    'a NUL in the company name',
    (base) => ({ ...base, llcname: 'Acme\u0000 LLC' }),
    422,
    /^llcname: Must not contain control characters$/,
  ],
  [
    'an escape in a name',
    (base) => ({ ...base, lastName: 'Love\u001blace' }),
    422,
    /^lastName: Must not contain control characters$/,
  ],
  [
    'a NUL in an address',
    (base) => ({ ...base, companyCity: 'Do\u0000ver' }),
    422,
    /^companyCity: Must not contain control characters$/,
  ],
  [
    'a body over 100 KB',
    (base) => ({ ...base, llcname: 'x'.repeat(110 * 1024) }),
    413,
    /larger than 100 KB/,
  ],
]

describe.each([
  ['pay', pay],
  ['client', client],
] as const)('bad input to %s', (endpoint, base) => {
  it.each(badInputs)(
    'refuses %s with a 4xx naming the problem, storing nothing',
    async (_name, make, status, message) => {
      const orders = await countOrders(payload)
      const charges = await standin.count()
      const answer = await postOrder(endpoint, make(base), { address: newAddress() })

      expect(answer.status).toBe(status)
      expect(answer.json.data).toEqual({ success: false, error: expect.stringMatching(message) })
      expect(answer.json.errors.length).toBeGreaterThan(0)
      expect(await countOrders(payload)).toBe(orders)
      expect(await standin.count()).toBe(charges)
    },
  )

  it('lists every field problem separately', async () => {
    const { json } = await postOrder(endpoint, { checkoutId: 'x' }, { address: newAddress() })
    expect(json.errors).toContainEqual({ path: 'llcname', message: 'LLC Name is required.' })
    expect(json.errors).toContainEqual({ path: 'formationState', message: 'Required' })
  })
})

it('the token is required by pay only', async () => {
  const { token: _token, ...noToken } = payBody()
  const answer = await postOrder('pay', noToken, { address: newAddress() })
  expect(answer.status).toBe(422)
  expect(answer.json.data.error).toBe('token: Required')
})
