/**
 * Automatic renewal with a card saved at Square (docs/registered-agent.md#automatic-renewal): the
 * customer turns it on from the order page with the card form and a consent box, whose words are
 * composed here (never taken from the browser) and stored with the time they were agreed; they
 * turn it off in one step, and a stop of the service turns it off too. Square keeps the card; we
 * keep its id, never read through the API, and its label ("Visa ending 1111").
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import * as z from 'zod/mini'

import {
  AGENT_EMAIL_ORDER_SELECT,
  type AgentEmailOrder,
  queueAgentEmail,
} from '@/email/queueAgentEmail'
import { agentRenewalEmail } from '@/email/templates/agentRenewal'
import type { AgentService } from '@/payload-types'
import { rateLimiterFor } from '@/security/rateLimit'
import { calendarDate, calendarDayIn } from '@/utilities/dates'
import { formatDollars } from '@/utilities/money'
import { numberSetting } from '@/utilities/numberSetting'

import { autoRenewConsent, dayOf, lastDayBefore, renewalPeriod } from '../../agentService'
import type { OrderStatus } from '../../status'
import {
  cardTestingLimits,
  type CardTestingLimits,
  cardTestingRefusal,
  recordDecline,
} from '../cardTesting'
import { cardTokenField, orderLinkTokenField } from '../cardCharges/fields'
import { cardPayHandler } from '../cardCharges/handler'
import { fail, succeed } from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { squareSettings, type SquareSettings } from '../square'
import { createSquareCustomer, forgetCardAtSquare, saveCard } from '../squareCards'
import { recordEvent } from '../timeline'
import { STOPPED } from './renew'
import { NOT_STARTED, OWN_AGENT, RENEWING } from './stop'

export const SAVED_CARD_MAX_BYTES = 8 * 1024

export const savedCardSchema = z.strictObject({
  token: orderLinkTokenField(),
  cardToken: cardTokenField(),
  /** The consent box, ticked: its words are the server's (autoRenewConsent). */
  consent: z.literal(true, { error: () => 'Tick the box to agree to automatic renewal' }),
})
export type SavedCardRequest = z.infer<typeof savedCardSchema>

export type CardService = Pick<
  AgentService,
  | 'id'
  | 'order'
  | 'status'
  | 'paidUntil'
  | 'renewalPrice'
  | 'savedCard'
  | 'savedCardId'
  | 'squareCustomerId'
>

export const CARD_SERVICE_SELECT = {
  order: true,
  status: true,
  paidUntil: true,
  renewalPrice: true,
  savedCard: true,
  savedCardId: true,
  squareCustomerId: true,
} as const

const findService = (payload: Payload, orderId: number) =>
  payload.db.findOne<CardService>({
    collection: 'agent-services',
    where: { order: { equals: orderId } },
    select: CARD_SERVICE_SELECT,
  })

const findOrder = (payload: Payload, orderId: number, req?: PayloadRequest) =>
  payload.db.findOne<AgentEmailOrder>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: AGENT_EMAIL_ORDER_SELECT,
    ...(req ? { req } : {}),
  })

