import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'

/** What the customer hears when money goes back to their card. */
export type RefundNotice = {
  orderNumber: string
  firstName?: string | null
  companyName: string
  /** This refund and the order's totals, already formatted ("$50.00"). */
  amount: string
  refundedSoFar: string
  charged: string
  full: boolean
  /** Why, when the customer should hear it (the state's fee turned out lower). */
  why?: string
  /** The order page's link (a placeholder until sent: src/email/orderLinks.ts). */
  orderPage: string
  siteName: string
  support: Support
}

/** "We refunded $50.00 to your card", with what is left of the charge and where to see it. */
export function refundEmail(notice: RefundNotice): { subject: string; text: string; html: string } {
  const lead = `We refunded ${notice.amount} of order ${notice.orderNumber} (${notice.companyName}) to the card you paid with.${notice.why ? ` ${notice.why}` : ''}`
  const total = notice.full
    ? `That refunds the whole charge of ${notice.charged}.`
    : `Refunded so far: ${notice.refundedSoFar} of the ${notice.charged} charged.`
  const when =
    'Your bank shows the refund on your statement once it has processed it, usually within a few business days.'
  const page = `Your order page lists every payment and refund: ${notice.orderPage}`
  const text = [
    `Hello${notice.firstName ? ` ${notice.firstName}` : ''},`,
    '',
    lead,
    total,
    when,
    '',
    page,
    '',
    ...supportLines(notice.support),
    '',
    notice.siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title: `${notice.amount} refunded`,
    body: `<p>Hello${notice.firstName ? ` ${h(notice.firstName)}` : ''},</p>
<p>${h(lead)} ${h(total)}</p>
<p>${h(when)}</p>
<p><a href="${h(notice.orderPage)}">Your order page</a> lists every payment and refund.</p>`,
    support: notice.support,
    siteName: notice.siteName,
  })
  return { subject: `Refund of ${notice.amount} for order ${notice.orderNumber}`, text, html }
}
