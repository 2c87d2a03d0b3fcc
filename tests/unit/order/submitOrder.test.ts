import { describe, expect, it } from 'vitest'

import type { WizardValues } from '@/blocks/OrderWizard/wizard/form'
import {
  CLIENT_FAILED,
  fetchStateFees,
  PAY_FAILED,
  submitOrder,
} from '@/blocks/OrderWizard/wizard/submitOrder'

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
      kind: 'failed',
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

  it('waits for the outcome when pay says the payment is being confirmed, never offering to pay again', async () => {
    for (const answer of [
      json(202, { data: { success: false, code: 'PAYMENT_CONFIRMING', message: 'confirming' } }),
      json(409, { data: { success: false, code: 'PAYMENT_IN_PROGRESS', error: 'in progress' } }),
    ]) {
      const { calls, fetcher } = fakeFetch({ '/api/v1/pay': answer })
      expect(await submitOrder(order, fetcher)).toEqual({ ok: false, kind: 'confirming' })
      expect(calls).toHaveLength(1) // no client record before the payment is known
    }
  })

  it("treats a lost answer, or one not from our server (a proxy's 502), as confirming: it may hide a charge", async () => {
    const { fetcher } = fakeFetch({
      '/api/v1/pay': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    })
    expect(await submitOrder(order, fetcher)).toEqual({ ok: false, kind: 'confirming' })
    const lost = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await submitOrder(order, lost)).toEqual({ ok: false, kind: 'confirming' })
  })

  it("reports our server's own refusals as failures with its reason", async () => {
    const { fetcher } = fakeFetch({
      '/api/v1/pay': json(502, {
        data: { success: false, code: 'SQUARE_UNREACHABLE', error: 'nothing was charged' },
      }),
    })
    expect(await submitOrder(order, fetcher)).toMatchObject({
      kind: 'failed',
      title: PAY_FAILED,
      description: 'nothing was charged',
    })
  })

  it('hands over an earlier payment the server knows of, and sends secondOrder once chosen', async () => {
    const earlier = {
      llcname: 'Acme Widgets',
      startedAt: '2026-11-24T10:00:00.000Z',
      status: 'confirming',
    }
    const { calls, fetcher } = fakeFetch({
      '/api/v1/pay': json(409, {
        data: { success: false, code: 'EARLIER_PAYMENT_CONFIRMING', error: 'x', earlier },
      }),
    })
    expect(await submitOrder(order, fetcher)).toEqual({ ok: false, kind: 'earlier', earlier })
    expect(calls[0]!.body).not.toHaveProperty('secondOrder')
    await submitOrder({ ...order, secondOrder: true }, fetcher)
    expect(calls[1]!.body).toMatchObject({ secondOrder: true })
  })

  it("reports a client call that is not ok as 'Error submitting form'", async () => {
    const { fetcher } = fakeFetch({
      '/api/v1/pay': json(200, { data: { success: true, orderId: 7 } }),
      '/api/v1/client': json(409, { data: { success: false, error: 'no paid order' } }),
    })
    expect(await submitOrder(order, fetcher)).toMatchObject({ ok: false, title: CLIENT_FAILED })
  })

  it('says the payment went through when the client record cannot be sent', async () => {
    let first = true
    const fetcher = (async () => {
      if (!first) throw new TypeError('Failed to fetch')
      first = false
      return Response.json({ data: { success: true, orderId: 7 } })
    }) as typeof fetch
    expect(await submitOrder(order, fetcher)).toMatchObject({
      kind: 'failed',
      title: CLIENT_FAILED,
      description: expect.stringMatching(/went through/),
    })
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
            llcFacts: { feeSource: { confidence: 'official' } },
            corporationFacts: { feeSource: { confidence: 'official' } },
            nonprofitFacts: { feeSource: { confidence: 'official' } },
          },
        ],
      })
    }) as typeof fetch
    expect(await fetchStateFees('delaware', answering)).toEqual({
      llc: 100,
      corporation: 89,
      nonprofit: 89,
    })
    expect(paths).toHaveLength(1)
    const asked = new URL(paths[0]!, 'http://site')
    expect(asked.pathname).toBe('/api/state-fees')
    expect(asked.searchParams.get('where[slug][equals]')).toBe('delaware')
    // Only the fees and their confidences are asked for, not the whole state record.
    expect([...asked.searchParams.keys()].filter((key) => key.startsWith('select'))).toEqual([
      'select[slug]',
      'select[llc]',
      'select[corporation]',
      'select[nonprofit]',
      'select[llcFacts][feeSource][confidence]',
      'select[corporationFacts][feeSource][confidence]',
      'select[nonprofitFacts][feeSource][confidence]',
    ])
  })

  it("marks each fee not read in the state's own text as an estimate", async () => {
    const answering = (async () =>
      Response.json({
        docs: [
          {
            slug: 'utah',
            llc: 59,
            corporation: 59,
            nonprofit: 30,
            llcFacts: { feeSource: { confidence: 'official' } },
            corporationFacts: { feeSource: { confidence: 'corroborated' } },
          },
        ],
      })) as unknown as typeof fetch
    expect(await fetchStateFees('utah', answering)).toEqual({
      llc: 59,
      corporation: 59,
      nonprofit: 30,
      estimated: ['corporation', 'nonprofit'],
    })
  })

  it('gives null when the fees cannot be read', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await fetchStateFees('delaware', failing)).toBeNull()
  })
})
