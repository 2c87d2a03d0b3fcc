import type { Obligation } from '@/order/calendar'
import { amountWords, dueWords } from '@/order/calendarWords'

import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'

/** One reminder of a deadline of the customer's company (docs/customer-page.md#reminders). */
export type DeadlineReminder = {
  firstName?: string | null
  companyName: string
  /** "Texas Annual Report". */
  title: string
  obligation: Obligation
  /** Calendar days from the day it is sent to the due date. */
  daysLeft: number
  /** The state's online filing service, when its record has one. */
  filingPortal?: string | null
  /** The order page and its `.ics`, as placeholders the sender fills in (src/email/orderLinks.ts). */
  orderPage: string
  calendarFile: string
  /** Stops the company's reminders in one click, no login. */
  unsubscribeUrl: string
  siteName: string
  support: Support
}

const inDays = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`)

function facts(reminder: DeadlineReminder): [string, string][] {
  const { obligation } = reminder
  const rule = obligation.source.url
    ? `${obligation.rule} (source: ${obligation.source.url})`
    : obligation.rule
  return [
    ['Due', `${dueWords(obligation)}, ${inDays(reminder.daysLeft)}`],
    ['Amount', amountWords(obligation, obligation.kind)],
    ['Rule', rule],
    ...(reminder.filingPortal && !isElection(reminder)
      ? [['File online', reminder.filingPortal] as [string, string]]
      : []),
  ]
}

/** The S corporation election is the IRS's, and filing it is work the order paid us for. */
const isElection = (reminder: DeadlineReminder) => reminder.obligation.kind === 'election'

const offer = (reminder: DeadlineReminder) =>
  isElection(reminder)
    ? 'We file it for you with the IRS: reply to this email if anything about the company changed.'
    : 'We can file it for you: reply to this email.'

const lead = (reminder: DeadlineReminder) =>
  `${reminder.companyName}'s ${reminder.title} is due on ${dueWords(reminder.obligation)}, ${inDays(reminder.daysLeft)}.`

const whyLine = (reminder: DeadlineReminder) =>
  `You get this email because you asked for reminders of ${reminder.companyName}'s deadlines.`

function text(reminder: DeadlineReminder): string {
  return [
    `Hello${reminder.firstName ? ` ${reminder.firstName}` : ''},`,
    '',
    lead(reminder),
    '',
    ...facts(reminder).map(([term, value]) => `${term}: ${value}`),
    '',
    offer(reminder),
    '',
    `Your order page: ${reminder.orderPage}`,
    `Every deadline in your calendar app: ${reminder.calendarFile}`,
    '',
    whyLine(reminder),
    `Stop these reminders: ${reminder.unsubscribeUrl}`,
    '',
    'Questions? Reply to this email or contact us.',
    ...supportLines(reminder.support),
    '',
    reminder.siteName,
  ].join('\n')
}

const link = (href: string, label: string) =>
  `<a href="${h(href)}" style="color:#1d4ed8">${h(label)}</a>`

function html(reminder: DeadlineReminder): string {
  const rows = facts(reminder)
    .map(([term, value]) => {
      const shown = /^https?:\/\//.test(value) ? link(value, value) : h(value)
      return `<tr><td style="padding:4px 12px 4px 0;color:#4b5563;vertical-align:top">${h(term)}</td><td style="padding:4px 0">${shown}</td></tr>`
    })
    .join('')
  return customerEmailHtml({
    title: `${reminder.title}: due ${inDays(reminder.daysLeft)}`,
    body: `<p>Hello${reminder.firstName ? ` ${h(reminder.firstName)}` : ''},</p>
<p>${h(lead(reminder))}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>
<p><strong>${h(offer(reminder))}</strong></p>
<p>${link(reminder.orderPage, 'Your order page')} · ${link(reminder.calendarFile, 'Add every deadline to your calendar (.ics)')}</p>
<p style="font-size:13px;color:#4b5563">${h(whyLine(reminder))} ${link(reminder.unsubscribeUrl, 'Stop these reminders')}</p>`,
    support: reminder.support,
    siteName: reminder.siteName,
  })
}

/** The reminder email, as plain text and simple HTML. */
export function reminderEmail(reminder: DeadlineReminder): {
  subject: string
  text: string
  html: string
} {
  return {
    subject: `Reminder: ${reminder.companyName}'s ${reminder.title} is due on ${dueWords(reminder.obligation)}`,
    text: text(reminder),
    html: html(reminder),
  }
}
