/**
 * Square's Customers and Cards APIs as far as saving a card on file goes: POST /v2/customers,
 * POST /v2/cards (from a test card token or a completed payment's id, for an existing customer), POST /v2/cards/{id}/disable,
 * and what a payment with a saved card (`source_id` a card id, with its `customer_id`) answers.
 */
import { type Answer, type Json, newId, squareError } from './answers'
import type { StandinCard, StandinState } from './state'

const notFound = (what: string, field?: string) =>
  squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `${what} not found.`, field)

const missing = (field: string) =>
  squareError(
    400,
    'INVALID_REQUEST_ERROR',
    'MISSING_REQUIRED_PARAMETER',
    'Field must be set',
    field,
  )

const cardJson = (card: StandinCard) => ({
  id: card.id,
  card_brand: 'VISA',
  last_4: '1111',
  exp_month: 12,
  exp_year: 2030,
  customer_id: card.customer_id,
  reference_id: card.reference_id,
  enabled: card.enabled,
  card_type: 'CREDIT',
  merchant_id: 'STANDIN-MERCHANT',
  version: 1,
})

export function invalidCustomer(body: Json): Answer | undefined {
  if (!body.idempotency_key) return missing('idempotency_key')
  if (!body.email_address && !body.given_name && !body.family_name && !body.company_name)
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'BAD_REQUEST',
      'At least one of the following must be provided: given_name, family_name, company_name, email_address, phone_number.',
    )
  return undefined
}

export function createCustomer(state: StandinState, body: Json): Answer {
  const id = newId().toUpperCase().slice(0, 26)
  const now = new Date().toISOString()
  const customer = {
    id,
    created_at: now,
    updated_at: now,
    email_address: body.email_address,
    given_name: body.given_name,
    reference_id: body.reference_id,
  }
  state.customers.set(id, customer)
  return { status: 200, body: { customer } }
}

/** The test cards a saved card may be made from: the good one, or one whose token declines. */
const SAVE_DECLINES: Record<string, string> = {
  'cnon:card-nonce-declined': 'CARD_DECLINED',
  'cnon:card-nonce-rejected-cvv': 'CVV_FAILURE',
  'cnon:card-nonce-rejected-postalcode': 'ADDRESS_VERIFICATION_FAILURE',
  'cnon:card-nonce-rejected-expiration': 'INVALID_EXPIRATION',
}

export function invalidCard(state: StandinState, body: Json): Answer | undefined {
  if (!body.idempotency_key) return missing('idempotency_key')
  if (!body.source_id) return missing('source_id')
  const card = body.card as Json | undefined
  if (!card?.customer_id) return missing('card.customer_id')
  if (!state.customers.has(String(card.customer_id)))
    return notFound(`Customer \`${String(card.customer_id)}\``, 'card.customer_id')
  return undefined
}

export function createCard(state: StandinState, body: Json): Answer {
  const source = String(body.source_id)
  const known = (token: string) => source === token || source.startsWith(`${token}-`)
  const decline = Object.keys(SAVE_DECLINES).find(known)
  if (decline)
    return {
      status: 400,
      body: {
        errors: [
          {
            category: 'PAYMENT_METHOD_ERROR',
            code: SAVE_DECLINES[decline],
            detail: 'Card declined.',
            field: 'source_id',
          },
        ],
      },
    }
  // A completed payment's id is a source too: the card it was made with is saved.
  const paid = state.payments.some((payment) => payment.id === source)
  if (!paid && !known('cnon:card-nonce-ok')) return notFound('Card nonce', 'source_id')
  const request = body.card as Json
  const card: StandinCard = {
    id: `ccof:${newId()}`,
    customer_id: String(request.customer_id),
    reference_id: request.reference_id as string | undefined,
    enabled: true,
    declines: false,
  }
  state.cards.set(card.id, card)
  return { status: 200, body: { card: cardJson(card) } }
}

export function disableCard(state: StandinState, cardId: string): Answer {
  const card = state.cards.get(cardId)
  if (!card) return notFound(`Card \`${cardId}\``)
  card.enabled = false
  return { status: 200, body: { card: cardJson(card) } }
}

/**
 * What a payment with a saved card answers before it is charged: 404 for an unknown card, 400
 * without its customer or for a disabled one, a 402 decline for a card marked to decline
 * (POST /__standin/cards/decline); undefined when it may be charged.
 */
export function savedCardRefusal(
  state: StandinState,
  body: Json,
): { answer: Answer; failed: boolean } | undefined {
  const card = state.cards.get(String(body.source_id))
  if (!card) return { answer: notFound('Card', 'source_id'), failed: false }
  if (body.customer_id !== card.customer_id)
    return {
      answer: squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'INVALID_CARD',
        'A card on file must be charged with the customer it belongs to.',
        'customer_id',
      ),
      failed: false,
    }
  if (!card.enabled)
    return {
      answer: squareError(400, 'INVALID_REQUEST_ERROR', 'INVALID_CARD', 'The card is disabled.'),
      failed: false,
    }
  if (card.declines)
    return {
      answer: squareError(402, 'PAYMENT_METHOD_ERROR', 'CARD_DECLINED', 'Card declined.'),
      failed: true,
    }
  return undefined
}
