/** Refunding a payment with Square, and finding the refunds it holds for a payment. */
import { clientFor, type SquareSettings, within } from './square'
import { outcomeOfError, UNAVAILABLE_MESSAGE } from './squareOutcomes'

export type RefundRequest = {
  paymentId: string
  /** The same key for the same refund: Square then answers a repeat without refunding again. */
  idempotencyKey: string
  amountCents: number
  reason: string
}

export type RefundOutcome =
  /** Square took the refund: PENDING until the card network settles it, then COMPLETED. */
  | { kind: 'refunded'; refundId: string; status: string; amountCents: number }
  /** Square refused it (more than is left, an unknown payment): nothing was refunded. */
  | { kind: 'refused'; code: string; message: string }
  /** Square did not process the request (our credentials, its rate limit). */
  | { kind: 'unavailable'; code: string; message: string }
  /** No answer: the refund may exist. Repeating it with the same key settles it. */
  | { kind: 'unknown'; code: string; message: string }

const REFUND_REFUSALS: Record<string, string> = {
  REFUND_AMOUNT_INVALID: 'Square refused the amount: it is more than is left of the payment.',
  REFUND_ALREADY_PENDING: 'Square is still processing an earlier refund of this payment.',
  NOT_FOUND: 'Square does not know this payment.',
  IDEMPOTENCY_KEY_REUSED: 'This refund was already asked for with other details.',
}

/** Refunds (part of) a payment with Square's `refunds.refundPayment`; never throws for Square's answers. */
export async function refundPayment(
  settings: SquareSettings,
  request: RefundRequest,
): Promise<RefundOutcome> {
  try {
    const { refund } = await clientFor(settings).refunds.refundPayment(
      {
        paymentId: request.paymentId,
        idempotencyKey: request.idempotencyKey,
        amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
        reason: request.reason,
      },
      within(settings),
    )
    if (refund?.id && (refund.status === 'PENDING' || refund.status === 'COMPLETED')) {
      return {
        kind: 'refunded',
        refundId: refund.id,
        status: refund.status,
        amountCents: Number(refund.amountMoney?.amount ?? request.amountCents),
      }
    }
    const code = `REFUND_${refund?.status ?? 'UNKNOWN'}`
    if (refund?.status === 'REJECTED' || refund?.status === 'FAILED')
      return { kind: 'refused', code, message: 'Square did not refund the payment.' }
    return { kind: 'unknown', code, message: UNAVAILABLE_MESSAGE }
  } catch (error) {
    const outcome = outcomeOfError(error)
    if (outcome.kind === 'unknown' || outcome.kind === 'unavailable') return outcome
    // Never sent: nothing was refunded, and staff may press Refund again.
    if (outcome.kind === 'notSent')
      return { kind: 'unavailable', code: outcome.code, message: outcome.message }
    return {
      kind: 'refused',
      code: outcome.code,
      message: REFUND_REFUSALS[outcome.code] ?? `Square refused the refund (${outcome.code}).`,
    }
  }
}

export type FoundRefund = { refundId: string; status: string; amountCents: number }

/**
 * The refunds Square holds for a payment beyond `known` (ids already recorded): what a refund
 * whose answer was lost left behind. 'unknown' when Square could not be asked.
 */
export async function unrecordedRefunds(
  settings: SquareSettings,
  paymentId: string,
  known: readonly string[],
): Promise<{ kind: 'found'; refunds: FoundRefund[] } | { kind: 'unknown'; code: string }> {
  try {
    const client = clientFor(settings)
    const { payment } = await client.payments.get({ paymentId }, within(settings))
    const refunds: FoundRefund[] = []
    for (const refundId of payment?.refundIds ?? []) {
      if (known.includes(refundId)) continue
      const { refund } = await client.refunds.get({ refundId }, within(settings))
      if (refund?.status === 'PENDING' || refund?.status === 'COMPLETED')
        refunds.push({
          refundId,
          status: refund.status,
          amountCents: Number(refund.amountMoney?.amount ?? 0),
        })
    }
    return { kind: 'found', refunds }
  } catch (error) {
    return { kind: 'unknown', code: outcomeOfError(error).code }
  }
}
