import { describe, expect, it } from 'vitest'

import { expectedFiling, type TimelineLine, timelineSteps } from '@/order/orderTimeline'

const paidAt = '2026-11-23T15:00:00.000Z'
const lines: TimelineLine[] = [
  { status: 'paid', createdAt: paidAt },
  { status: 'in_review', createdAt: '2026-11-24T14:00:00.000Z' },
  { status: 'filed_with_state', createdAt: '2026-11-26T14:00:00.000Z' },
]

const states = (steps: ReturnType<typeof timelineSteps>) =>
  steps.map((step) => `${step.key}:${step.state}`)

describe('the order timeline the customer sees', () => {
  it('marks reached stages done with their dates, the current one, and those still to come', () => {
    const steps = timelineSteps({ status: 'in_review', paidAt }, lines.slice(0, 2))
    expect(states(steps)).toEqual([
      'paid:done',
      'in_review:current',
      'filed_with_state:upcoming',
      'completed:upcoming',
    ])
    expect(steps[0]!.at).toBe(paidAt)
    expect(steps[1]!.at).toBe('2026-11-24T14:00:00.000Z')
    expect(steps[2]!.at).toBeNull()
  })

  it('dates the filing by the state’s filing day, and a skipped stage is done without a date', () => {
    const filedAt = '2026-11-25T12:00:00.000Z'
    const steps = timelineSteps({ status: 'filed_with_state', paidAt, filedAt }, [
      lines[0]!,
      lines[2]!,
    ])
    expect(states(steps)).toEqual([
      'paid:done',
      'in_review:done',
      'filed_with_state:current',
      'completed:upcoming',
    ])
    expect(steps[1]!.at).toBeNull()
    expect(steps[2]!.at).toBe(filedAt)
  })

  it('ends a cancelled or refunded order where it stopped, with no stage still to come', () => {
    const cancelled = timelineSteps({ status: 'cancelled', paidAt }, [
      ...lines.slice(0, 2),
      { status: 'cancelled', createdAt: '2026-11-25T09:00:00.000Z' },
    ])
    expect(states(cancelled)).toEqual(['paid:done', 'in_review:done', 'cancelled:stopped'])
    expect(cancelled.at(-1)!.at).toBe('2026-11-25T09:00:00.000Z')
    const refunded = timelineSteps({ status: 'refunded', paidAt }, [
      lines[0]!,
      { status: 'refunded', createdAt: '2026-11-24T09:00:00.000Z' },
    ])
    expect(states(refunded)).toEqual(['paid:done', 'refunded:stopped'])
  })

  it('shows a completed order completed', () => {
    const steps = timelineSteps({ status: 'completed', paidAt, filedAt: paidAt }, [
      ...lines,
      { status: 'completed', createdAt: '2026-12-01T09:00:00.000Z' },
    ])
    expect(states(steps).at(-1)).toBe('completed:done')
  })

  it('expects the filing from the payment day at the speed chosen, only until it is filed', () => {
    // Monday afternoon in New York.
    expect(expectedFiling({ status: 'paid', paidAt, expeditedFilling: true })).toBe('2026-11-25')
    expect(expectedFiling({ status: 'in_review', paidAt, expeditedFilling: false })).toBe(
      '2026-12-07',
    )
    expect(expectedFiling({ status: 'filed_with_state', paidAt, filedAt: paidAt })).toBeNull()
    expect(expectedFiling({ status: 'cancelled', paidAt })).toBeNull()
  })
})

describe('the filing details’ step', () => {
  it('is current while the details are awaited, with the payment done and nothing after it begun', () => {
    const waiting = timelineSteps({ status: 'in_review', paidAt }, lines.slice(0, 2), {
      submittedAt: null,
    })
    expect(states(waiting)).toEqual([
      'paid:done',
      'details:current',
      'in_review:upcoming',
      'filed_with_state:upcoming',
      'completed:upcoming',
    ])
  })

  it('is done on the day they were submitted, and absent for an order that stopped without them', () => {
    const submitted = timelineSteps({ status: 'in_review', paidAt }, lines.slice(0, 2), {
      submittedAt: '2026-11-24T10:00:00.000Z',
    })
    expect(states(submitted).slice(0, 3)).toEqual([
      'paid:done',
      'details:done',
      'in_review:current',
    ])
    expect(submitted[1]!.at).toBe('2026-11-24T10:00:00.000Z')
    const cancelled = timelineSteps(
      { status: 'cancelled', paidAt },
      [lines[0]!, { status: 'cancelled', createdAt: '2026-11-25T09:00:00.000Z' }],
      { submittedAt: null },
    )
    expect(states(cancelled)).toEqual(['paid:done', 'cancelled:stopped'])
  })
})
