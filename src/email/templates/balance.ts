import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'

/** What the customer hears about a state-fee balance: asked for, reminded of, or paid. */
export type BalanceNotice = {
  kind: 'due' | 'reminder' | 'paid'
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  /** Already formatted ("$20.00"). */
  amount: string
  stateFee: string
  /** What the customer had paid towards it. */
  paid: string
  /** The company is filed already (the fee was confirmed after filing). */
  filed: boolean
  /** Where the state's fee was read, when known. */
  source?: string | null
  /** The order page's link (a placeholder until sent: src/email/orderLinks.ts). */
  orderPage: string
  siteName: string
  support: Support
}

const SUBJECTS: Record<BalanceNotice['kind'], (n: BalanceNotice) => string> = {
  due: (n) => `Balance due: ${n.amount} for ${n.companyName} (order ${n.orderNumber})`,
  reminder: (n) => `Reminder: ${n.amount} is still due for ${n.companyName}`,
  paid: (n) => `Balance of ${n.amount} paid for ${n.companyName}`,
}

/**
 * "Balance due: $20.00, because the state's fee is $110": the difference, where the fee was read,
 * and that we file once it is paid; or the receipt of its payment.
 */
export function balanceEmail(notice: BalanceNotice): {
  subject: string
  text: string
  html: string
} {
  const because = `${notice.stateName}'s fee for filing ${notice.companyName} is ${notice.stateFee}; you had paid ${notice.paid} towards it.`
  const lead =
    notice.kind === 'paid'
      ? `We received your payment of ${notice.amount}, the balance of the state's fee for order ${notice.orderNumber}. Nothing more is due, and we go on with your filing.`
      : `A balance of ${notice.amount} is due on order ${notice.orderNumber}, because the state's fee is ${notice.stateFee}.`
  const why = notice.kind === 'paid' ? null : because
  const source =
    notice.kind !== 'paid' && notice.source ? `Where the fee was read: ${notice.source}` : null
  const next =
    notice.kind === 'paid'
      ? `Your order page shows the payment: ${notice.orderPage}`
      : `${notice.filed ? 'Please pay it' : 'We file your company once it is paid. Pay it'} by card on your order page: ${notice.orderPage}`
  const text = [
    `Hello${notice.firstName ? ` ${notice.firstName}` : ''},`,
    '',
    lead,
    ...(why ? [why] : []),
    ...(source ? [source] : []),
    '',
    next,
    '',
    ...supportLines(notice.support),
    '',
    notice.siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title: notice.kind === 'paid' ? `${notice.amount} received` : `Balance due: ${notice.amount}`,
    body: `<p>Hello${notice.firstName ? ` ${h(notice.firstName)}` : ''},</p>
<p>${h(lead)}${why ? ` ${h(why)}` : ''}</p>
${source && notice.source ? `<p>Where the fee was read: <a href="${h(notice.source)}">${h(notice.source)}</a></p>` : ''}
<p>${notice.kind === 'paid' ? 'Your order page shows the payment.' : notice.filed ? 'Please pay it by card.' : 'We file your company once it is paid.'} <a href="${h(notice.orderPage)}">${notice.kind === 'paid' ? 'Your order page' : 'Pay it on your order page'}</a>.</p>`,
    support: notice.support,
    siteName: notice.siteName,
  })
  return { subject: SUBJECTS[notice.kind](notice), text, html }
}
