import { describe, expect, it } from 'vitest'

import { orderStatusEmail } from '@/email/templates/orderStatus'

const update = {
  orderNumber: '42',
  firstName: 'Ada <b>',
  companyName: 'Acme & Sons LLC',
  stateName: 'Delaware',
  filedOn: '2026-11-20',
  confirmationNumber: 'DE-4411',
  documentCount: 2,
  einNumber: '12-3456789',
  orderPage: '{{order-page:42}}',
  firstReport: {
    title: 'Delaware Annual Tax Report',
    due: 'June 1, 2027',
    amount: '$300 (final)',
  },
  portalUrl: 'https://portal.example.test/',
  siteName: 'Formation',
  support: { email: 'help@example.com' },
}

describe('the status emails', () => {
  it('tell the customer the company is filed, and what comes next', () => {
    const mail = orderStatusEmail({ ...update, status: 'filed_with_state' })
    expect(mail.subject).toBe('Order 42: Acme & Sons LLC is filed with Delaware')
    expect(mail.text).toContain('Filed on: November 20, 2026')
    expect(mail.text).toContain('State confirmation number: DE-4411')
    // No processing time in the record: said to be unknown, not guessed.
    expect(mail.text).toContain(
      'Delaware now reviews the filing; we do not know yet how long that takes there.',
    )
    expect(mail.text).not.toContain('EIN')
    expect(mail.text).toContain('Follow the filing on your order page: {{order-page:42}}')
    expect(mail.text).toContain(
      'Your first Delaware Annual Tax Report is due on June 1, 2027: $300 (final).',
    )
    expect(mail.html).toContain('Acme &amp; Sons LLC')
    expect(mail.html).not.toContain('<b>')
  })

  it('tell the customer the company is formed, with its documents and EIN', () => {
    const included = ['Operating Agreement, on your order page', 'Business License: done']
    const mail = orderStatusEmail({ ...update, status: 'completed', included })
    expect(mail.subject).toBe('Order 42: Acme & Sons LLC is formed')
    expect(mail.text).toContain('Documents from the state: 2')
    expect(mail.text).toContain(
      'Included in your order\n- Operating Agreement, on your order page\n- Business License: done',
    )
    expect(mail.html).toContain('<li>Business License: done</li>')
    expect(mail.text).toContain('EIN: 12-3456789')
    expect(mail.text).toContain('Download your formation documents on your order page')
    expect(mail.html).toContain('{{order-page:42}}')
  })

  it('say so when the first report has no known date, never guessing one', () => {
    const mail = orderStatusEmail({ ...update, status: 'completed', firstReport: null })
    expect(mail.text).toContain('We do not know yet when Delaware first asks for a report')
    expect(mail.text).not.toContain('is due on')
  })
})
