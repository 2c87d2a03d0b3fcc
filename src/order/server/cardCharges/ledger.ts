/**
 * A charge the customer makes after the checkout, on the order page: a state-fee balance or a
 * year of our registered agent (docs/orders-and-payments.md#charges-after-the-checkout). Each is a
 * row stored before any charge, with the same attempt columns, so one code path charges both at
 * most once: ./attempts.ts, ./settle.ts and ./charge.ts.
 */
import type { PayloadRequest } from 'payload'

import type { ChargeOutcome } from '../squareOutcomes'

export type ChargeCollection = 'order-balances' | 'agent-renewals'

/** The columns every charge row has. */
export type ChargeRow = {
  id: number
  order?: number | { id: number } | null
  status: string
  amountCents: number
  declinedAttempts?: number | null
  squareIdempotencyKey?: string | null
  squareSourceId?: string | null
  squareCustomerId?: string | null
  chargingUntil?: string | null
  attemptedAt?: string | null
  createdAt: string
  receiptUrl?: string | null
}

export const CHARGE_ROW_SELECT = {
  order: true,
  status: true,
  amountCents: true,
  declinedAttempts: true,
  squareIdempotencyKey: true,
  squareSourceId: true,
  squareCustomerId: true,
  chargingUntil: true,
  attemptedAt: true,
  createdAt: true,
  receiptUrl: true,
} as const

export type Payment = Extract<ChargeOutcome, { kind: 'paid' }>

/** What differs between the kinds of charge. */
export type ChargeKind<Row extends ChargeRow> = {
  collection: ChargeCollection
  /** "Balance", "Renewal": how logs name a row. */
  name: string
  /** The id's name in the pay endpoint's answers: `balanceId`, `renewalId`. */
  answerId: string
  /** "this balance": what the customer is told is being paid. */
  what: string
  select: Record<string, true>
  /** Our reference of the payment at Square (at most 40 characters). */
  reference: (id: number) => string
  /** Square's idempotency key of one attempt: the row and the card token. */
  idempotencyKey: (id: number, token: string) => string
  /** The payment's note in Square's dashboard. */
  note: (row: Row) => string
  /**
   * What a payment brings with it (timeline line, receipt email, …), written in the transaction
   * that marks the row paid: only the attempt that moves it to paid gets here.
   */
  onPaid: (req: PayloadRequest, row: Row, payment: Payment) => Promise<void>
  /**
   * Locks what a new attempt depends on, in the transaction that takes the row: false refuses
   * the attempt (the registered agent's service stopped or ended meanwhile, say).
   */
  claimUnder?: (req: PayloadRequest, row: Row) => Promise<boolean>
}
