import { describe, expect, it } from 'vitest'

import { balanceEmail } from '@/email/templates/balance'
import {
  confirmationNotice,
  coveredCents,
  feeRefundKey,
  isFeeRefundKey,
  isOpenBalance,
  receivedCents,
  settlementOf,
} from '@/order/feeSettlement'
import { isUnsettledCharge as isUnsettledBalance } from '@/order/server/cardCharges/attempts'

const ledger = (
  chargedFee: number,
  {
    paid = 0,
    waived = 0,
    refunded = 0,
  }: { paid?: number; waived?: number; refunded?: number } = {},
) => ({
  chargedFee,
  balancesPaidCents: paid,
  balancesWaivedCents: waived,
  differencesRefundedCents: refunded,
})

describe('a difference of the state fee', () => {
  it('is nothing when the state asks what was charged', () => {
    expect(settlementOf(ledger(110), 11000)).toEqual({ kind: 'none' })
  })

  it('is a refund of the difference when the state asks less', () => {
    expect(settlementOf(ledger(110), 9000)).toEqual({ kind: 'refund', cents: 2000 })
    // Cents matter: an online fee of $2.50.
    expect(settlementOf(ledger(110), 10750)).toEqual({ kind: 'refund', cents: 250 })
  })

  it('is a balance of the difference when the state asks more', () => {
    expect(settlementOf(ledger(90), 11000)).toEqual({ kind: 'balance', cents: 2000 })
  })

  it('counts balances paid and differences refunded as what the customer paid', () => {
    expect(receivedCents(ledger(90, { paid: 2000 }))).toBe(11000)
    expect(settlementOf(ledger(90, { paid: 2000 }), 11000)).toEqual({ kind: 'none' })
    // Paid a balance up to $110, then the fee turns out $100: $10 goes back.
    expect(settlementOf(ledger(90, { paid: 2000 }), 10000)).toEqual({ kind: 'refund', cents: 1000 })
    // Refunded down to $90, then the fee turns out $110 after all: $20 is due.
    expect(settlementOf(ledger(110, { refunded: 2000 }), 11000)).toEqual({
      kind: 'balance',
      cents: 2000,
    })
  })

  it('never refunds what we waived, and never asks for it again', () => {
    // $100 paid, $50 waived to cover $150; the fee is $120 after all: nothing is owed either way.
    const waived = ledger(100, { waived: 5000 })
    expect(coveredCents(waived)).toBe(15000)
    expect(settlementOf(waived, 15000)).toEqual({ kind: 'none' })
    expect(settlementOf(waived, 12000)).toEqual({ kind: 'none' })
    // The fee is $80: only what the customer paid beyond it goes back.
    expect(settlementOf(waived, 8000)).toEqual({ kind: 'refund', cents: 2000 })
    expect(settlementOf(waived, 16000)).toEqual({ kind: 'balance', cents: 1000 })
  })

  it('keys a refund by the confirmation and the ledger, so the same confirmation refunds once', () => {
    expect(feeRefundKey(9000, 11000, 0)).toBe(feeRefundKey(9000, 11000, 0))
    expect(feeRefundKey(9000, 11000, 0)).not.toBe(feeRefundKey(9000, 10000, 0))
    // The same figures after a balance came and went are another ledger: another refund.
    expect(feeRefundKey(9000, 11000, 0)).not.toBe(feeRefundKey(9000, 11000, 2))
    expect(isFeeRefundKey(feeRefundKey(9000, 11000, 0))).toBe(true)
    expect(isFeeRefundKey('3f1c2d9a-admin-refund')).toBe(false)
    expect(isFeeRefundKey(null)).toBe(false)
  })

  it('tells staff what confirming does before they confirm', () => {
    expect(confirmationNotice(ledger(110), 11000)).toContain('changes nothing else')
    expect(confirmationNotice(ledger(110), 9000)).toContain('refunds $20.00 to their card at once')
    expect(confirmationNotice(ledger(90), 11000)).toContain('a balance of $20.00')
    expect(confirmationNotice(ledger(90), 11000)).toContain('cannot be filed until it is paid')
    expect(confirmationNotice(ledger(100, { waived: 5000 }), 12000)).toBe(
      "The customer has paid $100.00 for the state's fee (and we waived $50.00). Confirming $120.00 changes nothing else.",
    )
  })
})

describe('a balance', () => {
  it('is open while due or being charged, and blocks filing only then', () => {
    expect(['due', 'pending', 'payment_unknown'].map(isOpenBalance)).toEqual([true, true, true])
    expect(['paid', 'waived', 'cancelled', null].map(isOpenBalance)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('is unsettled when its outcome is unknown, or its attempt outlived its lease', () => {
    const now = new Date('2026-12-06T12:00:00Z')
    expect(isUnsettledBalance({ status: 'payment_unknown', chargingUntil: null }, now)).toBe(true)
    expect(
      isUnsettledBalance({ status: 'pending', chargingUntil: '2026-12-06T11:59:00Z' }, now),
    ).toBe(true)
    expect(
      isUnsettledBalance({ status: 'pending', chargingUntil: '2026-12-06T12:01:00Z' }, now),
    ).toBe(false)
    expect(isUnsettledBalance({ status: 'due', chargingUntil: null }, now)).toBe(false)
  })

  it("emails its amount, the state's fee, where it was read and where to pay", () => {
    const mail = balanceEmail({
      kind: 'due',
      orderNumber: '42',
      firstName: 'Ada',
      companyName: 'Acme <Widgets>',
      stateName: 'Delaware',
      amount: '$20.00',
      stateFee: '$110.00',
      paid: '$90.00',
      filed: false,
      source: 'https://corp.delaware.gov/fee-schedule/',
      orderPage: '{{order-page:42}}',
      siteName: 'Formation',
      support: { email: 'help@example.com' },
    })
    expect(mail.subject).toBe('Balance due: $20.00 for Acme <Widgets> (order 42)')
    expect(mail.text).toContain("because the state's fee is $110.00")
    expect(mail.text).toContain('https://corp.delaware.gov/fee-schedule/')
    expect(mail.text).toContain('{{order-page:42}}')
    expect(mail.html).toContain('Acme &lt;Widgets&gt;')
    expect(mail.html).not.toContain('Acme <Widgets>')
  })
})
