/**
 * A year of our registered agent after the free one, as a charge after the checkout
 * (docs/registered-agent.md#renewing): one `agent-renewals` row per service and period, stored
 * before any charge and charged at most once by ../cardCharges. Paying it moves the service's
 * `paidUntil` a year on, in the same transaction as the payment's record, its timeline line and
 * the receipt; a new attempt is taken only while the service is active and unmoved (its row
 * locked), so a stop or the end of an unrenewed year never crosses a charge.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { AGENT_EMAIL_ORDER_SELECT, queueAgentEmail } from '@/email/queueAgentEmail'
import { agentRenewalEmail } from '@/email/templates/agentRenewal'
import type { AgentRenewal, AgentService, Order } from '@/payload-types'
import { calendarDate } from '@/utilities/dates'
import { formatCents } from '@/utilities/money'
import { relationId } from '@/utilities/rowId'

import { dayOf, lastDayBefore, noonOf, renewalPeriod, whatTheStateNeeds } from '../../agentService'
import type { OrderStatus } from '../../status'
import { attemptKey } from '../cardCharges/attempts'
import { CHARGE_ROW_SELECT, type ChargeKind } from '../cardCharges/ledger'
import { recordEvent } from '../timeline'

export type StoredRenewal = Pick<
  AgentRenewal,
  | 'id'
  | 'order'
  | 'service'
  | 'status'
  | 'amountCents'
  | 'periodStart'
  | 'periodEnd'
  | 'declinedAttempts'
  | 'squareIdempotencyKey'
  | 'squareSourceId'
  | 'squareCustomerId'
  | 'chargingUntil'
  | 'attemptedAt'
  | 'createdAt'
  | 'receiptUrl'
  | 'paidAt'
  | 'squarePaymentId'
  | 'refundedCents'
>

export const RENEWAL_SELECT = {
  ...CHARGE_ROW_SELECT,
  service: true,
  periodStart: true,
  periodEnd: true,
  paidAt: true,
  squarePaymentId: true,
  refundedCents: true,
} as const

export type RenewingService = Pick<
  AgentService,
  | 'id'
  | 'order'
  | 'status'
  | 'paidUntil'
  | 'renewalPrice'
  | 'noticesFor'
  | 'noticesSent'
  | 'savedCard'
>

export const RENEWING_SERVICE_SELECT = {
  order: true,
  status: true,
  paidUntil: true,
  renewalPrice: true,
  noticesFor: true,
  noticesSent: true,
  savedCard: true,
} as const

export /** One renewal per service and period: the key two payments at once both arrive at. */
const renewalKey = (serviceId: number, periodStart: string) =>
  `renewal-${serviceId}-${dayOf(periodStart)}`

/** The service's renewal of the period that starts when its paid period ends, made if missing. */
export async function ensureRenewal(
  payload: Payload,
  service: RenewingService,
): Promise<StoredRenewal> {
  const key = renewalKey(service.id, service.paidUntil)
  const find = () =>
    payload.db.findOne<StoredRenewal>({
      collection: 'agent-renewals',
      where: { key: { equals: key } },
      select: RENEWAL_SELECT,
    })
  const existing = await find()
  if (existing) return existing
  const orderId = relationId(service.order)
  const period = renewalPeriod(dayOf(service.paidUntil))
  try {
    await payload.db.create({
      collection: 'agent-renewals',
      data: {
        service: service.id,
        order: orderId,
        key,
        summary: `Order ${orderId}: registered agent, ${calendarDate(period.start)} to ${calendarDate(lastDayBefore(period.end))}`,
        status: 'due',
        periodStart: noonOf(period.start),
        periodEnd: noonOf(period.end),
        amountCents: Math.round(service.renewalPrice * 100),
        declinedAttempts: 0,
      },
    })
  } catch (error) {
    // Made at the same moment by another request (the unique key): that one is this period's.
    const made = await find()
    if (made) return made
    throw error
  }
  return (await find())!
}

