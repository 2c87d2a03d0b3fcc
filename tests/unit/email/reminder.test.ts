import { describe, expect, it } from 'vitest'

import type { Obligation } from '@/order/calendar'
import { reminderEmail } from '@/email/templates/reminder'

const report: Obligation = {
  kind: 'report',
  name: 'Annual Report',
  dueOn: '2027-05-15',
  amount: 300,
  final: true,
  rule: 'Every year by May 15',
  source: { confidence: 'official', url: 'https://sos.example.gov/fees', checkedOn: null },
}

const reminder = {
  firstName: 'Ada <b>',
  companyName: 'Acme & Sons LLC',
  title: 'Texas Annual Report',
  obligation: report,
  daysLeft: 30,
  filingPortal: 'https://direct.sos.example.gov/',
  orderPage: '{{order-page:42}}',
  calendarFile: '{{order-page:42/calendar.ics}}',
  unsubscribeUrl: 'https://formation.example/order/stop-reminders?t=42.sig',
  siteName: 'Formation',
  support: { email: 'help@example.com', hours: 'Monday to Friday 9 am to 5 pm EST' },
}

describe('the reminder email', () => {
  it('says what is due, when, for how much, by which rule, and where to file it', () => {
    const mail = reminderEmail(reminder)
    expect(mail.subject).toBe(
      "Reminder: Acme & Sons LLC's Texas Annual Report is due on May 15, 2027",
    )
    expect(mail.text).toContain('Due: May 15, 2027, in 30 days')
    expect(mail.text).toContain('Amount: $300 (final)')
    expect(mail.text).toContain('Rule: Every year by May 15 (source: https://sos.example.gov/fees)')
    expect(mail.text).toContain('File online: https://direct.sos.example.gov/')
    expect(mail.text).toContain('We can file it for you: reply to this email.')
    expect(mail.text).toContain('Support hours: Monday to Friday 9 am to 5 pm EST')
  })

  it('links the order page and its calendar by placeholder, and the one-click unsubscribe', () => {
    const mail = reminderEmail(reminder)
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('{{order-page:42}}')
      expect(part).toContain('{{order-page:42/calendar.ics}}')
      expect(part).toContain('https://formation.example/order/stop-reminders?t=42.sig')
    }
    expect(mail.text).toContain(
      'Stop these reminders: https://formation.example/order/stop-reminders',
    )
  })

  it('marks an estimate, leaves out an unknown portal, and counts the last days', () => {
    const estimate = {
      ...report,
      amount: 50,
      final: false,
      source: { confidence: 'single' as const },
    }
    const mail = reminderEmail({
      ...reminder,
      obligation: estimate,
      filingPortal: null,
      daysLeft: 1,
    })
    expect(mail.text).toContain('Amount: $50 (estimate)')
    expect(mail.text).toContain('Rule: Every year by May 15\n')
    expect(mail.text).not.toContain('File online')
    expect(mail.text).toContain('due on May 15, 2027, tomorrow.')
  })

  it('escapes what customers typed in the HTML', () => {
    const { html } = reminderEmail(reminder)
    expect(html).toContain('Acme &amp; Sons LLC&#39;s Texas Annual Report')
    expect(html).not.toContain('<b>')
  })
})
