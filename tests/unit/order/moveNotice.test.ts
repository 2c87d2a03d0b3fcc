import { describe, expect, it } from 'vitest'

import { moveNotice } from '@/order/moveNotice'

describe("a move's confirmation", () => {
  it('says what the move records, what the customer is sent, and that it cannot be undone', () => {
    const review = moveNotice('paid', 'in_review', { einOrdered: false })
    expect(review.heading).toBe('Move this order from Paid to In review?')
    expect(review.email).toBe('No email is sent to the customer.')
    expect(review.undo).toBe('This cannot be undone: orders only move forward.')

    const filed = moveNotice('in_review', 'filed_with_state', { einOrdered: false })
    expect(filed.email).toMatch(/^The customer is emailed that the company is filed/)
    expect(filed.does.join(' ')).toMatch(/confirmation number are recorded/)
    expect(filed.undo).toMatch(/correct a typo in the filing details on the Filing tab/)

    const completed = moveNotice('filed_with_state', 'completed', { einOrdered: true })
    expect(completed.email).toMatch(/company is formed/)
    expect(completed.does).toContain('The EIN is recorded.')
  })

  it('warns that cancelling refunds nothing and stays cancelled', () => {
    const cancel = moveNotice('paid', 'cancelled', { einOrdered: false })
    expect(cancel.does.join(' ')).toMatch(/Cancelling refunds nothing/)
    expect(cancel.undo).toBe('This cannot be undone: a cancelled order stays cancelled.')
  })
})