/** Turns automatic renewal on for the order of the link, saving the card with the customer's consent. */
export async function saveAgentCard(
  payload: Payload,
  input: SavedCardRequest,
  {
    address = 'unknown',
    limits = cardTestingLimits(),
    settings = squareSettings(),
    now = new Date(),
  }: { address?: string; limits?: CardTestingLimits; settings?: SquareSettings; now?: Date } = {},
): Promise<Response> {
  const orderId = await orderIdOfLinkToken(payload, input.token)
  if (!orderId) return fail(404, 'This link does not open an order.')
  const service = await findService(payload, orderId)
  if (!service) return fail(409, NOT_STARTED)
  if (service.status === 'own_agent') return fail(409, OWN_AGENT)
  if (service.status !== 'active') return fail(409, STOPPED)
  if (!(service.renewalPrice > 0))
    return fail(409, 'Our registered agent renews at no charge: there is no card to save.')
  const refusal = await cardTestingRefusal(payload, { declinedAttempts: 0, address }, limits)
  if (refusal) return fail(refusal.status, refusal.message)
  const order = await findOrder(payload, orderId)
  if (!order) return fail(404, 'This link does not open an order.')

  let customerId = service.squareCustomerId
  if (!customerId) {
    const made = await createSquareCustomer(settings, {
      serviceId: service.id,
      orderId,
      email: order.email,
      givenName: order.firstName,
    })
    if (!('customerId' in made)) return fail(502, made.message, { extra: { code: made.code } })
    customerId = made.customerId
    await payload.db.updateOne({
      collection: 'agent-services',
      where: { id: { equals: service.id } },
      data: { squareCustomerId: customerId, updatedAt: now.toISOString() },
    })
  }
  const saved = await saveCard(settings, {
    token: input.cardToken,
    customerId,
    serviceId: service.id,
  })
  if (!('cardId' in saved)) {
    if (saved.kind === 'declined' || saved.kind === 'refused') {
      await recordDecline(address).catch(() => undefined)
      return fail(402, saved.message, { extra: { code: saved.code } })
    }
    return fail(502, saved.message, { extra: { code: saved.code } })
  }

  const consent = autoRenewConsent(
    service.renewalPrice,
    dayOf(service.paidUntil),
    calendarDayIn(now),
  )
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const turnedOn = await payload.db.updateOne({
      collection: 'agent-services',
      where: { and: [{ id: { equals: service.id } }, { status: { equals: 'active' } }] },
      data: {
        savedCard: saved.label,
        savedCardId: saved.cardId,
        autoRenewConsent: consent,
        autoRenewConsentAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      options: { atomic: true },
      returning: true,
      req,
    })
    if (!turnedOn) {
      await killTransaction(req)
      await forgetCardAtSquare(payload, saved.cardId, settings)
      return fail(409, STOPPED)
    }
    await recordEvent(
      payload,
      {
        order: orderId,
        status: order.status as OrderStatus,
        summary: `Automatic renewal turned on by the customer with ${saved.label}; they agreed: "${consent}"`,
        by: null,
      },
      req,
    )
    await queueAgentEmail(req, order, (context) =>
      agentRenewalEmail({
        ...context,
        ...renewalWords(service),
        kind: 'autoRenewOn',
        savedCard: saved.label,
        consent,
      }),
    )
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // A card saved before is replaced: Square is told we no longer use it.
  if (service.savedCardId && service.savedCardId !== saved.cardId)
    await forgetCardAtSquare(payload, service.savedCardId, settings)
  return succeed({ saved: true, card: saved.label })
}

/** The price, the last day paid for and the year a renewal buys, as the emails word them. */
export function renewalWords(service: Pick<CardService, 'paidUntil' | 'renewalPrice'>) {
  const ends = dayOf(service.paidUntil)
  const next = renewalPeriod(ends)
  const lastDay = calendarDate(lastDayBefore(ends))
  return {
    price: formatDollars(service.renewalPrice),
    lastDay,
    nextFrom: calendarDate(next.start),
    nextTo: calendarDate(lastDayBefore(next.end)),
    stateNeeds: '',
  }
}

/**
 * Forgets the service's saved card, if it is still this one: one conditional update in the
 * caller's transaction, which locks the service's row against a charge of the card meanwhile.
 */
export const clearSavedCard = async (
  req: PayloadRequest,
  service: Pick<CardService, 'id' | 'savedCardId'>,
  now: Date,
) =>
  Boolean(
    await req.payload.db.updateOne({
      collection: 'agent-services',
      where: {
        and: [{ id: { equals: service.id } }, { savedCardId: { equals: service.savedCardId } }],
      },
      data: { savedCard: null, savedCardId: null, updatedAt: now.toISOString() },
      options: { atomic: true },
      returning: true,
      req,
    }),
  )

export type TurnOffOutcome =
  | { kind: 'off' }
  | { kind: 'refused'; status: 409; code: 'not_started' | 'renewing'; message: string }

/**
 * Turns automatic renewal off: the card is forgotten (one conditional update, so a repeat is
 * answered as the first), with its timeline line and email; refused while the saved card is being
 * charged, whose outcome comes first.
 */
export async function turnOffAutoRenew(
  payload: Payload,
  orderId: number,
  now: Date = new Date(),
): Promise<TurnOffOutcome> {
  const service = await findService(payload, orderId)
  if (!service) return { kind: 'refused', status: 409, code: 'not_started', message: NOT_STARTED }
  if (!service.savedCardId) return { kind: 'off' }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const cleared = await clearSavedCard(req, service, now)
    if (!cleared) {
      await killTransaction(req)
      return { kind: 'off' }
    }
    // The service's row is locked by the update: no charge of the card starts until this commits.
    const { totalDocs: charging } = await payload.db.count({
      collection: 'agent-renewals',
      where: {
        and: [
          { service: { equals: service.id } },
          { status: { in: ['pending', 'payment_unknown'] } },
        ],
      },
      req,
    })
    if (charging) {
      await killTransaction(req)
      return { kind: 'refused', status: 409, code: 'renewing', message: RENEWING }
    }
    const order = await findOrder(payload, orderId, req)
    if (order) {
      await recordEvent(
        payload,
        {
          order: orderId,
          status: order.status as OrderStatus,
          summary: `Automatic renewal turned off by the customer; ${service.savedCard ?? 'the saved card'} removed`,
          by: null,
        },
        req,
      )
      await queueAgentEmail(req, order, (context) =>
        agentRenewalEmail({ ...context, ...renewalWords(service), kind: 'autoRenewOff' }),
      )
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await forgetCardAtSquare(payload, service.savedCardId)
  return { kind: 'off' }
}

/** SAVED_CARD_RATE_LIMIT: cards saved per minute per address (default 10; 0 turns it off). */
const perAddress = rateLimiterFor(() => ({
  name: 'agent-card',
  limit: numberSetting(process.env.SAVED_CARD_RATE_LIMIT, 10),
  windowMs: 60_000,
}))

/** POST /api/orders/agent-card: automatic renewal turned on with a saved card. */
export const handleSaveAgentCard = cardPayHandler({
  name: 'agent-card',
  perAddress,
  schema: savedCardSchema,
  maxBytes: SAVED_CARD_MAX_BYTES,
  lockKey: (input) => `agent-card:${input.token}`,
  pay: (payload, input, address) => saveAgentCard(payload, input, { address }),
})
