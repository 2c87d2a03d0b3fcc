/**
 * Cards saved at Square for automatic renewal (docs/registered-agent.md#automatic-renewal): the
 * Square customer a card belongs to, the card saved from a single-use card token, and a card
 * disabled once the customer turns automatic renewal off. Card numbers never reach us: Square
 * keeps the card, we keep its id and what the customer sees of it ("Visa ending 1111").
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { clientFor, type SquareSettings, squareSettings, within } from './square'
import { type ChargeOutcome, outcomeOfError } from './squareOutcomes'

export type SavedCard = { cardId: string; label: string }

/** A save that did not happen, worded for the customer (as a charge's refusal is). */
export type CardRefusal = Exclude<ChargeOutcome, { kind: 'paid' }>

const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DISCOVER_DINERS: 'Diners Club',
  JCB: 'JCB',
  CHINA_UNIONPAY: 'UnionPay',
}

/** "Visa ending 1111, expires 12/2030": all the customer and staff ever see of a saved card. */
export const cardLabel = (card: {
  cardBrand?: string | null
  last4?: string | null
  expMonth?: bigint | number | null
  expYear?: bigint | number | null
}) =>
  [
    `${BRANDS[card.cardBrand ?? ''] ?? 'Card'} ending ${card.last4 ?? '????'}`,
    card.expMonth && card.expYear
      ? `expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear)}`
      : null,
  ]
    .filter(Boolean)
    .join(', ')

/** Square's idempotency keys are at most 45 characters: a hash of what makes the request one. */
const keyOf = (input: string) => createHash('sha256').update(input).digest('base64url')

/**
 * The Square customer of an order's agent service, made once: the same request again (the key of
 * the service) answers the same customer within Square's idempotency window, and the caller
 * stores its id for every later card.
 */
export async function createSquareCustomer(
  settings: SquareSettings,
  customer: { serviceId: number; orderId: number; email: string; givenName?: string | null },
): Promise<{ customerId: string } | CardRefusal> {
  try {
    const { customer: made } = await clientFor(settings).customers.create(
      {
        idempotencyKey: keyOf(`agent-customer:${customer.serviceId}`),
        emailAddress: customer.email,
        givenName: customer.givenName ?? undefined,
        referenceId: `order-${customer.orderId}`,
      },
      within(settings),
    )
    if (!made?.id) return { kind: 'unknown', code: 'NO_CUSTOMER', message: UNSAVED }
    return { customerId: made.id }
  } catch (error) {
    // Nothing about the card: whatever Square said of the customer, the save did not happen.
    return { kind: 'unavailable', code: outcomeOfError(error).code, message: UNSAVED }
  }
}

const UNSAVED = 'The card could not be saved right now. Nothing was charged: try again in a moment.'

const refusalOf = (error: unknown): CardRefusal => {
  const outcome = outcomeOfError(error)
  if (outcome.kind === 'declined') return outcome
  if (outcome.kind === 'refused')
    return {
      ...outcome,
      message: outcome.message.replace('could not be charged', 'could not be saved'),
    }
  return { ...outcome, message: UNSAVED }
}

/**
 * Saves the card a single-use token (or a completed payment made with one) stands for, as the
 * customer's; never throws for Square's answers.
 */
export async function saveCard(
  settings: SquareSettings,
  card: { source: string; customerId: string; serviceId: number },
): Promise<SavedCard | CardRefusal> {
  try {
    const { card: saved } = await clientFor(settings).cards.create(
      {
        idempotencyKey: keyOf(`agent-card:${card.serviceId}\n${card.source}`),
        sourceId: card.source,
        card: { customerId: card.customerId, referenceId: `agent-service-${card.serviceId}` },
      },
      within(settings),
    )
    if (!saved?.id) return { kind: 'unknown', code: 'NO_CARD', message: UNSAVED }
    return { cardId: saved.id, label: cardLabel(saved) }
  } catch (error) {
    return refusalOf(error)
  }
}

/** Disables a saved card at Square; false when Square could not be told (logged by the caller). */
export async function disableCard(settings: SquareSettings, cardId: string): Promise<boolean> {
  try {
    await clientFor(settings).cards.disable({ cardId }, within(settings))
    return true
  } catch {
    return false
  }
}

/** Disables a card we no longer use at Square; a card Square was not told of is only logged. */
export async function forgetCardAtSquare(
  payload: Payload,
  cardId: string | null | undefined,
  settings?: SquareSettings,
  /** Whose card, for the log line: "service 12". */
  whose = 'a registered agent service',
): Promise<void> {
  if (!cardId) return
  if (await disableCard(settings ?? squareSettings(), cardId)) return
  payload.logger.warn(
    `The saved card of ${whose} is no longer used but Square was not told: we never charge it; disable it in Square's dashboard (customer's cards).`,
  )
}
