/**
 * When the state's fee turns out different from the one an order was charged
 * (docs/orders-and-payments.md#the-state-fee-confirmed): a lower fee is refunded at once, a
 * higher one is a balance the customer pays on the order page before the order is filed. Pure:
 * the admin, the order page and the server read the same rule.
 */
import { type BalanceStatus, isOpenBalance } from '@/collections/OrderBalances/statuses'
import { formatCents } from '@/utilities/money'

export { type BalanceStatus, isOpenBalance }

/** The one sentence the wizard's summary and review step say about it. */
export const FEE_DIFFERENCE_SENTENCE =
  "If the state's fee turns out different, we refund the difference to your card at once, or ask you to pay the balance on your order page before we file."

/** What has gone towards the state's fee of an order so far. */
export type FeeLedger = {
  /** The state fee charged at checkout, whole dollars. */
  chargedFee: number
  /** Balances the customer paid since, in cents. */
  balancesPaidCents: number
  /** Balances staff waived (we carry those), in cents: never refunded to anyone. */
  balancesWaivedCents: number
  /** Differences refunded since, in cents. */
  differencesRefundedCents: number
}

/** What the customer paid for the fee: the checkout's, balances paid, less differences refunded. */
export const receivedCents = (ledger: FeeLedger): number =>
  Math.round(ledger.chargedFee * 100) + ledger.balancesPaidCents - ledger.differencesRefundedCents

/** What the fee is covered by: what the customer paid, and what we waived. */
export const coveredCents = (ledger: FeeLedger): number =>
  receivedCents(ledger) + ledger.balancesWaivedCents

export type FeeSettlement =
  | { kind: 'none' }
  /** The state asks less than the customer paid: this much goes back to the card. */
  | { kind: 'refund'; cents: number }
  /** The state asks more: this much is due before the order is filed. */
  | { kind: 'balance'; cents: number }

/**
 * What settles the difference between the fee confirmed and what covers it: a balance when the
 * state asks more than is covered; a refund of what the customer paid beyond the fee (never of
 * what we waived); else nothing.
 */
export function settlementOf(ledger: FeeLedger, confirmedCents: number): FeeSettlement {
  const covered = coveredCents(ledger)
  if (confirmedCents > covered) return { kind: 'balance', cents: confirmedCents - covered }
  const overpaid = receivedCents(ledger) - confirmedCents
  return overpaid > 0 ? { kind: 'refund', cents: overpaid } : { kind: 'none' }
}

/**
 * The key of a difference's refund: the same confirmation of the same ledger (what was received,
 * and how many balances and refunds it has seen) refunds once; a later one, of another ledger, is
 * another refund.
 */
export const feeRefundKey = (confirmedCents: number, received: number, version: number): string =>
  `state-fee-${confirmedCents}-${received}-${version}`

export const isFeeRefundKey = (key: string | null | undefined): boolean =>
  typeof key === 'string' && key.startsWith('state-fee-')

/** Days after a balance is asked for that the customer is reminded of it, once. */
export const BALANCE_REMINDER_DAYS = 3

/** What confirming a fee does, said to staff before they confirm it. */
export function confirmationNotice(ledger: FeeLedger, confirmedCents: number): string {
  const waived = ledger.balancesWaivedCents
  const paid = `The customer has paid ${formatCents(receivedCents(ledger))} for the state's fee${waived ? ` (and we waived ${formatCents(waived)})` : ''}.`
  const confirming = `Confirming ${formatCents(confirmedCents)}`
  const settlement = settlementOf(ledger, confirmedCents)
  switch (settlement.kind) {
    case 'none':
      return `${paid} ${confirming} changes nothing else.`
    case 'refund':
      return `${paid} ${confirming} refunds ${formatCents(settlement.cents)} to their card at once, with an email and a line on the timeline.`
    case 'balance':
      return `${paid} ${confirming} asks them for a balance of ${formatCents(settlement.cents)} by email and on their order page; the order cannot be filed until it is paid or an admin waives it.`
  }
}
