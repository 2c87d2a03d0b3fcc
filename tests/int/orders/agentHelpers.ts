import type { Payload } from 'payload'
import { expect } from 'vitest'

import { POST as agentRoute } from '@/app/(site)/order/[token]/agent/route'

import { einDetails, llcDetails } from '../../fixtures/filingDetails'
import { linkTokenOf, postDetails, submitDetails } from './filingHelpers'
import { chargedFeeCents, ownData, paidOrder, rest } from './helpers'

/**
 * A paid Delaware LLC, its details submitted (our agent unless told), marked filed on `filedOn`
 * by a staff member (their headers).
 */
export async function filedOrder(
  payload: Payload,
  staff: { headers: Record<string, string> },
  filedOn: string,
  agent: Record<string, unknown> = { kind: 'ours' },
) {
  const { llcname, email } = ownData()
  const { id } = await paidOrder({ llcname, email })
  if (agent.kind === 'ours') await submitDetails(payload, id)
  else {
    const answer = await postDetails({
      token: await linkTokenOf(payload, id),
      sections: { ...llcDetails, ein: einDetails, agent },
      submit: true,
    })
    expect(answer.status, answer.text).toBe(200)
  }
  const filed = await rest('POST', `orders/${id}/status`, {
    body: JSON.stringify({
      status: 'filed_with_state',
      filedAt: filedOn,
      stateConfirmationNumber: `SR-${id}`,
      stateFeePaidCents: await chargedFeeCents(payload, id),
    }),
    headers: staff.headers,
  })
  expect(filed.status, filed.text).toBe(200)
  return { id, llcname, email, token: await linkTokenOf(payload, id) }
}

/** The order page's stop form, as a browser (303 back) or another client (words). */
export async function stopAgent(token: string, form: Record<string, string>, browser = false) {
  const answer = await agentRoute(
    new Request(`http://localhost/order/${token}/agent`, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: browser ? 'text/html,application/xhtml+xml' : '*/*',
      },
    }),
    { params: Promise.resolve({ token }) },
  )
  return {
    status: answer.status,
    text: await answer.text(),
    location: answer.headers.get('location'),
  }
}

/** The order's timeline, oldest first. */
export const timelineOf = async (payload: Payload, id: number) =>
  (
    await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map((event) => event.summary)
