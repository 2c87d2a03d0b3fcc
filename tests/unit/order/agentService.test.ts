import { describe, expect, it } from 'vitest'

import {
  agentOfferLine,
  agentOfferSentence,
  periodEnd,
  proratedRefundCents,
  wholeMonthsLeft,
} from '@/order/agentService'

describe('the registered agent service', () => {
  it('is free for a year from the filing date, to its anniversary', () => {
    expect(periodEnd('2026-12-06')).toBe('2027-12-06')
    expect(periodEnd('2026-01-31')).toBe('2027-01-31')
    // A company filed on 29 February renews on 28 February in a year without one.
    expect(periodEnd('2028-02-29')).toBe('2029-02-28')
    expect(periodEnd('2028-02-29', 4)).toBe('2032-02-29')
  })

  it('says the price after the free year and where to cancel, in one sentence', () => {
    expect(agentOfferSentence(125)).toBe(
      'First year free, then $125 a year; cancel any time on your order page.',
    )
    expect(agentOfferSentence(125, 'this page')).toBe(
      'First year free, then $125 a year; cancel any time on this page.',
    )
    expect(agentOfferLine(99)).toBe(
      'Registered agent: first year free, then $99 a year; cancel any time on your order page.',
    )
    expect(agentOfferSentence(0)).toBe(
      'First year free, and free after it; cancel any time on your order page.',
    )
  })
})

describe('stopping a paid year at once', () => {
  it('refunds the whole months left, never part of one', () => {
    expect(wholeMonthsLeft('2028-03-10', '2028-12-06')).toBe(8)
    expect(wholeMonthsLeft('2028-03-06', '2028-12-06')).toBe(9)
    expect(wholeMonthsLeft('2028-12-05', '2028-12-06')).toBe(0)
    expect(wholeMonthsLeft('2027-12-06', '2028-12-06')).toBe(12)
    expect(proratedRefundCents(12500, '2028-03-10', '2028-12-06')).toBe(8333)
    expect(proratedRefundCents(12500, '2027-12-06', '2028-12-06')).toBe(12500)
    expect(proratedRefundCents(0, '2027-01-01', '2027-12-06')).toBe(0)
  })
})
