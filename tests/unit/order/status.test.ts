import { describe, expect, it } from 'vitest'

import { periodStarts } from '@/order/server/dashboard'
import { centsFromDollars, moveOrderSchema, refundSchema } from '@/order/staffActions'
import { canMove, isCharged, nextStatuses, refusalOfMove } from '@/order/status'
import { formatCents } from '@/utilities/money'

describe('order statuses', () => {
  it('move forward, skipping steps if need be, or to cancelled before completion', () => {
    expect(nextStatuses('paid')).toEqual([
      'in_review',
      'filed_with_state',
      'completed',
      'cancelled',
    ])
    expect(nextStatuses('in_review')).toEqual(['filed_with_state', 'completed', 'cancelled'])
    expect(nextStatuses('filed_with_state')).toEqual(['completed', 'cancelled'])
    expect(nextStatuses('completed')).toEqual([])
  })

  it('never move back, nor out of a payment, cancelled or refunded state', () => {
    expect(canMove('filed_with_state', 'in_review')).toBe(false)
    for (const from of ['pending', 'payment_failed', 'payment_unknown', 'cancelled', 'refunded'])
      expect(nextStatuses(from), from).toEqual([])
    expect(canMove('paid', 'refunded')).toBe(false)
    expect(refusalOfMove('paid', 'refunded')).toMatch(/full refund/)
    expect(refusalOfMove('completed', 'in_review')).toMatch(/only move forward/)
  })

  it('count every status after payment as charged', () => {
    for (const status of [
      'paid',
      'in_review',
      'filed_with_state',
      'completed',
      'cancelled',
      'refunded',
    ])
      expect(isCharged(status), status).toBe(true)
    for (const status of ['pending', 'payment_failed', 'payment_unknown', null])
      expect(isCharged(status), String(status)).toBe(false)
  })
})

describe('staff actions', () => {
  it('read dollar amounts as cents', () => {
    expect(centsFromDollars('12')).toBe(1200)
    expect(centsFromDollars('12.5')).toBe(1250)
    expect(centsFromDollars(' $1234.05 ')).toBe(123405)
    for (const bad of ['', '1.234', '-5', 'abc', '1,000'])
      expect(centsFromDollars(bad), bad).toBeNull()
    expect(formatCents(123405)).toBe('$1,234.05')
  })

  it('refuse a filing date in the future and a malformed EIN', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const result = moveOrderSchema.safeParse({
      status: 'filed_with_state',
      filedAt: future,
      einNumber: '12-34',
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'filedAt',
      'einNumber',
    ])
  })

  it('need a whole number of cents, a reason and a key to refund', () => {
    expect(
      refundSchema.safeParse({ amountCents: 100, reason: 'Lower fee', key: 'abcd-1234' }).success,
    ).toBe(true)
    expect(refundSchema.safeParse({ amountCents: 0, reason: 'x', key: 'abcd-1234' }).success).toBe(
      false,
    )
    expect(
      refundSchema.safeParse({ amountCents: 100, reason: 'x'.repeat(193), key: 'abcd-1234' })
        .success,
    ).toBe(false)
  })
})

describe('the dashboard periods', () => {
  it('start at midnight of the business zone, weeks on Monday', () => {
    // Wednesday 25 Nov 2026, 03:00 UTC: still Tuesday evening in New York (UTC-5).
    const { today, week } = periodStarts(new Date('2026-11-25T03:00:00Z'), 'America/New_York')
    expect(today.toISOString()).toBe('2026-11-24T05:00:00.000Z')
    expect(week.toISOString()).toBe('2026-11-23T05:00:00.000Z')
    const utc = periodStarts(new Date('2026-11-29T23:59:00Z'), 'UTC')
    expect(utc.today.toISOString()).toBe('2026-11-29T00:00:00.000Z')
    expect(utc.week.toISOString()).toBe('2026-11-23T00:00:00.000Z')
  })
})
