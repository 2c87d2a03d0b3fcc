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
import {
  type CardRefusal,
  createSquareCustomer,
  forgetCardAtSquare,
  saveCard,
} from '../squareCards'
import { recordEvent } from '../timeline'
import {
  CARD_SERVICE_SELECT,
  type CardService,
  chargingRenewal,
  clearSavedCard,
  lockedService,
} from './cardOnFile'
import { NOT_STARTED, notRenewable, RENEWING, STOPPED } from './stop'

export const SAVED_CARD_MAX_BYTES = 8 * 1024

export const savedCardSchema = z.strictObject({
  token: orderLinkTokenField(),
  cardToken: cardTokenField(),
  /** The consent box, ticked: its words are the server's (autoRenewConsent). */
  consent: z.literal(true, { error: () => 'Tick the box to agree to automatic renewal' }),
  /** The end of the year paid for that the page's words were written for: stale words are refused. */
  paidUntil: z
    .string({ error: () => 'Expected the day the year paid for ends (YYYY-MM-DD)' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected the day the year paid for ends (YYYY-MM-DD)')),
})
export type SavedCardRequest = z.infer<typeof savedCardSchema>

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
  const unavailable = notRenewable(service, 'there is no card to save')
  if (unavailable || !service) return fail(409, unavailable ?? NOT_STARTED)
  // However many addresses it comes from, one order saves a few cards a day: not a card tester.
  const wait = await perLink().hit(`agent-card-order-${orderId}`)
  if (wait > 0)
    return fail(429, 'Too many cards saved for this order today. Please try again tomorrow.', {
      headers: { 'Retry-After': String(wait) },
    })
  const refusal = await cardTestingRefusal(payload, { declinedAttempts: 0, address }, limits)
  if (refusal) return fail(refusal.status, refusal.message)
  const order = await findOrder(payload, orderId)
  if (!order) return fail(404, 'This link does not open an order.')

  const turnedOn = await turnOnAutoRenew(payload, service, order, input.cardToken, {
    settings,
    now,
    shownPaidUntil: input.paidUntil,
  })
  if ('label' in turnedOn) return succeed({ saved: true, card: turnedOn.label })
  if (turnedOn.kind === 'declined' || turnedOn.kind === 'refused') {
    await recordDecline(address).catch(() => undefined)
    return fail(402, turnedOn.message, { extra: { code: turnedOn.code } })
  }
  const conflict = ['stopped', 'renewing', 'outdated'].includes(turnedOn.kind)
  return fail(conflict ? 409 : 502, turnedOn.message, { extra: { code: turnedOn.code } })
}

type TurnOnRefusal =
  CardRefusal | { kind: 'stopped' | 'renewing' | 'outdated'; code: string; message: string }

const OUTDATED =
  'Your order page was out of date: reload it, read what you agree to again, and save the card.'

/**
 * Saves the card a single-use token (or a payment made with it) stands for, as the service's
 * Square customer's, and turns automatic renewal on with the consent in our words: the card, the
 * words and their time, a timeline line and the email are one transaction. A card saved before is
 * disabled at Square once replaced.
 */
export async function turnOnAutoRenew(
  payload: Payload,
  service: CardService,
  order: AgentEmailOrder,
  source: string,
  {
    settings,
    now,
    shownPaidUntil,
  }: {
    settings: SquareSettings
    now: Date
    /** The end of the year paid for that the page's words were written for (YYYY-MM-DD). */
    shownPaidUntil?: string
  },
): Promise<{ label: string } | TurnOnRefusal> {
  let customerId = service.squareCustomerId
  if (!customerId) {
    const made = await createSquareCustomer(settings, {
      serviceId: service.id,
      orderId: order.id,
      email: order.email,
      givenName: order.firstName,
    })
    if (!('customerId' in made)) return made
    customerId = made.customerId
    await payload.db.updateOne({
      collection: 'agent-services',
      where: { id: { equals: service.id } },
      data: { squareCustomerId: customerId, updatedAt: now.toISOString() },
    })
  }
  const saved = await saveCard(settings, { source, customerId, serviceId: service.id })
  if (!('cardId' in saved)) return saved

  const refuse = async (refusal: TurnOnRefusal) => {
    await killTransaction(req)
    await forgetCardAtSquare(payload, saved.cardId, settings)
    return refusal
  }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let replaced: string | null | undefined
  let label: string
  try {
    // Under the service's lock: the card on file, the year and any charge as they now stand.
    const current = await lockedService(req, service.id)
    if (current?.status !== 'active')
      return await refuse({ kind: 'stopped', code: 'STOPPED', message: STOPPED })
    if (shownPaidUntil && dayOf(current.paidUntil) !== shownPaidUntil)
      return await refuse({ kind: 'outdated', code: 'PAGE_OUTDATED', message: OUTDATED })
    if (await chargingRenewal(req, service.id))
      return await refuse({ kind: 'renewing', code: 'PAYMENT_CONFIRMING', message: RENEWING })
    replaced = current.savedCardId
    const consent = autoRenewConsent(
      current.renewalPrice,
      dayOf(current.paidUntil),
      calendarDayIn(now),
    )
    label = saved.label
    await payload.db.updateOne({
      collection: 'agent-services',
      where: { id: { equals: service.id } },
      data: {
        savedCard: label,
        savedCardId: saved.cardId,
        autoRenewConsent: consent,
        autoRenewConsentAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      req,
    })
    await recordEvent(
      payload,
      {
        order: order.id,
        status: order.status as OrderStatus,
        summary: `Automatic renewal turned on by the customer with ${label}; they agreed: "${consent}"`,
        by: null,
      },
      req,
    )
    await queueAgentEmail(req, order, (context) =>
      agentRenewalEmail({
        ...context,
        ...renewalWords(current),
        kind: 'autoRenewOn',
        savedCard: label,
        consent,
      }),
    )
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // The card saved before, read under the lock, is replaced: Square is told we no longer use it.
  if (replaced && replaced !== saved.cardId) await forgetCardAtSquare(payload, replaced, settings)
  return { label }
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

export type TurnOffOutcome =
  | {
      kind: 'off'
      /** A renewal charge of the card was already sent: it may still complete. */
      charging: boolean
    }
  | { kind: 'refused'; status: 409; code: 'not_started'; message: string }

/**
 * Turns automatic renewal off: the card on file, read under the service's lock, is forgotten with
 * a timeline line and an email, then disabled at Square; asked again, the same answer. A charge
 * already sent is settled from its own row and may still complete: the answer says so.
 */
export async function turnOffAutoRenew(
  payload: Payload,
  orderId: number,
  now: Date = new Date(),
): Promise<TurnOffOutcome> {
  const service = await findService(payload, orderId)
  if (!service) return { kind: 'refused', status: 409, code: 'not_started', message: NOT_STARTED }
  if (!service.savedCardId) return { kind: 'off', charging: false }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let forgotten: CardService | null
  let charging = false
  try {
    forgotten = await lockedService(req, service.id)
    if (!forgotten?.savedCardId) {
      await killTransaction(req)
      return { kind: 'off', charging: false }
    }
    await clearSavedCard(req, service.id, now)
    charging = await chargingRenewal(req, service.id)
    const order = await findOrder(payload, orderId, req)
    if (order) {
      await recordEvent(
        payload,
        {
          order: orderId,
          status: order.status as OrderStatus,
          summary: `Automatic renewal turned off by the customer; ${forgotten.savedCard ?? 'the saved card'} removed`,
          by: null,
        },
        req,
      )
      await queueAgentEmail(req, order, (context) =>
        agentRenewalEmail({ ...context, ...renewalWords(forgotten!), kind: 'autoRenewOff' }),
      )
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await forgetCardAtSquare(payload, forgotten.savedCardId, undefined, `service ${service.id}`)
  return { kind: 'off', charging }
}

/** SAVED_CARD_RATE_LIMIT: cards saved per minute per address (default 10; 0 turns it off). */
const perAddress = rateLimiterFor(() => ({
  name: 'agent-card',
  limit: numberSetting(process.env.SAVED_CARD_RATE_LIMIT, 10),
  windowMs: 60_000,
}))

/** SAVED_CARD_LIMIT_PER_ORDER: cards saved per day for one order (default 5; 0 turns it off). */
const perLink = rateLimiterFor(() => ({
  name: 'agent-card-order',
  limit: numberSetting(process.env.SAVED_CARD_LIMIT_PER_ORDER, 5),
  windowMs: 24 * 3_600_000,
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
