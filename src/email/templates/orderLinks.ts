import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'

/** One order in a "your order links" email; `link` is the page's placeholder (src/email/orderLinks.ts). */
export type LinkedOrder = {
  orderNumber: string
  companyName: string
  stateName: string
  link: string
}

/** The answer to "Lost your link?": each order of the address with its page. */
export function orderLinksEmail(args: {
  orders: LinkedOrder[]
  siteName: string
  support: Support
  /** Staff made a new link: the one the customer had no longer works. */
  reissued?: boolean
}): { subject: string; text: string; html: string } {
  const { orders, siteName, support, reissued } = args
  const one = orders.length === 1
  const lead = reissued
    ? 'We made a new link to your order page; the one we sent before no longer works. Here it is:'
    : one
      ? 'You asked for the link to your order page. Here it is:'
      : `You asked for the links to your order pages. Here are your ${orders.length} orders:`
  const line = (order: LinkedOrder) =>
    `Order ${order.orderNumber}: ${order.companyName} (${order.stateName})`
  const text = [
    'Hello,',
    '',
    lead,
    '',
    ...orders.flatMap((order) => [line(order), order.link, '']),
    'Anyone with a link can see that order, so keep it to yourself. If you did not ask for this email, you can ignore it.',
    '',
    ...supportLines(support),
    '',
    siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title: one ? 'Your order page' : 'Your order pages',
    body: `<p>Hello,</p>
<p>${h(lead)}</p>
<ul style="padding-left:20px">${orders
      .map(
        (order) =>
          `<li style="margin:0 0 8px"><a href="${h(order.link)}">${h(line(order))}</a></li>`,
      )
      .join('')}</ul>
<p>Anyone with a link can see that order, so keep it to yourself. If you did not ask for this email, you can ignore it.</p>`,
    support,
    siteName,
  })
  const subject = reissued
    ? 'A new link to your order page'
    : one
      ? 'Your order page'
      : 'Your order pages'
  return { subject, text, html }
}
