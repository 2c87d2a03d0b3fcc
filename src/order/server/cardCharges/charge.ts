/**
 * Charges a card for a row stored before the charge (./ledger.ts), at most once whatever is
 * repeated or raced: an unsettled earlier attempt is settled with Square before any new card, one
 * attempt at a time takes the row (a conditional update), the card token is stored before the
 * charge is sent, and the charge carries an idempotency key of the row and the token.
 */
import type { Payload } from 'payload'

import { isDatabaseUnavailable } from '@/errors/errorDetails'

import { type CardTestingLimits, cardTestingRefusal, recordDecline } from '../cardTesting'
import { accepted, fail, succeed } from '../http'
import { leaseMs, type SquareSettings } from '../square'
import type { ChargeOutcome } from '../squareOutcomes'
import {
  armCharge,
  claimChargeOf,
  isUnsettledCharge,
  markChargeDue,
  markChargePaid,
  markChargeUnknown,
} from './attempts'
import type { ChargeKind, ChargeRow } from './ledger'
import { chargeOf, settleCharge } from './settle'

const CONFIRMING =
  'We are confirming your payment with the card processor. Once it is confirmed this page shows it and you get an email. Please do not pay again: you will not be charged twice.'

export type ChargeContext = {
  address: string
  limits: CardTestingLimits
  settings: SquareSettings
}

export const confirmingAnswer = (answerId: string, id: number) =>
  accepted(CONFIRMING, { code: 'PAYMENT_CONFIRMING', [answerId]: id })

export const paidAnswer = (answerId: string, row: Pick<ChargeRow, 'id' | 'receiptUrl'>) =>
  succeed({ [answerId]: row.id, status: 'paid', receiptUrl: row.receiptUrl ?? null })

const inProgress = (what: string) =>
  fail(409, `A payment of ${what} is already in progress. Please wait a moment.`, {
    extra: { code: 'PAYMENT_IN_PROGRESS' },
  })

/** Writes what became of an attempt on its row. */
async function recordOutcome<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  key: string,
  outcome: ChargeOutcome,
): Promise<void> {
  const { collection } = kind
  switch (outcome.kind) {
    case 'paid':
      await markChargePaid(payload, kind, row, key, outcome)
      return
    case 'declined':
    case 'refused':
      await markChargeDue(
        payload,
        collection,
        row.id,
        key,
        outcome.code,
        (row.declinedAttempts ?? 0) + 1,
      )
      return
    case 'notSent':
    case 'unavailable':
      await markChargeDue(payload, collection, row.id, key, outcome.code)
      return
    case 'unknown':
      await markChargeUnknown(payload, collection, row.id, key, outcome.code)
      payload.logger.warn(
        `Square did not complete the charge of ${kind.name.toLowerCase()} ${row.id} (${outcome.code}): its outcome is unknown until it is settled.`,
      )
  }
}

/** The customer's answer to an attempt whose outcome is recorded. */
function answerOf(answerId: string, id: number, outcome: ChargeOutcome): Response {
  switch (outcome.kind) {
    case 'paid':
      return succeed({ [answerId]: id, status: 'paid', receiptUrl: outcome.receiptUrl })
    case 'declined':
    case 'refused':
      return fail(402, outcome.message, { extra: { code: outcome.code } })
    case 'notSent':
    case 'unavailable':
      return fail(502, outcome.message, { extra: { code: outcome.code } })
    case 'unknown':
      return confirmingAnswer(answerId, id)
  }
}

/**
 * Settles the row's earlier attempt when it may have charged; then answers for a row already
 * paid or being confirmed, or returns the row as it now stands for a new attempt.
 */
export async function settledFirst<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  reread: () => Promise<Row | null>,
  settings: SquareSettings,
): Promise<Response | Row> {
  if (row.status === 'paid') return paidAnswer(kind.answerId, row)
  if (!isUnsettledCharge(row, new Date())) return row
  const settled = await settleCharge(payload, kind, row, settings).catch((error: unknown) => {
    payload.logger.error(`${kind.name} ${row.id}: settling failed (${(error as Error)?.name}).`)
    return 'unknown' as const
  })
  const now = (await reread()) ?? row
  if (now.status === 'paid') return paidAnswer(kind.answerId, now)
  if (settled !== 'failed') return confirmingAnswer(kind.answerId, now.id)
  return now
}

/**
 * One attempt on a due row whose amount the caller has checked: refused while the address or the
 * row has too many declines, taken by a conditional update, armed, charged and recorded.
 */
export async function chargeDueRow<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  cardToken: string,
  reread: () => Promise<Row | null>,
  { address, limits, settings }: ChargeContext,
): Promise<Response> {
  if (row.status !== 'due') return inProgress(kind.what)
  const refusal = await cardTestingRefusal(
    payload,
    { declinedAttempts: row.declinedAttempts ?? 0, address },
    limits,
  )
  if (refusal) return fail(refusal.status, refusal.message)

  const key = kind.idempotencyKey(row.id, cardToken)
  const until = new Date(Date.now() + leaseMs(settings)).toISOString()
  if (!(await claimChargeOf(payload, kind, row, key, until))) {
    const now = await reread()
    return now?.status === 'paid' ? paidAnswer(kind.answerId, now) : inProgress(kind.what)
  }
  try {
    if (!(await armCharge(payload, kind.collection, row.id, key, cardToken)))
      return inProgress(kind.what)
  } catch (error) {
    if (isDatabaseUnavailable(error)) return confirmingAnswer(kind.answerId, row.id)
    throw error
  }
  const outcome = await chargeOf(settings, kind, row, key, cardToken)
  if (outcome.kind === 'declined' || outcome.kind === 'refused')
    await recordDecline(address).catch((error: unknown) =>
      payload.logger.error(`${kind.name} ${row.id}: the decline was not counted: ${String(error)}`),
    )
  try {
    await recordOutcome(payload, kind, row, key, outcome)
    return answerOf(kind.answerId, row.id, outcome)
  } catch (error) {
    payload.logger.error(
      `${kind.name} ${row.id}: the charge outcome (${outcome.kind}) was not recorded; it is settled with Square once its lease ends.`,
    )
    if (outcome.kind === 'declined' || outcome.kind === 'refused')
      return fail(402, outcome.message, { extra: { code: outcome.code } })
    if (isDatabaseUnavailable(error) || outcome.kind === 'paid' || outcome.kind === 'unknown')
      return confirmingAnswer(kind.answerId, row.id)
    throw error
  }
}

/**
 * Charges a card saved at Square (with its customer) for a due row, once: the same row and card
 * make the same idempotency key, one runner takes the row (a conditional update under the kind's
 * lock), and an attempt whose answer is lost is settled by replaying it (./settle.ts). Resolves to
 * what became of it, or 'busy' when the row was not due or another runner has it.
 */
export async function chargeSavedCard<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  card: { cardId: string; customerId: string },
  settings: SquareSettings,
): Promise<ChargeOutcome['kind'] | 'busy'> {
  if (row.status !== 'due') return 'busy'
  const key = kind.idempotencyKey(row.id, card.cardId)
  const until = new Date(Date.now() + leaseMs(settings)).toISOString()
  if (!(await claimChargeOf(payload, kind, row, key, until))) return 'busy'
  if (!(await armCharge(payload, kind.collection, row.id, key, card.cardId, card.customerId)))
    return 'busy'
  const outcome = await chargeOf(settings, kind, row, key, card.cardId, card.customerId)
  await recordOutcome(payload, kind, row, key, outcome)
  return outcome.kind
}
