/**
 * An order's life as its customer reads it (docs/customer-page.md#the-timeline): the stages of
 * src/order/status.ts, each done (with its date), current, upcoming or passed over, and the end
 * of an order that stopped (cancelled or refunded). Pure: the page draws it.
 */
import { calendarDayIn } from '@/utilities/dates'

import { expectedFilingDay } from './filingSpeed'
import { isStopped, type OrderStatus, STAGES, type Stage } from './status'

/** A line of the order's timeline as the page reads it: the status after it, and when. */
export type TimelineLine = { status: OrderStatus; createdAt: string }

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped'

export type TimelineStep = {
  key: Stage | 'details' | 'cancelled' | 'refunded'
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

/** The customer's filing details: submitted (and when), or still awaited. */
export type DetailsProgress = { submittedAt: string | null }

/**
 * "Waiting for your details" between the payment and the review (docs/filing-details.md): while
 * the details are awaited it is the current step, and nothing after it has begun for the customer.
 */
function withDetails(
  steps: TimelineStep[],
  details: DetailsProgress,
  stopped: boolean,
): TimelineStep[] {
  const done = details.submittedAt !== null
  if (stopped && !done) return steps
  const at = steps.findIndex((step) => step.key === 'paid') + 1
  const waiting = !done && steps.some((step) => step.state === 'current')
  const later = steps
    .slice(at)
    .map((step) =>
      waiting && step.state === 'current'
        ? { ...step, state: 'upcoming' as const, at: null }
        : step,
    )
  const step: TimelineStep = waiting
    ? { key: 'details', state: 'current', at: null }
    : { key: 'details', state: 'done', at: details.submittedAt }
  // The payment is done once the details are what the order waits for.
  const before = steps
    .slice(0, at)
    .map((s) => (waiting && s.state === 'current' ? { ...s, state: 'done' as const } : s))
  return [...before, step, ...later]
}

/**
 * The steps of the order, in order, as the customer sees where it stands; with `details`, the
 * filing details' step too (orders filed before there were details have none).
 */
export function timelineSteps(
  order: TimelineOrder,
  lines: TimelineLine[],
  details?: DetailsProgress,
): TimelineStep[] {
  const stopped = isStopped(order.status)
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
  return details ? withDetails(steps, details, stopped) : steps
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
