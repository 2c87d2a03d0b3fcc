import type { Payload } from 'payload'
import { expect } from 'vitest'

import { POST as agentRoute } from '@/app/(site)/order/[token]/agent/route'
import { addYears, periodEnd } from '@/order/agentService'
import type { AgentRenewal, AgentService } from '@/payload-types'
import { SOCKET_ADDRESS_HEADER, socketAddressStamp } from '@/security/socketAddress'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'

import { einDetails, llcDetails } from '../../fixtures/filingDetails'
import { linkTokenOf, postDetails, submitDetails } from './filingHelpers'
import {
  chargedFeeCents,
  newAddress,
  ownData,
  paidOrder,
  queuedEmails,
  rest,
  standin,
} from './helpers'

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
        // A fresh address each time: the form's per-address limit is another test's concern.
        [SOCKET_ADDRESS_HEADER]: socketAddressStamp(newAddress()),
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

/** A calendar day `offset` days from `from` (today). */
export const day = (offset: number, from = new Date()) =>
  formatCalendarDate(addDays(parseCalendarDate(from.toISOString().slice(0, 10)), offset))
/** Filed 320 days ago: the free year ends in about 45 days, so its renewal is open today. */
export const FILED_ON = day(-320)
export const FREE_UNTIL = periodEnd(FILED_ON)
export const NEXT_UNTIL = formatCalendarDate(addYears(parseCalendarDate(FREE_UNTIL), 1))
/** Noon of the day `offset` days from `date`, as the sweeps' moved clock. */
export const at = (date: string, offset = 0) =>
  new Date(`${day(offset, new Date(`${date}T12:00:00Z`))}T12:00:00Z`)

export const serviceOf = (payload: Payload, orderId: number) =>
  payload.db.findOne<AgentService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
  })

/** The order's renewals, the first period first. */
export const renewalsOf = async (payload: Payload, orderId: number) =>
  (
    await payload.find({
      collection: 'agent-renewals',
      where: { order: { equals: orderId } },
      overrideAccess: true,
      depth: 0,
      sort: 'periodStart',
    })
  ).docs as AgentRenewal[]

/** Square payments taken for one renewal (our reference at Square). */
export const renewalCharges = async (renewalId: number) =>
  (await standin.charges()).payments.filter(
    (payment) => payment.reference_id === `agent-renewal-${renewalId}`,
  )

/** The order's emails: each names its order ("(order N)"). */
export const mailsOf = async (payload: Payload, orderId: number) =>
  (await queuedEmails(payload, 400)).filter((mail) => mail.text.includes(`(order ${orderId})`))
