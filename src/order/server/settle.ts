import type { Payload, PayloadHandler } from 'payload'

import { isStaffUser } from '@/access'
import { confirmUnconfirmedOrders } from '@/email/queueOrderConfirmation'
import { apiError } from '@/errors/apiError'
import { numberSetting } from '@/utilities/numberSetting'

import { toCents } from '../pricing'
import { markFailed, markPaid, markUnknown } from './attemptRecords'
import { RENEWAL_CHARGE } from './agent/renewal'
import { BALANCE_CHARGE } from './balances/attempts'
import { settleUnsettled } from './cardCharges/settle'
import { claimForSettling, isUnsettled, STORED_ORDER_SELECT, type StoredOrder } from './orders'
import { leaseMs, type SquareSettings, squareSettings } from './square'
import type { ChargeOutcome } from './squareOutcomes'
import { chargeCard, findPayment } from './squarePayments'

export { leaseMs }

/** What Square says became of an unsettled attempt. */
export type Settlement = 'paid' | 'failed' | 'unknown' | 'busy'

/** The charge of one attempt, exactly as first sent: Square replays a key only with the same body. */
export const chargeOfAttempt = (
  settings: SquareSettings,
  order: { id: number; total: number; squareIdempotencyKey: string; squareSourceId: string },
): Promise<ChargeOutcome> => {
  const amountCents = toCents(order.total)
  // Square refuses to charge $0 (only possible when staff set a fee of 0): nothing to collect.
  if (amountCents === 0)
    return Promise.resolve({ kind: 'paid', paymentId: null, receiptUrl: null, amountCents })
  return chargeCard(settings, {
    sourceId: order.squareSourceId,
    idempotencyKey: order.squareIdempotencyKey,
    amountCents,
    referenceId: String(order.id),
    note: `Order ${order.id}`,
  })
}

/**
 * Settles an attempt whose outcome was never recorded by sending Square the same request again:
 * with the same idempotency key Square answers the payment it made, or makes it now if the first
 * request never arrived, so the attempt ends with one charge at most. Only a definite answer
 * settles it; while Square stays silent the order remains `payment_unknown` and nothing else may
 * charge the checkout.
 */
export async function settleOrder(
  payload: Payload,
  order: StoredOrder,
  settings: SquareSettings,
  now = new Date(),
): Promise<Settlement> {
  if (!(await claimForSettling(payload, order, now, leaseMs(settings)))) return 'busy'
  const key = order.squareIdempotencyKey
  if (key && !order.squareSourceId && order.status === 'pending') {
    // Taken but never armed (pay.ts): its charge was never sent, so it failed; nothing to replay.
    await markFailed(payload, order.id, key, 'NEVER_SENT')
    payload.logger.info(`Order ${order.id}: its charge was never sent to Square; marked failed.`)
    return 'failed'
  }
  if (!key || !order.squareSourceId) {
    await markUnknown(payload, order.id, key ?? '', 'NO_ATTEMPT_TO_REPLAY')
    payload.logger.error(
      `Order ${order.id}: its charge attempt cannot be replayed; check it in Square's dashboard.`,
    )
    return 'unknown'
  }

  const attempt = { ...order, squareIdempotencyKey: key, squareSourceId: order.squareSourceId }
  let outcome = await chargeOfAttempt(settings, attempt)
  if (outcome.kind === 'refused') {
    // Square refused the replay itself (a token or key it no longer knows, a changed body): that
    // says nothing about the first request, so ask Square whether it holds a payment of ours.
    const since = new Date(new Date(order.createdAt).getTime() - 5 * 60_000)
    outcome = await findPayment(settings, String(order.id), since)
  }
  switch (outcome.kind) {
    case 'paid':
      await markPaid(payload, order.id, key, outcome)
      payload.logger.info(`Order ${order.id}: an unanswered charge was settled as paid.`)
      return 'paid'
    case 'declined':
    case 'refused':
      // A declined card (Square replays its first answer), or no payment of ours at Square.
      await markFailed(payload, order.id, key, outcome.code, (order.declinedAttempts ?? 0) + 1)
      return 'failed'
    default:
      // Still unknown; a replay that could not connect ('notSent') says nothing of the request
      // it repeats, which may have reached Square.
      await markUnknown(payload, order.id, key, outcome.code)
      return 'unknown'
  }
}

/**
 * Settles every order left unsettled (Square silent, or a process stopped mid-charge); run on a
 * timer by the server and on demand by staff. Returns how each ended.
 */
export async function settleUnsettledOrders(
  payload: Payload,
  settings: SquareSettings,
): Promise<Record<Settlement, number>> {
  const now = new Date()
  // The adapter directly: no read hooks, so an SSN that cannot be decrypted never stops settling.
  const { docs } = await payload.db.find<StoredOrder>({
    collection: 'orders',
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
    select: STORED_ORDER_SELECT,
    limit: 100,
    pagination: false,
  })
  const tally: Record<Settlement, number> = { paid: 0, failed: 0, unknown: 0, busy: 0 }
  for (const order of docs) {
    const at = new Date()
    if (!isUnsettled(order, at)) continue
    tally[await settleOrder(payload, order, settings, at)] += 1
  }
  return tally
}

/**
 * Settles unsettled orders every ORDER_SETTLE_INTERVAL_SECONDS (default 60; 0 turns it off), so
 * an order whose visitor never came back is still settled while Square remembers the attempt,
 * and queues the confirmation of any paid order whose confirmation a fault left unqueued.
 * Payload is asked for on each run, so a database that was down at start does not stop it.
 */
export function scheduleSettling(
  getPayload: () => Promise<Payload>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const seconds = numberSetting(env.ORDER_SETTLE_INTERVAL_SECONDS, 60)
  if (seconds === 0) return
  let running = false
  const timer = setInterval(() => {
    if (running) return
    let settings: SquareSettings
    try {
      settings = squareSettings(env)
    } catch {
      return // Square not configured: nothing could have been charged
    }
    running = true
    getPayload()
      .then(async (payload) => {
        const tally = await settleUnsettledOrders(payload, settings)
        const balances = await settleUnsettled(payload, BALANCE_CHARGE, settings)
        const renewals = await settleUnsettled(payload, RENEWAL_CHARGE, settings)
        tally.unknown += balances.unknown + renewals.unknown
        if (tally.unknown)
          payload.logger.warn(
            `${tally.unknown} order(s) still await Square's answer about a charge.`,
          )
        // Paid while the database failed before their confirmation was queued.
        await confirmUnconfirmedOrders(payload)
      })
      .catch((error: unknown) =>
        console.error(`Settling orders failed: ${(error as Error)?.name ?? 'unknown error'}`),
      )
      .finally(() => {
        running = false
      })
  }, seconds * 1000)
  timer.unref()
}

/** POST /api/orders/settle: staff settle every unsettled order now; answers how each ended. */
export const handleSettle: PayloadHandler = async (req) => {
  if (!isStaffUser(req.user)) return apiError(403, 'Staff only.')
  const settings = squareSettings()
  const tally = await settleUnsettledOrders(req.payload, settings)
  const balances = await settleUnsettled(req.payload, BALANCE_CHARGE, settings)
  const renewals = await settleUnsettled(req.payload, RENEWAL_CHARGE, settings)
  return Response.json({ data: { ...tally, balances, renewals } })
}
