/**
 * An order's life as its customer reads it (docs/customer-page.md#the-timeline): the stages of
 * src/order/status.ts, each done (with its date), current, upcoming or passed over, and the end
 * of an order that stopped (cancelled or refunded). Pure: the page draws it.
 */
import { calendarDayIn } from '@/utilities/dates'

import { expectedFilingDay } from './filingSpeed'
import { type OrderStatus, STAGES, type Stage } from './status'

/** A line of the order's timeline as the page reads it: the status after it, and when. */
export type TimelineLine = { status: OrderStatus; createdAt: string }

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped'

export type TimelineStep = {
  key: Stage | 'cancelled' | 'refunded'
  state: StepState
  /** When it happened (an instant, or the state's filing day at noon UTC); none for upcoming. */
  at: string | null
}

export type TimelineOrder = {
  status: OrderStatus
  paidAt?: string | null
  filedAt?: string | null
}

const firstAt = (lines: TimelineLine[], status: OrderStatus) =>
  lines.find((line) => line.status === status)?.createdAt ?? null

const lastAt = (lines: TimelineLine[], status: OrderStatus) =>
  lines.findLast((line) => line.status === status)?.createdAt ?? null

/** The furthest stage an order reached, read from its status and, once stopped, its timeline. */
function reachedIndex(order: TimelineOrder, lines: TimelineLine[]): number {
  const own = STAGES.indexOf(order.status as Stage)
  if (own >= 0) return own
  const passed = lines.map((line) => STAGES.indexOf(line.status as Stage))
  const fromFiling = order.filedAt ? STAGES.indexOf('filed_with_state') : 0
  return Math.max(0, fromFiling, ...passed)
}

/** The steps of the order, in order, as the customer sees where it stands. */
export function timelineSteps(order: TimelineOrder, lines: TimelineLine[]): TimelineStep[] {
  const stopped = order.status === 'cancelled' || order.status === 'refunded'
  const reached = reachedIndex(order, lines)
  const dateOf = (stage: Stage) =>
    stage === 'paid'
      ? (order.paidAt ?? firstAt(lines, 'paid'))
      : stage === 'filed_with_state'
        ? (order.filedAt ?? firstAt(lines, stage))
        : firstAt(lines, stage)
  const steps: TimelineStep[] = STAGES.flatMap((stage, index): TimelineStep[] => {
    if (index < reached) return [{ key: stage, state: 'done', at: dateOf(stage) }]
    if (index === reached)
      return [
        {
          key: stage,
          state: stopped || stage === 'completed' ? 'done' : 'current',
          at: dateOf(stage),
        },
      ]
    // An order that stopped lists no stage it will never reach.
    return stopped ? [] : [{ key: stage, state: 'upcoming', at: null }]
  })
  if (order.status === 'cancelled')
    steps.push({ key: 'cancelled', state: 'stopped', at: lastAt(lines, 'cancelled') })
  if (order.status === 'refunded')
    steps.push({ key: 'refunded', state: 'stopped', at: lastAt(lines, 'refunded') })
  return steps
}

/** The day ('YYYY-MM-DD') the order is expected to be filed, while it is still to be filed. */
export function expectedFiling(
  order: TimelineOrder & { expeditedFilling?: boolean | null },
): string | null {
  if (!order.paidAt || order.filedAt) return null
  if (order.status !== 'paid' && order.status !== 'in_review') return null
  // Counted from the payment's day where the business keeps its calendar.
  return expectedFilingDay(calendarDayIn(order.paidAt), Boolean(order.expeditedFilling))
}
