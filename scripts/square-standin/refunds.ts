/** POST /v2/refunds as Square's RefundPayment answers it: PENDING refunds of completed payments. */
import { type Answer, type Json, newId, squareError } from './answers'
import type { StandinRefund, StandinState } from './state'

/** What a refund request lacks or gets wrong, as Square words it; undefined when it is well formed. */
export function invalidRefund(_state: StandinState, body: Json): Answer | undefined {
  for (const field of ['idempotency_key', 'payment_id', 'amount_money']) {
    if (body[field] === undefined || body[field] === '')
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'MISSING_REQUIRED_PARAMETER',
        'Field must be set',
        field,
      )
  }
  const money = body.amount_money as { amount?: unknown; currency?: unknown }
  if (!Number.isInteger(money?.amount) || (money.amount as number) < 1)
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'INVALID_VALUE',
      'Amount must be a positive integer.',
      'amount_money.amount',
    )
  return undefined
}

export function refund(state: StandinState, body: Json, idempotencyKey: string): Answer {
  const payment = state.payments.find((p) => p.id === body.payment_id)
  if (!payment)
    return squareError(
      404,
      'INVALID_REQUEST_ERROR',
      'NOT_FOUND',
      `Payment \`${String(body.payment_id)}\` not found.`,
      'payment_id',
    )
  const money = body.amount_money as { amount: number; currency: string }
  if (money.currency !== payment.amount_money.currency)
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'INVALID_VALUE',
      'The refund currency must match the payment currency.',
      'amount_money.currency',
    )
  const refunded = state.refunds
    .filter((r) => r.payment_id === payment.id)
    .reduce((sum, r) => sum + r.amount_money.amount, 0)
  if (refunded + money.amount > payment.amount_money.amount)
    return squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'REFUND_AMOUNT_INVALID',
      'The requested refund amount exceeds the amount available to refund.',
      'amount_money.amount',
    )
  const now = new Date().toISOString()
  const made: StandinRefund = {
    id: `${payment.id}_${newId()}`,
    status: 'PENDING',
    amount_money: money,
    payment_id: payment.id,
    idempotency_key: idempotencyKey,
    reason: body.reason as string | undefined,
    created_at: now,
  }
  state.refunds.push(made)
  return {
    status: 200,
    body: {
      refund: {
        id: made.id,
        status: made.status,
        amount_money: money,
        payment_id: payment.id,
        location_id: payment.location_id,
        reason: made.reason,
        created_at: now,
        updated_at: now,
      },
    },
  }
}
