import { longDate } from '@/utilities/dates'

import { escapeHtml as h } from './escape'
import { customerEmailHtml, stepsHtml, type Support, supportLines } from './layout'

/** What the customer hears when staff file the company or complete the order. */
export type OrderStatusUpdate = {
  status: 'filed_with_state' | 'completed'
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  /** YYYY-MM-DD. */
  filedOn?: string | null
  confirmationNumber?: string | null
  documentCount: number
  einNumber?: string | null
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
      `Documents: ${update.documentCount} ${update.documentCount === 1 ? 'document' : 'documents'}`,
      ...(update.einNumber ? [`EIN: ${update.einNumber}`] : []),
    ],
  }
}

function nextSteps(update: OrderStatusUpdate): string[] {
  const portal = update.portalUrl
    ? ` in the customer portal: ${update.portalUrl}`
    : ' in the customer portal.'
  if (update.status === 'filed_with_state')
    return [
      `${update.stateName} now reviews the filing; a typical state review takes about 3 weeks.`,
      `We email you as soon as the state approves it, with your formation documents.`,
      `Follow the filing${portal}`,
    ]
  return [
    `Download your formation documents${portal}`,
    `Keep them with your company records; your bank will ask for them when you open an account.`,
    `Most states require a yearly or two-yearly report from your company: reply to this email if you would like our help with it.`,
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

function html(update: OrderStatusUpdate): string {
  const { title, lead, facts } = summary(update)
  return customerEmailHtml({
    title,
    body: `<p>Hello${update.firstName ? ` ${h(update.firstName)}` : ''},</p>
<p>${h(lead)}</p>
<p>Order number: <strong>${h(update.orderNumber)}</strong><br>${facts.map(h).join('<br>')}</p>
<h2 style="font-size:16px;margin:20px 0 8px">What comes next</h2>
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
