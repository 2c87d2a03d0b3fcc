// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import {
  forgetPending,
  pendingFor,
  rememberPending,
} from '@/blocks/OrderWizard/wizard/pendingCheckouts'
import { fetchCheckoutStatus } from '@/blocks/OrderWizard/wizard/useConfirmation'

const checkoutId = '5b0c2b4e-6a51-4c8e-9f0e-0d6f7a9b1c2d'

describe('fetchCheckoutStatus', () => {
  it('asks by checkout id in the body and reads the status alone', async () => {
    const sent: { path: string; body: string }[] = []
    const answering = (async (path: string, init?: RequestInit) => {
      sent.push({ path, body: String(init?.body) })
      return Response.json({ data: { status: 'confirming' } })
    }) as typeof fetch
    expect(await fetchCheckoutStatus(checkoutId, answering)).toBe('confirming')
    expect(sent).toEqual([
      { path: '/api/orders/checkout-status', body: JSON.stringify({ checkoutId }) },
    ])
  })

  it('gives null while the status cannot be read', async () => {
    const busy = (async () => Response.json({ data: {} }, { status: 503 })) as typeof fetch
    const odd = (async () => Response.json({ data: { status: 'maybe' } })) as typeof fetch
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    for (const fetcher of [busy, odd, offline])
      expect(await fetchCheckoutStatus(checkoutId, fetcher)).toBeNull()
  })
})

describe("this browser's pending checkouts", () => {
  afterEach(() => window.localStorage.clear())

  it('finds another checkout of the same company, however it is spelled, the latest first', () => {
    rememberPending({ checkoutId: 'a', llcname: 'Acme Widgets', since: 1_000 }, 5_000)
    rememberPending({ checkoutId: 'b', llcname: ' acme  WIDGETS', since: 2_000 }, 5_000)
    rememberPending({ checkoutId: 'c', llcname: 'Other Co', since: 3_000 }, 5_000)
    const found = pendingFor('ACME widgets', 'new', 5_000)
    expect(found.map((entry) => entry.checkoutId)).toEqual(['b', 'a'])
    // Never the checkout itself.
    expect(pendingFor('Acme Widgets', 'b', 5_000).map((entry) => entry.checkoutId)).toEqual(['a'])
  })

  it('forgets a checkout once its outcome is known, and entries older than 14 days', () => {
    rememberPending({ checkoutId: 'a', llcname: 'Acme', since: 0 }, 1)
    rememberPending({ checkoutId: 'b', llcname: 'Acme', since: 0 }, 1)
    forgetPending('a', 1)
    expect(pendingFor('Acme', 'new', 1).map((entry) => entry.checkoutId)).toEqual(['b'])
    expect(pendingFor('Acme', 'new', 15 * 24 * 60 * 60 * 1000)).toEqual([])
    forgetPending('b', 1)
    expect(window.localStorage.getItem('order-wizard:confirming')).toBeNull()
  })
})
