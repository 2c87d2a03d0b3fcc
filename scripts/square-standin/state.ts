/** What one running stand-in remembers: its payments, refunds, idempotency keys and faults. */
import type { Answer } from './answers'
import type { Fault } from './faults'

export type StandinPayment = {
  id: string
  status: 'COMPLETED'
  amount_money: { amount: number; currency: string }
  idempotency_key: string
  reference_id?: string
  location_id?: string
  receipt_url?: string
  created_at: string
}

export type StandinRefund = {
  id: string
  status: 'PENDING'
  amount_money: { amount: number; currency: string }
  payment_id: string
  idempotency_key: string
  reason?: string
  created_at: string
}

/** A card saved on file for a customer (POST /v2/cards). */
export type StandinCard = {
  id: string
  customer_id: string
  reference_id?: string
  enabled: boolean
  /** Set by POST /__standin/cards/decline: its next payments are declined. */
  declines: boolean
}

export type StandinState = {
  customers: Map<string, Record<string, unknown>>
  cards: Map<string, StandinCard>
  payments: StandinPayment[]
  refunds: StandinRefund[]
  /** Payment requests received, replays and refusals included. */
  requests: number
  /** Refund requests received, replays and refusals included. */
  refundRequests: number
  /** The first answer to each idempotency key, by `scope:key`, with its request's fingerprint. */
  byKey: Map<string, { fingerprint: string; answer: Answer }>
  /** Keys Square no longer remembers: their single-use card tokens are spent. */
  forgotten: Set<string>
  /** Faults queued for the next requests, first first. */
  faults: Fault[]
  /** The stand-in's own address, for receipt URLs (set once it listens). */
  baseUrl: string
  /** When set, only this bearer token is accepted; otherwise any non-empty one. */
  accessToken?: string
  /** When set, payments for other locations answer 404 like Square. */
  locationId?: string
}

export const newState = (
  options: Pick<StandinState, 'accessToken' | 'locationId'>,
): StandinState => ({
  customers: new Map(),
  cards: new Map(),
  payments: [],
  refunds: [],
  requests: 0,
  refundRequests: 0,
  byKey: new Map(),
  forgotten: new Set(),
  faults: [],
  baseUrl: '',
  ...options,
})
