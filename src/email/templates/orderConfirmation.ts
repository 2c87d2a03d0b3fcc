import type { StateFee } from '@/payload-types'
import { stateProcessing } from '@/states/processingTime'
import { formatDollars } from '@/utilities/money'

import { escapeHtml as h } from './escape'
import { customerEmailHtml, stepsHtml, type Support, supportLines } from './layout'

export type ConfirmationLine = { label: string; amount: number; included?: boolean }

/** What the confirmation shows, read from the paid order and the site's settings. */
export type OrderConfirmation = {
  orderNumber: string
  firstName?: string | null
  companyName: string
  entityType: string
  stateName: string
  packageLabel: string
  expedited: boolean
  /** How long the state takes, from its record: said, with where it comes from, or unknown. */
  processing?: StateFee['processing']
  /** The order page's link (a placeholder until the email is sent: src/email/orderLinks.ts). */
  orderPage: string
  lines: ConfirmationLine[]
  /** Whole dollars, as charged. */
  total: number
  /** Our registered agent after the free year, in one line ("Registered agent: first year free, …"). */
  agentOffer: string
  portalUrl: string | null
  siteName: string
  support: Support
}

/** Expedited filing takes about 2 business days, standard about 2 weeks (docs/product.md#filing-speed). */
const preparationTime = (expedited: boolean) =>
  expedited ? 'about 2 business days (expedited filing)' : 'about 2 weeks (standard filing)'

function nextSteps(order: OrderConfirmation): string[] {
  return [
    `One step is left, and it is yours: give us the details ${order.stateName}'s form asks for (who owns and runs the company, its addresses, its registered agent), on your order page: ${order.orderPage} It takes about 10 minutes and saves as you go.`,
    `We review your details and contact you if anything is missing.`,
    `We prepare and file your documents with ${order.stateName}: ${preparationTime(order.expedited)}.`,
    `${stateProcessing(order.stateName, order.processing)} We email you as soon as your company is approved.`,
    `Follow every step, see what your state will ask of the company each year and download your documents on the same page (keep its link to yourself).`,
    ...(order.portalUrl
      ? [
          `Your account: sign in to the customer portal with this email and the password you chose: ${order.portalUrl}`,
        ]
      : []),
  ]
}

const amountOf = (line: ConfirmationLine) =>
  line.included ? 'Included' : formatDollars(line.amount)

function text(order: OrderConfirmation): string {
  const width = Math.max(...order.lines.map((line) => line.label.length), 'Total charged'.length)
  const row = (label: string, amount: string) =>
    `  ${label.padEnd(width)}  ${amount.padStart('Included'.length)}`
  return [
    `Hello${order.firstName ? ` ${order.firstName}` : ''},`,
    '',
    `Thank you for your order. Your payment went through and we are starting on ${order.companyName}.`,
    '',
    `Order number: ${order.orderNumber}`,
    `Company: ${order.companyName}`,
    `Entity type: ${order.entityType}`,
    `State of formation: ${order.stateName}`,
    `Package: ${order.packageLabel}`,
    '',
    ...order.lines.map((line) => row(line.label, amountOf(line))),
    row('Total charged', formatDollars(order.total)),
    '',
    order.agentOffer,
    '',
    'What happens next',
    ...nextSteps(order).map((step, i) => `${i + 1}. ${step}`),
    '',
    'Questions? Reply to this email or contact us.',
    ...supportLines(order.support),
    '',
    `${order.siteName}`,
  ].join('\n')
}

const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb'

function html(order: OrderConfirmation): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${h(line.label)}</td><td style="${cell};text-align:right">${h(amountOf(line))}</td></tr>`,
    )
    .join('')
  return customerEmailHtml({
    title: 'Your order is confirmed',
    body: `<p>Hello${order.firstName ? ` ${h(order.firstName)}` : ''},</p>
<p>Thank you for your order. Your payment went through and we are starting on <strong>${h(order.companyName)}</strong>.</p>
<p>Order number: <strong>${h(order.orderNumber)}</strong><br>Company: ${h(order.companyName)}<br>Entity type: ${h(order.entityType)}<br>State of formation: ${h(order.stateName)}<br>Package: ${h(order.packageLabel)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">${rows}<tr><td style="padding:8px 0"><strong>Total charged</strong></td><td style="padding:8px 0;text-align:right"><strong>${h(formatDollars(order.total))}</strong></td></tr></table>
<p>${h(order.agentOffer)}</p>
<h2 style="font-size:16px;margin:20px 0 8px">What happens next</h2>
${stepsHtml(nextSteps(order))}`,
    support: order.support,
    siteName: order.siteName,
  })
}

/** The customer's order confirmation, as plain text and simple HTML. */
export function orderConfirmationEmail(order: OrderConfirmation): {
  subject: string
  text: string
  html: string
} {
  return {
    subject: `Order ${order.orderNumber} confirmed: ${order.companyName}`,
    text: text(order),
    html: html(order),
  }
}
