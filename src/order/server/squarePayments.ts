/** Charging a card with Square, and finding a payment whose answer was lost. */
import type { Square } from 'square'

import { clientFor, type SquareSettings, within } from './square'
import { type ChargeOutcome, outcomeOfError, UNAVAILABLE_MESSAGE } from './squareOutcomes'

export type Charge = {
  /** Card token from the Web Payments SDK, or the id of a card saved at Square. */
  sourceId: string
  /** The Square customer a saved card belongs to: Square requires it with a card on file. */
  customerId?: string
  /** The same key for the same attempt: Square then answers a retry without charging again. */
  idempotencyKey: string
  amountCents: number
  /** Our order id, shown in Square's dashboard (at most 40 characters). */
  referenceId: string
  note?: string
}

const paidOutcome = (payment: Square.Payment, fallbackCents: number): ChargeOutcome => ({
  kind: 'paid',
  paymentId: payment.id ?? null,
  receiptUrl: payment.receiptUrl ?? null,
  amountCents: Number(payment.amountMoney?.amount ?? fallbackCents),
})

/** Charges a card with Square's `payments.create`; never throws for Square's answers. */
export async function chargeCard(settings: SquareSettings, charge: Charge): Promise<ChargeOutcome> {
  try {
    const { payment } = await clientFor(settings).payments.create(
      {
        sourceId: charge.sourceId,
        customerId: charge.customerId,
        // A saved card charged by us, not by the customer at a form: Square and the card's bank
        // treat it as merchant-initiated. Built from the stored customer, so a replay is the same.
        ...(charge.customerId
          ? { customerDetails: { customerInitiated: false, sellerKeyedIn: false } }
          : {}),
        idempotencyKey: charge.idempotencyKey,
        amountMoney: { amount: BigInt(charge.amountCents), currency: 'USD' },
        locationId: settings.locationId,
        referenceId: charge.referenceId,
        note: charge.note,
        autocomplete: true,
      },
      within(settings),
    )
    if (payment?.id && payment.status === 'COMPLETED')
      return paidOutcome(payment, charge.amountCents)
    const code = `PAYMENT_${payment?.status ?? 'UNKNOWN'}`
    if (payment?.status === 'FAILED' || payment?.status === 'CANCELED') {
      return { kind: 'declined', code, message: 'The card was not charged.' }
    }
    // Approved or pending without completing: it may still complete, so it is not a refusal.
    return { kind: 'unknown', code, message: UNAVAILABLE_MESSAGE }
  } catch (error) {
    return outcomeOfError(error)
  }
}

/**
 * Looks for a completed payment of ours (by reference id) among the location's payments since
 * `since`: the answer to an attempt whose replay Square refused. 'paid' when found, 'refused'
 * when Square has none, 'unknown' when it could not be asked.
 */
export async function findPayment(
  settings: SquareSettings,
  referenceId: string,
  since: Date,
): Promise<ChargeOutcome> {
  try {
    const page = await clientFor(settings).payments.list(
      {
        beginTime: since.toISOString(),
        locationId: settings.locationId,
        sortOrder: 'ASC',
        limit: 100,
      },
      within(settings),
    )
    let seen = 0
    for await (const payment of page) {
      if (payment.referenceId === referenceId && payment.status === 'COMPLETED')
        return paidOutcome(payment, 0)
      // A location taking thousands of payments an hour would need Square's search by order.
      if (++seen >= 2000)
        return { kind: 'unknown', code: 'LOOKUP_TOO_LONG', message: UNAVAILABLE_MESSAGE }
    }
    return { kind: 'refused', code: 'NO_SUCH_PAYMENT', message: 'The card was not charged.' }
  } catch (error) {
    const outcome = outcomeOfError(error)
    return outcome.kind === 'unknown'
      ? outcome
      : { kind: 'unknown', code: outcome.code, message: UNAVAILABLE_MESSAGE }
  }
}
