import { describe, expect, it } from 'vitest'

import {
  agentOfferLine,
  agentOfferSentence,
  autoRenewChargeDay,
  autoRenewConsent,
  dueRenewalNotice,
  firstAutoRenewCharge,
  periodEnd,
  proratedRefundCents,
  renewalOpensOn,
  renewalPeriod,
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

describe('renewal notices and the year a renewal buys', () => {
  const ends = '2027-11-20'

  it('are due 60, 30 and 7 days before the period ends, each once, the latest only after a gap', () => {
    expect(dueRenewalNotice('2027-09-20', ends, 0)).toBe(0)
    expect(dueRenewalNotice('2027-09-21', ends, 0)).toBe(1)
    expect(dueRenewalNotice('2027-09-21', ends, 1)).toBe(0)
    expect(dueRenewalNotice('2027-10-21', ends, 1)).toBe(2)
    expect(dueRenewalNotice('2027-11-13', ends, 2)).toBe(3)
    expect(dueRenewalNotice('2027-11-19', ends, 3)).toBe(0)
    // A run that was down for weeks sends the latest notice due, not the ones it missed.
    expect(dueRenewalNotice('2027-11-14', ends, 0)).toBe(3)
    // None once the period has ended.
    expect(dueRenewalNotice('2027-11-20', ends, 0)).toBe(0)
  })

  it('opens with the first notice and buys the year from the period’s end, 29 February included', () => {
    expect(renewalOpensOn(ends)).toBe('2027-09-21')
    expect(renewalPeriod(ends)).toEqual({ start: '2027-11-20', end: '2028-11-20' })
    expect(renewalPeriod('2028-02-29')).toEqual({ start: '2028-02-29', end: '2029-02-28' })
  })

  it('charges a saved card 3 days before the period ends, or at once when turned on later', () => {
    expect(autoRenewChargeDay(ends)).toBe('2027-11-17')
    expect(autoRenewChargeDay('2028-03-01')).toBe('2028-02-27')
    expect(firstAutoRenewCharge(ends, '2027-06-01')).toBe('2027-11-17')
    expect(firstAutoRenewCharge(ends, '2027-11-18')).toBe('2027-11-18')
  })

  it('words the consent with the price, the first charge, how to turn it off and the notices', () => {
    expect(autoRenewConsent(125, ends, '2027-06-01')).toBe(
      'I agree that $125 is charged to this card each year to renew the registered agent service: first on November 17, 2027, then 3 days before the end of each year paid for, until I turn automatic renewal off or stop the service on my order page. I am emailed 60, 30 and 7 days before the end of each year.',
    )
  })
})
