import type { Payload } from 'payload'
import { expect } from 'vitest'

import { ensureLinkToken } from '@/order/server/orderLinks'

import { detailsFor, einDetails } from '../../fixtures/filingDetails'
import { rest } from './helpers'

/** POST /api/orders/filing-details with the order link's token (or a raw body). */
export const postDetails = (body: unknown, headers: Record<string, string> = {}) =>
  rest('POST', 'orders/filing-details', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  })

export async function linkTokenOf(payload: Payload, id: number): Promise<string> {
  return (await ensureLinkToken(payload, id))!
}

/** Gives an order complete filing details and submits them, as its customer would. */
export async function submitDetails(payload: Payload, id: number): Promise<void> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  const sections = { ...detailsFor(order.designator), ...(order.ein ? { ein: einDetails } : {}) }
  const answer = await postDetails({
    token: await linkTokenOf(payload, id),
    sections,
    submit: true,
  })
  expect(answer.status, answer.text).toBe(200)
}
