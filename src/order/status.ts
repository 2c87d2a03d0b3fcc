/**
 * An order's statuses and the moves staff may make between them. Pure: the admin's order actions
 * and the server's status endpoint read the same rules.
 *
 *   pending → paid | payment_failed | payment_unknown      (the payment endpoints only)
 *   paid → in_review → filed_with_state → completed          (staff, forward only, steps may be skipped)
 *   any of those but completed → cancelled                   (staff)
 *   any charged status → refunded                            (an admin's full refund only)
 */

import {
  CHARGED_STATUSES,
  isCharged,
  ORDER_STATUSES,
  type OrderStatus,
  STATUS_LABELS,
} from '@/collections/Orders/statuses'

// The statuses themselves are a leaf beside the orders collection, which stores them and fixes
// what a charged order was charged for.
export { CHARGED_STATUSES, isCharged, ORDER_STATUSES, type OrderStatus, STATUS_LABELS }

/** The life of a paid order, in order. */
export const STAGES = ['paid', 'in_review', 'filed_with_state', 'completed'] as const
export type Stage = (typeof STAGES)[number]

/** Statuses staff can move an order to. */
export const STAFF_TARGETS = ['in_review', 'filed_with_state', 'completed', 'cancelled'] as const
export type StaffTarget = (typeof STAFF_TARGETS)[number]

/** An order that stopped: it offers no documents and its work no longer changes. */
export const isStopped = (status: string): boolean =>
  status === 'cancelled' || status === 'refunded'

/** An order still under way: paid and neither completed nor stopped, so its work may change. */
export const isUnderWay = (status: string): boolean =>
  STAGES.includes(status as Stage) && status !== 'completed'

/** An order an admin may refund (what is left of its charge). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = [...STAGES, 'cancelled']

const stageIndex = (status: string) => STAGES.indexOf(status as Stage)

/** Where staff may move an order from `from`: later stages, or cancelled before completion. */
export function nextStatuses(from: string | null | undefined): StaffTarget[] {
  const at = stageIndex(from ?? '')
  if (at < 0) return []
  return STAFF_TARGETS.filter((to) =>
    to === 'cancelled' ? from !== 'completed' : stageIndex(to) > at,
  )
}

export const canMove = (from: string | null | undefined, to: string): boolean =>
  (nextStatuses(from) as string[]).includes(to)

/** Why staff may not make this move, for the answer and the admin. */
export function refusalOfMove(from: string | null | undefined, to: string): string {
  const fromLabel = STATUS_LABELS[from as OrderStatus] ?? String(from)
  const toLabel = STATUS_LABELS[to as OrderStatus] ?? `"${to}"`
  if (!(STAFF_TARGETS as readonly string[]).includes(to)) {
    return to === 'refunded'
      ? 'An order becomes Refunded through a full refund, not by a status change.'
      : `Staff can move an order only to ${STAFF_TARGETS.map((s) => STATUS_LABELS[s]).join(', ')}; not to ${toLabel}.`
  }
  if (stageIndex(from ?? '') < 0)
    return `A ${fromLabel.toLowerCase()} order cannot be moved: only paid orders go through filing.`
  return `An order that is ${fromLabel} cannot move to ${toLabel}: orders only move forward, or to Cancelled before completion.`
}

/** What a move needs recorded, beyond who and when. */
export const needsFiling = (to: string) => to === 'filed_with_state' || to === 'completed'
export const needsDocuments = (to: string) => to === 'completed'
