/**
 * Settles a balance's charge whose outcome was never recorded, as an order's is (../settle.ts):
 * the same request again with the same idempotency key, or a look-up when Square refuses the
 * replay, so a balance ends with one charge at most.
 */
import type { Payload } from 'payload'

import { type SquareSettings, leaseMs } from '../square'
import { chargeCard, findPayment } from '../squarePayments'
import {
  balanceReference,
  claimBalanceForSettling,
  isUnsettledBalance,
  markBalanceDue,
  markBalancePaid,
  markBalanceUnknown,
} from './attempts'
import { BALANCE_SELECT, type StoredBalance } from './ledger'

export type BalanceSettlement = 'paid' | 'failed' | 'unknown' | 'busy'

/** The charge of one attempt, exactly as first sent: Square replays a key only with the same body. */
export const balanceCharge = (
  settings: SquareSettings,
  balance: Pick<StoredBalance, 'id' | 'amountCents' | 'order'>,
  key: string,
  token: string,
) =>
  chargeCard(settings, {
    sourceId: token,
    idempotencyKey: key,
    amountCents: balance.amountCents,
    referenceId: balanceReference(balance.id),
    note: `Order ${String(balance.order)}: state fee balance`,
  })

export async function settleBalance(
  payload: Payload,
  balance: StoredBalance,
  settings: SquareSettings,
  now = new Date(),
): Promise<BalanceSettlement> {
  const until = new Date(now.getTime() + leaseMs(settings)).toISOString()
  if (!(await claimBalanceForSettling(payload, balance, now, until))) return 'busy'
  const key = balance.squareIdempotencyKey
  if (key && !balance.squareSourceId && balance.status === 'pending') {
    // Taken but never armed: its charge was never sent, so nothing to replay.
    await markBalanceDue(payload, balance.id, key, 'NEVER_SENT')
    return 'failed'
  }
  if (!key || !balance.squareSourceId) {
    await markBalanceUnknown(payload, balance.id, key ?? '', 'NO_ATTEMPT_TO_REPLAY')
    payload.logger.error(
      `Balance ${balance.id}: its charge attempt cannot be replayed; check it in Square's dashboard.`,
    )
    return 'unknown'
  }
  let outcome = await balanceCharge(settings, balance, key, balance.squareSourceId)
  if (outcome.kind === 'refused') {
    // A replay Square refuses says nothing of the first request: look for the payment itself.
    const attempted = Date.parse(balance.attemptedAt ?? balance.createdAt)
    outcome = await findPayment(
      settings,
      balanceReference(balance.id),
      new Date(attempted - 5 * 60_000),
    )
  }
  switch (outcome.kind) {
    case 'paid':
      await markBalancePaid(payload, balance, key, outcome)
      payload.logger.info(`Balance ${balance.id}: an unanswered charge was settled as paid.`)
      return 'paid'
    case 'declined':
    case 'refused':
      await markBalanceDue(
        payload,
        balance.id,
        key,
        outcome.code,
        (balance.declinedAttempts ?? 0) + 1,
      )
      return 'failed'
    default:
      await markBalanceUnknown(payload, balance.id, key, outcome.code)
      return 'unknown'
  }
}

/** Settles every balance left unsettled; run with the orders' settling (../settle.ts). */
export async function settleUnsettledBalances(
  payload: Payload,
  settings: SquareSettings,
): Promise<Record<BalanceSettlement, number>> {
  const now = new Date()
  const { docs } = await payload.db.find<StoredBalance>({
    collection: 'order-balances',
    where: {
      or: [
        { status: { equals: 'payment_unknown' } },
        {
          and: [
            { status: { equals: 'pending' } },
            { chargingUntil: { less_than: now.toISOString() } },
          ],
        },
      ],
    },
    select: BALANCE_SELECT,
    limit: 100,
    pagination: false,
  })
  const tally: Record<BalanceSettlement, number> = { paid: 0, failed: 0, unknown: 0, busy: 0 }
  for (const balance of docs) {
    const at = new Date()
    if (!isUnsettledBalance(balance, at)) continue
    tally[await settleBalance(payload, balance, settings, at)] += 1
  }
  return tally
}
