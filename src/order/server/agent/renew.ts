/**
 * POST /api/orders/agent-renewal: the customer renews our registered agent for a year on the
 * order page, by card, with the link's token (docs/registered-agent.md#renewing). The year is a
 * row stored before the charge (./renewal.ts) and charged at most once by the path a state-fee
 * balance takes (../cardCharges), whatever is repeated or raced; its price is the service's, never
 * the browser's.
 */
import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { AGENT_EMAIL_ORDER_SELECT, type AgentEmailOrder } from '@/email/queueAgentEmail'
import { rateLimiterFor } from '@/security/rateLimit'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { formatCents } from '@/utilities/money'
import { numberSetting } from '@/utilities/numberSetting'

import { dayOf, renewalOpensOn } from '../../agentService'
import { cardTestingLimits, type CardTestingLimits } from '../cardTesting'
import { chargeDueRow, paidAnswer, settledFirst } from '../cardCharges/charge'
import { amountCentsField, cardTokenField, orderLinkTokenField } from '../cardCharges/fields'
import { cardPayHandler } from '../cardCharges/handler'
import { fail, succeed } from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { squareSettings, type SquareSettings } from '../square'
import {
  ensureRenewal,
  RENEWAL_CHARGE,
  RENEWAL_SELECT,
  RENEWING_SERVICE_SELECT,
  type RenewingService,
  type StoredRenewal,
} from './renewal'
import { CARD_SERVICE_SELECT, type CardService } from './cardOnFile'
import { turnOnAutoRenew } from './savedCard'
import { NOT_STARTED, notRenewable, STOPPED } from './stop'

export const RENEWAL_MAX_BYTES = 8 * 1024

export const renewalPaySchema = z.strictObject({
  token: orderLinkTokenField(),
  cardToken: cardTokenField(),
  /** The price the page showed, in cents: refused when it is not the renewal's. */
  amountCents: amountCentsField(),
  /** The box "Also renew automatically with this card", ticked: its words are autoRenewConsent. */
  saveCard: z.optional(
    z.literal(true, { error: () => 'saveCard: expected true (the box ticked) or nothing' }),
  ),
})
export type RenewalPayRequest = z.infer<typeof renewalPaySchema>

const findRenewal = (payload: Payload, id: number) =>
  payload.db.findOne<StoredRenewal>({
    collection: 'agent-renewals',
    where: { id: { equals: id } },
    select: RENEWAL_SELECT,
  })

/** The service's last paid renewal: the answer to a renewal repeated after it was paid. */
async function lastPaid(payload: Payload, serviceId: number): Promise<StoredRenewal | null> {
  const { docs } = await payload.db.find<StoredRenewal>({
    collection: 'agent-renewals',
    where: { and: [{ service: { equals: serviceId } }, { status: { equals: 'paid' } }] },
    select: RENEWAL_SELECT,
    sort: '-periodStart',
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function payRenewal(
  payload: Payload,
  input: RenewalPayRequest,
  {
    address = 'unknown',
    limits = cardTestingLimits(),
    settings = squareSettings(),
    now = new Date(),
  }: { address?: string; limits?: CardTestingLimits; settings?: SquareSettings; now?: Date } = {},
): Promise<Response> {
  const orderId = await orderIdOfLinkToken(payload, input.token)
  if (!orderId) return fail(404, 'This link does not open an order.')
  const service = await payload.db.findOne<RenewingService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: RENEWING_SERVICE_SELECT,
  })
  const refusal = notRenewable(service, 'there is nothing to pay')
  if (refusal || !service) return fail(409, refusal ?? NOT_STARTED)
  const opens = renewalOpensOn(dayOf(service.paidUntil))
  if (calendarDayIn(now) < opens) {
    // Asked again after it was paid (the service has moved on a year): the same answer.
    const paid = await lastPaid(payload, service.id)
    if (paid?.paidAt && now.getTime() - Date.parse(paid.paidAt) < 24 * 3_600_000)
      return paidAnswer(RENEWAL_CHARGE.answerId, paid)
    return fail(
      409,
      `Your registered agent is paid until ${calendarDate(dayOf(service.paidUntil))}: renewing opens on ${calendarDate(opens)}.`,
    )
  }
  const created = await ensureRenewal(payload, service)
  const reread = () => findRenewal(payload, created.id)
  const renewal = await settledFirst(payload, RENEWAL_CHARGE, created, reread, settings)
  if (renewal instanceof Response) return renewal
  if (renewal.status !== 'due' && renewal.status !== 'pending') return fail(409, STOPPED)
  if (renewal.status === 'due' && input.amountCents !== renewal.amountCents)
    return fail(
      409,
      `The renewal is ${formatCents(renewal.amountCents)}, not ${formatCents(input.amountCents)}. Reload your order page.`,
      { extra: { amountCents: renewal.amountCents } },
    )
  const answer = await chargeDueRow(payload, RENEWAL_CHARGE, renewal, input.cardToken, reread, {
    address,
    limits,
    settings,
  })
  if (!input.saveCard || answer.status !== 200) return answer
  return withCardSaved(payload, orderId, renewal.id, answer, { settings, now })
}

/**
 * The renewal just paid, with the card saved for automatic renewal as the customer asked (from
 * the payment, which Square accepts as the card's source): the payment stands either way, and
 * the answer says whether the card was saved.
 */
async function withCardSaved(
  payload: Payload,
  orderId: number,
  renewalId: number,
  paid: Response,
  options: { settings: SquareSettings; now: Date },
): Promise<Response> {
  const data = ((await paid.json()) as { data: Record<string, unknown> }).data
  const [renewal, service, order] = await Promise.all([
    findRenewal(payload, renewalId),
    payload.db.findOne<CardService>({
      collection: 'agent-services',
      where: { order: { equals: orderId } },
      select: CARD_SERVICE_SELECT,
    }),
    payload.db.findOne<AgentEmailOrder>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: AGENT_EMAIL_ORDER_SELECT,
    }),
  ])
  const saved =
    renewal?.squarePaymentId && service && order
      ? await turnOnAutoRenew(payload, service, order, renewal.squarePaymentId, options)
      : null
  const note =
    saved && 'label' in saved
      ? ` Automatic renewal is on with your ${saved.label}; we have emailed you what you agreed to.`
      : ` Your card was not saved for automatic renewal${saved ? `: ${saved.message}` : ''}. You can save one below.`
  return succeed({ ...data, cardSaved: saved && 'label' in saved ? saved.label : null, note })
}

/** RENEWAL_PAY_RATE_LIMIT: renewal payments per minute per address (default 20; 0 turns it off). */
const perAddress = rateLimiterFor(() => ({
  name: 'renewal-pay',
  limit: numberSetting(process.env.RENEWAL_PAY_RATE_LIMIT, 20),
  windowMs: 60_000,
}))

export const handlePayRenewal = cardPayHandler({
  name: 'agent-renewal',
  perAddress,
  schema: renewalPaySchema,
  maxBytes: RENEWAL_MAX_BYTES,
  lockKey: (input) => `agent-renewal:${input.token}`,
  pay: (payload, input, address) => payRenewal(payload, input, { address }),
})
