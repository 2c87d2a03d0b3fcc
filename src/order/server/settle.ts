import type { Payload, PayloadHandler } from 'payload'

import { isStaffUser } from '@/access'

import { toCents } from '../pricing'
import { claimForSettling, isUnsettled, markFailed, markPaid, markUnknown, type StoredOrder } from './orders'
import { chargeCard, type ChargeOutcome, type SquareSettings, squareSettings } from './square'

/** How long an attempt owns its order: Square's timeout for each try of the SDK, plus backoff. */
export const leaseMs = (settings: SquareSettings) => 3 * settings.timeoutMs + 10_000

/** What Square says became of an unsettled attempt. */
export type Settlement = 'paid' | 'failed' | 'unknown' | 'busy'

/** The charge of one attempt, exactly as first sent: Square replays a key only with the same body. */
export const chargeOfAttempt = (
  settings: SquareSettings,
  order: { id: number; total: number; squareIdempotencyKey: string; squareSourceId: string },
): Promise<ChargeOutcome> => {
  const amountCents = toCents(order.total)
  // Square refuses to charge $0 (only possible when staff set a fee of 0): nothing to collect.
  if (amountCents === 0) return Promise.resolve({ kind: 'paid', paymentId: null, receiptUrl: null, amountCents })
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
  if (!key || !order.squareSourceId) {
    await markUnknown(payload, order.id, key ?? '', 'NO_ATTEMPT_TO_REPLAY')
    payload.logger.error(`Order ${order.id}: its charge attempt cannot be replayed; check it in Square's dashboard.`)
    return 'unknown'
  }

  const outcome = await chargeOfAttempt(settings, { ...order, squareIdempotencyKey: key, squareSourceId: order.squareSourceId })
  switch (outcome.kind) {
    case 'paid':
      await markPaid(payload, order.id, outcome)
      payload.logger.info(`Order ${order.id}: an unanswered charge was settled as paid.`)
      return 'paid'
    case 'declined':
      // Square answers a replay with the first answer, so a refusal means nothing was charged.
      await markFailed(payload, order.id, key, outcome.code, (order.declinedAttempts ?? 0) + 1)
      return 'failed'
    default:
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
  now = new Date(),
): Promise<Record<Settlement, number>> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      or: [
        { status: { equals: 'payment_unknown' } },
        { and: [{ status: { equals: 'pending' } }, { chargingUntil: { less_than: now.toISOString() } }] },
      ],
    },
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const tally: Record<Settlement, number> = { paid: 0, failed: 0, unknown: 0, busy: 0 }
  for (const order of docs) {
    if (!isUnsettled(order, now)) continue
    tally[await settleOrder(payload, order as StoredOrder, settings, now)] += 1
  }
  return tally
}

/**
 * Settles unsettled orders every ORDER_SETTLE_INTERVAL_SECONDS (default 60; 0 turns it off), so
 * an order whose visitor never came back is still settled while Square remembers the attempt.
 */
export function scheduleSettling(payload: Payload, env: NodeJS.ProcessEnv = process.env): void {
  const seconds = Number(env.ORDER_SETTLE_INTERVAL_SECONDS ?? 60)
  if (!Number.isFinite(seconds) || seconds <= 0) return
  const timer = setInterval(() => {
    let settings: SquareSettings
    try {
      settings = squareSettings(env)
    } catch {
      return // Square not configured: nothing could have been charged
    }
    settleUnsettledOrders(payload, settings).then(
      (tally) => {
        if (tally.unknown) payload.logger.warn(`${tally.unknown} order(s) still await Square's answer about a charge.`)
      },
      (error: unknown) => payload.logger.error(`Settling orders failed: ${(error as Error).name}`),
    )
  }, seconds * 1000)
  timer.unref()
}

/** POST /api/orders/settle: staff settle every unsettled order now; answers how each ended. */
export const handleSettle: PayloadHandler = async (req) => {
  if (!isStaffUser(req.user)) return Response.json({ errors: [{ message: 'Staff only.' }] }, { status: 403 })
  const tally = await settleUnsettledOrders(req.payload, squareSettings())
  return Response.json({ data: tally })
}
