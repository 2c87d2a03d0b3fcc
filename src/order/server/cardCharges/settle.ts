/**
 * Settles a charge whose outcome was never recorded, as an order's is (../settle.ts): the same
 * request again with the same idempotency key, or a look-up when Square refuses the replay, so a
 * row ends with one charge at most.
 */
import type { Payload } from 'payload'

import { leaseMs, type SquareSettings } from '../square'
import { chargeCard, findPayment } from '../squarePayments'
import {
  claimForSettling,
  isUnsettledCharge,
  markChargeDue,
  markChargePaid,
  markChargeUnknown,
  unsettledWhere,
} from './attempts'
import type { ChargeKind, ChargeRow } from './ledger'

export type Settlement = 'paid' | 'failed' | 'unknown' | 'busy'

/**
 * The charge of one attempt, exactly as first sent: Square replays a key only with the same body.
 * A saved card's charge names its customer (stored on the row when armed).
 */
export const chargeOf = <Row extends ChargeRow>(
  settings: SquareSettings,
  kind: ChargeKind<Row>,
  row: Row,
  key: string,
  token: string,
  customerId?: string | null,
) =>
  chargeCard(settings, {
    sourceId: token,
    customerId: customerId ?? undefined,
    idempotencyKey: key,
    amountCents: row.amountCents,
    referenceId: kind.reference(row.id),
    note: kind.note(row),
  })

export async function settleCharge<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  row: Row,
  settings: SquareSettings,
  now = new Date(),
): Promise<Settlement> {
  const { collection } = kind
  const until = new Date(now.getTime() + leaseMs(settings)).toISOString()
  if (!(await claimForSettling(payload, collection, row, now, until))) return 'busy'
  const key = row.squareIdempotencyKey
  if (key && !row.squareSourceId && row.status === 'pending') {
    // Taken but never armed: its charge was never sent, so nothing to replay.
    await markChargeDue(payload, collection, row.id, key, 'NEVER_SENT')
    return 'failed'
  }
  if (!key || !row.squareSourceId) {
    await markChargeUnknown(payload, collection, row.id, key ?? '', 'NO_ATTEMPT_TO_REPLAY')
    payload.logger.error(
      `${kind.name} ${row.id}: its charge attempt cannot be replayed; check it in Square's dashboard.`,
    )
    return 'unknown'
  }
  let outcome = await chargeOf(settings, kind, row, key, row.squareSourceId, row.squareCustomerId)
  if (outcome.kind === 'refused') {
    // A replay Square refuses says nothing of the first request: look for the payment itself.
    const attempted = Date.parse(row.attemptedAt ?? row.createdAt)
    outcome = await findPayment(settings, kind.reference(row.id), new Date(attempted - 5 * 60_000))
  }
  switch (outcome.kind) {
    case 'paid':
      await markChargePaid(payload, kind, row, key, outcome)
      payload.logger.info(`${kind.name} ${row.id}: an unanswered charge was settled as paid.`)
      return 'paid'
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
      return 'failed'
    default:
      await markChargeUnknown(payload, collection, row.id, key, outcome.code)
      return 'unknown'
  }
}

/** Settles every row of a kind left unsettled; run with the orders' settling (../settle.ts). */
export async function settleUnsettled<Row extends ChargeRow>(
  payload: Payload,
  kind: ChargeKind<Row>,
  settings: SquareSettings,
): Promise<Record<Settlement, number>> {
  const { docs } = await payload.db.find<Row>({
    collection: kind.collection,
    where: unsettledWhere(new Date()),
    select: kind.select,
    limit: 100,
    pagination: false,
  })
  const tally: Record<Settlement, number> = { paid: 0, failed: 0, unknown: 0, busy: 0 }
  for (const row of docs) {
    const at = new Date()
    if (!isUnsettledCharge(row, at)) continue
    tally[await settleCharge(payload, kind, row, settings, at)] += 1
  }
  return tally
}