/** Our reference of a renewal's payment at Square (at most 40 characters). */
export const renewalReference = (renewalId: number) => `agent-renewal-${renewalId}`

/** The renewal's service, while it is active and this renewal's period is its next. */
const waitingFor = (renewal: StoredRenewal): Where => ({
  and: [
    { id: { equals: relationId(renewal.service) } },
    { status: { equals: 'active' } },
    { paidUntil: { equals: renewal.periodStart } },
  ],
})

/**
 * Locks the service for a new attempt: only while it is active and this period is next (and, for
 * a saved card's charge, while that card is still the one automatic renewal was agreed with).
 */
async function lockServiceFor(
  req: PayloadRequest,
  renewal: StoredRenewal,
  savedCardId?: string,
): Promise<boolean> {
  const waiting = waitingFor(renewal)
  const locked = await req.payload.db.updateOne({
    collection: 'agent-services',
    where: savedCardId ? { and: [waiting, { savedCardId: { equals: savedCardId } }] } : waiting,
    data: { updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
    req,
  })
  return Boolean(locked)
}

/** The payment moves the service a year on, with its timeline line and the receipt. */
async function recordRenewal(
  req: PayloadRequest,
  renewal: StoredRenewal,
  payment: { paymentId: string | null; receiptUrl: string | null; amountCents: number },
) {
  const { payload } = req
  const moved = await payload.db.updateOne({
    collection: 'agent-services',
    where: waitingFor(renewal),
    data: { paidUntil: renewal.periodEnd, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    returning: true,
    req,
  })
  if (!moved)
    payload.logger.error(
      `ALERT: renewal ${renewal.id} was paid (Square payment ${payment.paymentId}) but its service is no longer waiting for it; refund it.`,
    )
  const orderId = relationId(renewal.order)
  const order =
    orderId &&
    (await payload.db.findOne<Pick<Order, 'id' | keyof typeof AGENT_EMAIL_ORDER_SELECT>>({
      collection: 'orders',
      where: { id: { equals: orderId } },
      select: AGENT_EMAIL_ORDER_SELECT,
      req,
    }))
  if (!order) return
  const from = calendarDate(dayOf(renewal.periodStart))
  const to = calendarDate(lastDayBefore(dayOf(renewal.periodEnd)))
  await recordEvent(
    payload,
    {
      order: order.id,
      status: order.status as OrderStatus,
      summary: `Registered agent renewed: ${formatCents(payment.amountCents)} paid by card for ${from} to ${to}, Square payment ${payment.paymentId ?? '(no id)'}`,
      by: null,
    },
    req,
  )
  await queueAgentEmail(req, order, (context) =>
    agentRenewalEmail({
      ...context,
      kind: 'renewed',
      price: formatCents(payment.amountCents),
      lastDay: to,
      nextFrom: from,
      nextTo: to,
      stateNeeds: whatTheStateNeeds(context.stateName, to, false),
      receiptUrl: payment.receiptUrl,
    }),
  )
}

export const RENEWAL_CHARGE: ChargeKind<StoredRenewal> = {
  collection: 'agent-renewals',
  name: 'Renewal',
  answerId: 'renewalId',
  what: 'this renewal',
  select: RENEWAL_SELECT,
  reference: renewalReference,
  idempotencyKey: (id, token) => attemptKey('agent-renewal', id, token),
  note: (renewal) =>
    `Order ${String(relationId(renewal.order))}: registered agent from ${dayOf(renewal.periodStart)}`,
  onPaid: recordRenewal,
  claimUnder: (req, renewal) => lockServiceFor(req, renewal),
}

/**
 * A renewal charged to the card saved for automatic renewal (./autoRenew.ts): the same row, key
 * and payment as a renewal paid on the page, taken only while the customer's consent stands.
 */
export const savedCardRenewal = (savedCardId: string): ChargeKind<StoredRenewal> => ({
  ...RENEWAL_CHARGE,
  name: 'Automatic renewal',
  claimUnder: (req, renewal) => lockServiceFor(req, renewal, savedCardId),
})
