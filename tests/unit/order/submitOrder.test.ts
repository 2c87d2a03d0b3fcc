import { describe, expect, it } from 'vitest'

import type { WizardValues } from '@/order/wizard/form'
import { CLIENT_FAILED, fetchStateFees, PAY_FAILED, submitOrder } from '@/order/wizard/submitOrder'

const values: WizardValues = {
  clientPackage: 'free',
  llcname: 'Acme Widgets',
  designator: 'LLC',
  formationState: 'delaware',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(302) 555-0100',
  expeditedFilling: false,
  businessLicense: false,
  password: 'correct horse battery',
}
const order = {
  values,
  checkoutId: '5b0c2b4e-6a51-4c8e-9f0e-0d6f7a9b1c2d',
  token: 'cnon:card-nonce-ok',
  amount: 90,
  stateFee: 90,
}

type Call = { path: string; body: Record<string, unknown> }

/** A fetch that answers each path from `answers` and records what was sent. */
function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = []
  const fetcher = (async (path: string, init?: RequestInit) => {
    calls.push({ path, body: JSON.parse(String(init?.body)) })
    return answers[path]!()
  }) as typeof fetch
  return { calls, fetcher }
}

const json = (status: number, body: unknown) => () => Response.json(body, { status })

describe('submitOrder', () => {
  it('pays, then stores the client record with all values plus the amount', async () => {
    const { calls, fetcher } = fakeFetch({
      '/api/v1/pay': json(200, { data: { success: true, orderId: 7 } }),
      '/api/v1/client': json(200, { data: { success: true, orderId: 7 } }),
    })
    expect(await submitOrder(order, fetcher)).toEqual({ ok: true, orderId: 7 })
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/pay', '/api/v1/client'])
    expect(calls[0]!.body).toMatchObject({
      ...values,
      token: order.token,
      amount: 90,
      checkoutId: order.checkoutId,
    })
    expect(calls[1]!.body).toMatchObject({ ...values, amount: 90, total: 90, stateFee: 90 })
    expect(calls[1]!.body).not.toHaveProperty('token')
  })

  it("reports a pay answer without success as 'Payment processing failed.' with the server's reason", async () => {
    const { calls, fetcher } = fakeFetch({
      '/api/v1/pay': json(402, { data: { success: false, error: 'The card was declined.' } }),
    })
    expect(await submitOrder(order, fetcher)).toEqual({
      ok: false,
      title: PAY_FAILED,
      description: 'The card was declined.',
      priceChanged: false,
    })
    expect(calls).toHaveLength(1)
  })

  it('says when the server priced the order differently, so the wizard can fetch current fees', async () => {
    const { fetcher } = fakeFetch({
      '/api/v1/pay': json(409, {
        data: { success: false, error: 'The total of this order is $100, not $90.', total: 100 },
      }),
    })
    expect(await submitOrder(order, fetcher)).toMatchObject({
      ok: false,
      title: PAY_FAILED,
      priceChanged: true,
    })
  })

  it('treats an answer that is not JSON as a failed payment', async () => {
    const { fetcher } = fakeFetch({
      '/api/v1/pay': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    })
    expect(await submitOrder(order, fetcher)).toMatchObject({ ok: false, title: PAY_FAILED })
  })

  it("reports a client call that is not ok as 'Error submitting form'", async () => {
    const { fetcher } = fakeFetch({
      '/api/v1/pay': json(200, { data: { success: true, orderId: 7 } }),
      '/api/v1/client': json(409, { data: { success: false, error: 'no paid order' } }),
    })
    expect(await submitOrder(order, fetcher)).toMatchObject({ ok: false, title: CLIENT_FAILED })
  })

  it('throws a readable error when the server cannot be reached', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    await expect(submitOrder(order, fetcher)).rejects.toThrow(/could not reach our server/)
  })
})

describe('fetchStateFees', () => {
  it("reads a state's current fees from the public API", async () => {
    const paths: string[] = []
    const answering = (async (path: string) => {
      paths.push(path)
      return Response.json({
        docs: [
          {
            id: 8,
            slug: 'delaware',
            name: 'Delaware',
            llc: 100,
            corporation: 89,
            nonprofit: 89,
            verified: true,
          },
        ],
      })
    }) as typeof fetch
    expect(await fetchStateFees('delaware', answering)).toEqual({
      llc: 100,
      corporation: 89,
      nonprofit: 89,
    })
    expect(paths).toEqual(['/api/state-fees?where[slug][equals]=delaware&limit=1&depth=0'])
  })

  it('marks the fees of a row not verified as an estimate', async () => {
    const answering = (async () =>
      Response.json({
        docs: [{ slug: 'utah', llc: 54, corporation: 59, nonprofit: 30, verified: false }],
      })) as unknown as typeof fetch
    expect(await fetchStateFees('utah', answering)).toEqual({
      llc: 54,
      corporation: 59,
      nonprofit: 30,
      estimate: true,
    })
  })

  it('gives null when the fees cannot be read', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await fetchStateFees('delaware', failing)).toBeNull()
  })
})
