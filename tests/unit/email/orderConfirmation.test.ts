import { describe, expect, it } from 'vitest'

import { parseFrom } from '@/email/adapter'
import { chargedLines, type ConfirmedOrder } from '@/email/confirmationLines'
import { agentOfferLine } from '@/order/agentService'
import { type OrderConfirmation, orderConfirmationEmail } from '@/email/templates/orderConfirmation'
import { passwordResetHtml, resetUrl } from '@/email/templates/passwordReset'

const order: ConfirmedOrder = {
  id: 1042,
  email: 'ada@example.com',
  firstName: 'Ada',
  llcname: 'Acme Widgets',
  designator: 'LLC',
  formationState: 'delaware',
  clientPackage: 'popular',
  total: 289,
  stateFee: 90,
  amountCents: 28900,
  expeditedFilling: true,
  businessLicense: false,
  status: 'paid',
}

const confirmation = (overrides: Partial<OrderConfirmation> = {}): OrderConfirmation => ({
  orderNumber: '1042',
  firstName: 'Ada',
  companyName: 'Acme Widgets',
  entityType: 'Limited Liability Company (LLC)',
  stateName: 'Delaware',
  packageLabel: 'Popular Package',
  expedited: true,
  processing: {
    minDays: 3,
    maxDays: 5,
    source: { confidence: 'official', url: 'https://corp.delaware.gov/', checkedOn: '2026-12-04' },
  },
  orderPage: '{{order-page:1042}}',
  ...chargedLines(order),
  agentOffer: agentOfferLine(125),
  portalUrl: 'https://portal.example.test/',
  siteName: 'Formation',
  support: {
    email: 'support@formation.example',
    phone: '+1 (302) 555-0142',
    hours: 'Monday to Friday 9 am to 5 pm EST',
  },
  ...overrides,
})

describe('order confirmation lines', () => {
  it('add up to the amount charged, from the stored fee and options', () => {
    const { lines, total } = chargedLines(order)
    expect(total).toBe(289)
    expect(lines.slice(0, 3)).toEqual([
      { label: 'Popular Package', amount: 149 },
      { label: 'State filing fee', amount: 90 },
      { label: 'Expedited filing', amount: 50 },
    ])
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total)
    expect(lines.filter((line) => line.included)).toEqual(
      [
        'EIN',
        'Operating Agreement',
        'IRS Form 2553',
        'Business Bank Account',
        'Business Tax Consultation',
        'Banking Resolution',
        'Electronic Delivery',
        'Phone Support',
      ].map((label) => ({ label, amount: 0, included: true })),
    )
  })

  it('list the add-ons a free order bought at their prices, and only what Free includes at $0', () => {
    const { lines, total } = chargedLines({
      ...order,
      clientPackage: 'free',
      expeditedFilling: false,
      ein: true,
      operatingAgreement: true,
      businessContractTemplates: true,
      irsForm: true,
      total: 90 + 369,
      amountCents: (90 + 369) * 100,
    })
    expect(total).toBe(459)
    expect(lines.filter((line) => !line.included)).toEqual([
      { label: 'Free Package', amount: 0 },
      { label: 'State filing fee', amount: 90 },
      { label: 'EIN', amount: 70 },
      { label: 'Operating Agreement', amount: 99 },
      { label: 'Business Contract Templates', amount: 150 },
      { label: 'IRS Form 2553', amount: 50 },
    ])
    expect(lines.filter((line) => line.included).map((line) => line.label)).toEqual([
      'Banking Resolution',
      'Electronic Delivery',
      'Phone Support',
    ])
  })

  it('show the charged amount, not the recorded price, when they differ', () => {
    const { lines, total } = chargedLines({ ...order, amountCents: 30000, businessLicense: true })
    expect(total).toBe(300)
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(300)
  })
})

describe('order confirmation email', () => {
  it('tells the order, the total charged, what happens next and how to reach support', () => {
    const { subject, text, html } = orderConfirmationEmail(confirmation())
    expect(subject).toBe('Order 1042 confirmed: Acme Widgets')
    for (const body of [text, html]) {
      expect(body).toContain('1042')
      expect(body).toContain('Acme Widgets')
      expect(body).toContain('Limited Liability Company (LLC)')
      expect(body).toContain('Delaware')
      expect(body).toContain('Popular Package')
      expect(body).toContain('$289')
      expect(body).toContain('about 2 business days')
      // The state's own time, from its record, with where it was read.
      expect(body).toContain(
        'Delaware then processes the filing, usually in 3 to 5 business days, as corp.delaware.gov said on December 4, 2026.',
      )
      expect(body).toContain('https://portal.example.test/')
      expect(body).toContain('Monday to Friday 9 am to 5 pm EST')
      expect(body).toContain('support@formation.example')
    }
    expect(text).toMatch(/Total charged\s+\$289/)
    // What the free registered agent year costs after it, said before anything renews.
    for (const body of [text, html])
      expect(body).toContain(
        'Registered agent: first year free, then $125 a year; cancel any time on your order page.',
      )
  })

  it('gives the standard timing without expedited filing and leaves out a missing portal', () => {
    const { text } = orderConfirmationEmail(confirmation({ expedited: false, portalUrl: null }))
    expect(text).toContain('about 2 weeks')
    expect(text).not.toContain('http')
  })

  it('escapes what visitors and editors typed in the HTML', () => {
    const { html, text } = orderConfirmationEmail(
      confirmation({
        companyName: '<script>alert("x")</script> & Sons',
        firstName: '<b>Ada</b>',
        support: { hours: '9 < 5' },
      }),
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Ada')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons')
    expect(html).toContain('9 &lt; 5')
    expect(text).toContain('<script>alert("x")</script> & Sons')
  })

  it('holds no password, SSN or card data, whatever the order carries', () => {
    const secrets = {
      password: 'correct horse battery staple',
      passwordHash: 'scrypt$secret',
      ssn: '078-05-1120',
      squareSourceId: 'cnon:card-nonce-ok',
    }
    const { lines, total } = chargedLines({ ...order, ...secrets } as ConfirmedOrder)
    const mail = JSON.stringify(orderConfirmationEmail(confirmation({ lines, total })))
    for (const secret of Object.values(secrets)) expect(mail).not.toContain(secret)
  })
})

describe('email settings', () => {
  it('splits EMAIL_FROM into a name and an address, with a default', () => {
    expect(parseFrom('Formation <hello@formation.example>')).toEqual({
      name: 'Formation',
      address: 'hello@formation.example',
    })
    expect(parseFrom('"Acme Filings" <filings@acme.example>')).toEqual({
      name: 'Acme Filings',
      address: 'filings@acme.example',
    })
    expect(parseFrom('orders@acme.example')).toEqual({
      name: 'Formation',
      address: 'orders@acme.example',
    })
    expect(parseFrom(undefined).address).toBe('hello@formation.example')
  })

  it('links the password reset to the admin on the public address, escaped', () => {
    const link = resetUrl('https://formation.example', 'abc123')
    expect(link).toBe('https://formation.example/admin/reset/abc123')
    expect(passwordResetHtml(link)).toContain(`href="${link}"`)
  })
})

describe('the confirmation’s next steps', () => {
  it('say first that one step is left, the filing details, with the order page', () => {
    const { text, html } = orderConfirmationEmail(confirmation())
    const steps = text.slice(text.indexOf('What happens next'))
    expect(steps).toMatch(
      /^What happens next\n1\. One step is left, and it is yours: give us the details Delaware's form asks for .* on your order page: \{\{order-page:1042\}\}/,
    )
    expect(html).toContain('One step is left, and it is yours')
  })
})
