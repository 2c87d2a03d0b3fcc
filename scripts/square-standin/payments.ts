/** POST /v2/payments as Square's CreatePayment answers it, for the sandbox's test card tokens. */
import { type Answer, type Json, newId, squareError } from './answers'
import { savedCardRefusal } from './cards'
import type { StandinPayment, StandinState } from './state'

const DECLINES: Record<string, { status: number; category: string; code: string; detail: string }> =
  {
    'cnon:card-nonce-declined': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'CARD_DECLINED',
      detail: 'Card declined.',
    },
    'cnon:card-nonce-rejected-cvv': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'CVV_FAILURE',
      detail: 'Card verification code check failed.',
    },
    'cnon:card-nonce-rejected-postalcode': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'ADDRESS_VERIFICATION_FAILURE',
      detail: 'Card postal code check failed.',
    },
    'cnon:card-nonce-rejected-expiration': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'INVALID_EXPIRATION',
      detail: 'Card expiration date is not valid.',
    },
    'cnon:card-nonce-already-used': {
      status: 400,
      category: 'INVALID_REQUEST_ERROR',
      code: 'CARD_TOKEN_USED',
      detail: 'Card token already used.',
    },
  }

/** The test card a token stands for: the token itself, or a known one plus a `-suffix`. */
const testCard = (token: string) =>
  [...Object.keys(DECLINES), 'cnon:card-nonce-ok'].find(
    (known) => token === known || token.startsWith(`${known}-`),
  )

/** Charges a well-formed payment: a test card that declines answers its decline, an unknown token 404. */
export function charge(state: StandinState, body: Json, idempotencyKey: string): Answer {
  const source = String(body.source_id)
  const money = body.amount_money as { amount: number; currency: string }
  const now = new Date().toISOString()
  const id = newId()
  const card = {
    card_brand: 'VISA',
    last_4: '1111',
    exp_month: 12,
    exp_year: 2030,
    card_type: 'CREDIT',
  }
  const base = {
    id,
    created_at: now,
    updated_at: now,
    amount_money: money,
    total_money: money,
    source_type: 'CARD',
    location_id: body.location_id,
    reference_id: body.reference_id,
    note: body.note,
  }
  const onFile = source.startsWith('ccof:') ? savedCardRefusal(state, body) : undefined
  if (onFile?.failed)
    return {
      status: 402,
      body: {
        ...onFile.answer.body,
        payment: { ...base, status: 'FAILED', card_details: { status: 'FAILED', card } },
      },
    }
  if (onFile) return onFile.answer
  const testToken = source.startsWith('ccof:') ? 'cnon:card-nonce-ok' : testCard(source)
  const decline = testToken ? DECLINES[testToken] : undefined
  if (decline) {
    if (decline.status !== 402)
      return squareError(
        decline.status,
        decline.category,
        decline.code,
        decline.detail,
        'source_id',
      )
    return {
      status: 402,
      body: {
        errors: [{ category: decline.category, code: decline.code, detail: decline.detail }],
        payment: {
          ...base,
          status: 'FAILED',
          card_details: { status: 'FAILED', card, entry_method: 'KEYED' },
        },
      },
    }
  }
  if (testToken !== 'cnon:card-nonce-ok') {
    return squareError(
      404,
      'INVALID_REQUEST_ERROR',
      'NOT_FOUND',
      'Card nonce not found in this sandbox application.',
      'source_id',
    )
  }
  const payment: StandinPayment = {
    id,
    status: 'COMPLETED',
    amount_money: money,
    idempotency_key: idempotencyKey,
    reference_id: body.reference_id as string | undefined,
    location_id: body.location_id as string | undefined,
    receipt_url: `${state.baseUrl}/receipt/${id}`,
    created_at: now,
  }
  state.payments.push(payment)
  return {
    status: 200,
    body: {
      payment: {
        ...base,
        status: 'COMPLETED',
        approved_money: money,
        card_details: {
          status: 'CAPTURED',
          card,
          entry_method: 'KEYED',
          cvv_status: 'CVV_ACCEPTED',
          avs_status: 'AVS_ACCEPTED',
        },
        receipt_number: id.slice(0, 4),
        receipt_url: `${state.baseUrl}/receipt/${id}`,
        version_token: newId(),
      },
    },
  }
}

/** What a payment request lacks or gets wrong, as Square words it; undefined when it is well formed. */
export function invalidPayment(state: StandinState, body: Json): Answer | undefined {
  for (const field of ['idempotency_key', 'source_id', 'amount_money']) {
    if (body[field] === undefined || body[field] === '') {
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'MISSING_REQUIRED_PARAMETER',
        `Field must be set`,
        field,
      )
    }
  }
  const money = body.amount_money as { amount?: unknown; currency?: unknown }
  if (!Number.isInteger(money?.amount) || (money.amount as number) < 1) {
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'INVALID_VALUE',
      'Amount must be a positive integer.',
      'amount_money.amount',
    )
  }
  if (typeof money.currency !== 'string') {
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'MISSING_REQUIRED_PARAMETER',
      'Field must be set',
      'amount_money.currency',
    )
  }
  if (state.locationId && body.location_id !== undefined && body.location_id !== state.locationId) {
    return squareError(
      404,
      'INVALID_REQUEST_ERROR',
      'NOT_FOUND',
      `Location \`${String(body.location_id)}\` not found.`,
    )
  }
  return undefined
}
