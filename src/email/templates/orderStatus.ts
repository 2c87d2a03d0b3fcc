import type { StateFee } from '@/payload-types'
import { stateProcessing } from '@/states/processingTime'
import { longDate } from '@/utilities/dates'

import { escapeHtml as h } from './escape'
import { customerEmailHtml, stepsHtml, type Support, supportLines } from './layout'

/** What the customer hears when staff file the company or complete the order. */
export type OrderStatusUpdate = {
  status: 'filed_with_state' | 'completed'
  /** How long the state takes, from its record: said, with where it comes from, or unknown. */
  processing?: StateFee['processing']
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  /** YYYY-MM-DD. */
  filedOn?: string | null
  confirmationNumber?: string | null
  documentCount: number
  /** Completed: each item the order included and what it delivered, one line each. */
  included?: string[]
  einNumber?: string | null
  /** The order page's link (a placeholder until sent: src/email/orderLinks.ts). */
  orderPage: string
  /** The company's first recurring report, from its compliance calendar, when it has a date. */
  firstReport?: { title: string; due: string; amount: string } | null
  portalUrl: string | null
  siteName: string
  support: Support
}

const dayOf = (isoDay: string) => longDate(`${isoDay.slice(0, 10)}T12:00:00Z`)

function summary(update: OrderStatusUpdate): { title: string; lead: string; facts: string[] } {
  const filed = [
    update.filedOn ? `Filed on: ${dayOf(update.filedOn)}` : null,
    update.confirmationNumber ? `State confirmation number: ${update.confirmationNumber}` : null,
  ].filter((fact): fact is string => Boolean(fact))
  if (update.status === 'filed_with_state')
    return {
      title: `${update.companyName} is filed with ${update.stateName}`,
      lead: `We filed the formation documents of ${update.companyName} with ${update.stateName}.`,
      facts: filed,
    }
  return {
    title: `${update.companyName} is formed`,
    lead: `Your order is complete: ${update.stateName} approved ${update.companyName} and your documents are ready.`,
    facts: [
      ...filed,
      `Documents from the state: ${update.documentCount}`,
      ...(update.einNumber ? [`EIN: ${update.einNumber}`] : []),
    ],
  }
}

/** "Your first annual report is due on …", or why there is no date. */
function reportLine(update: OrderStatusUpdate): string {
  const report = update.firstReport
  if (!report)
    return `We do not know yet when ${update.stateName} first asks for a report from your company; your order page will say as soon as we do.`
  return `Your first ${report.title} is due on ${report.due}: ${report.amount}. Your order page lists every deadline for the next three years and adds them to your calendar.`
}

function nextSteps(update: OrderStatusUpdate): string[] {
  const page = `on your order page: ${update.orderPage}`
  if (update.status === 'filed_with_state')
    return [
      stateProcessing(update.stateName, update.processing, 'reviews').replace(' then ', ' now '),
      `We email you as soon as the state approves it, with your formation documents.`,
      `Follow the filing ${page}`,
      reportLine(update),
    ]
  return [
    `Download your formation documents ${page}`,
    `Keep them with your company records; your bank will ask for them when you open an account.`,
    reportLine(update),
    `Reply to this email if you would like us to file your reports for you.`,
  ]
}

function text(update: OrderStatusUpdate): string {
  const { lead, facts } = summary(update)
  return [
    `Hello${update.firstName ? ` ${update.firstName}` : ''},`,
    '',
    lead,
    '',
    `Order number: ${update.orderNumber}`,
    ...facts,
    ...(update.included?.length
      ? ['', 'Included in your order', ...update.included.map((line) => `- ${line}`)]
      : []),
    '',
    'What comes next',
    ...nextSteps(update).map((step, i) => `${i + 1}. ${step}`),
    '',
    'Questions? Reply to this email or contact us.',
    ...supportLines(update.support),
    '',
    update.siteName,
  ].join('\n')
}

function includedHtml(included: string[] | undefined): string {
  if (!included?.length) return ''
  return `<h2 style="font-size:16px;margin:20px 0 8px">Included in your order</h2>
<ul>${included.map((line) => `<li>${h(line)}</li>`).join('')}</ul>
`
}

function html(update: OrderStatusUpdate): string {
  const { title, lead, facts } = summary(update)
  return customerEmailHtml({
    title,
    body: `<p>Hello${update.firstName ? ` ${h(update.firstName)}` : ''},</p>
<p>${h(lead)}</p>
<p>Order number: <strong>${h(update.orderNumber)}</strong><br>${facts.map(h).join('<br>')}</p>
${includedHtml(update.included)}<h2 style="font-size:16px;margin:20px 0 8px">What comes next</h2>
${stepsHtml(nextSteps(update))}`,
    support: update.support,
    siteName: update.siteName,
  })
}

/** The customer's email about a filed or completed order, as plain text and simple HTML. */
export function orderStatusEmail(update: OrderStatusUpdate): {
  subject: string
  text: string
  html: string
} {
  const subject =
    update.status === 'filed_with_state'
      ? `Order ${update.orderNumber}: ${update.companyName} is filed with ${update.stateName}`
      : `Order ${update.orderNumber}: ${update.companyName} is formed`
  return { subject, text: text(update), html: html(update) }
}
