import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'
import { stateLinkLines, stateLinksHtml } from './stateLinks'

/** What the customer hears about renewing our registered agent (docs/registered-agent.md#renewing). */
export type AgentRenewalNotice = {
  /**
   * `notice`: a year ends soon (60, 30 and 7 days before); `renewed`: the receipt of a renewal;
   * `lapsed`: a year ended unrenewed, so the service ended; `autoRenewOn` / `autoRenewOff`:
   * automatic renewal with a saved card turned on (with what was agreed) or off; `cardDeclined`:
   * the saved card was declined, so it is off and the year must be paid on the order page.
   */
  kind: 'notice' | 'renewed' | 'lapsed' | 'autoRenewOn' | 'autoRenewOff' | 'cardDeclined'
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  /** "$125.00" */
  price: string
  /** The last day paid for so far, or served when lapsed ("November 19, 2027"). */
  lastDay: string
  /** The year a renewal buys (the year renewed, for the receipt): its first and last day. */
  nextFrom: string
  nextTo: string
  /** What the state needs once ours stops, in one sentence (src/order/agentService.ts). */
  stateNeeds: string
  feePage?: string | null
  filingPortal?: string | null
  receiptUrl?: string | null
  /** The card saved for automatic renewal ("Visa ending 1111, expires 12/2030"), when it is on. */
  savedCard?: string | null
  /** The day the saved card is charged ("November 16, 2027"). */
  chargeOn?: string | null
  /** What the customer agreed to when turning automatic renewal on, word for word. */
  consent?: string | null
  orderPage: string
  /** The order page's registered agent section, where it is renewed or stopped in one step. */
  agentPage: string
  siteName: string
  support: Support
}

function paragraphs(notice: AgentRenewalNotice): { subject: string; lines: string[] } {
  const company = `${notice.companyName} in ${notice.stateName}`
  switch (notice.kind) {
    case 'notice':
      if (notice.savedCard)
        return {
          subject: `Your registered agent renews on ${notice.chargeOn}: ${notice.price} to your saved card`,
          lines: [
            `Our registered agent service for ${company} is paid through ${notice.lastDay}.`,
            `Automatic renewal is on: on ${notice.chargeOn} we charge ${notice.price} to your ${notice.savedCard}, for the year from ${notice.nextFrom} to ${notice.nextTo}.`,
            `To turn automatic renewal off, or to stop the service, in one step before then: ${notice.agentPage}`,
          ],
        }
      return {
        subject: `Your registered agent is paid through ${notice.lastDay}: renew or stop`,
        lines: [
          `Our registered agent service for ${company} is paid through ${notice.lastDay}.`,
          `To keep it, renew on your order page: ${notice.price} for the year from ${notice.nextFrom} to ${notice.nextTo}. Nothing is charged unless you renew.`,
          `If you do not renew, the service ends after ${notice.lastDay}. ${notice.stateNeeds}`,
          `To renew, or to stop the service in one step: ${notice.agentPage}`,
        ],
      }
    case 'renewed':
      return {
        subject: `Registered agent renewed: ${notice.companyName}, until ${notice.nextTo}`,
        lines: [
          `Thank you: ${notice.price} is paid, and we are the registered agent of ${company} from ${notice.nextFrom} to ${notice.nextTo}.`,
          ...(notice.receiptUrl ? [`Square's receipt: ${notice.receiptUrl}`] : []),
          `You can stop the service on your order page at any time: stopped at once, the whole months left are refunded. ${notice.agentPage}`,
        ],
      }
    case 'autoRenewOn':
      return {
        subject: `Automatic renewal is on: ${notice.companyName}`,
        lines: [
          `Your ${notice.savedCard} is saved with our card processor, Square, to renew our registered agent service for ${company}. We never see or keep the card number.`,
          `You agreed: "${notice.consent}"`,
          `To turn automatic renewal off, in one step at any time: ${notice.agentPage}`,
        ],
      }
    case 'autoRenewOff':
      return {
        subject: `Automatic renewal is off: ${notice.companyName}`,
        lines: [
          `Automatic renewal of our registered agent service for ${company} is off, and your saved card is removed. Nothing more is charged to it.`,
          `The service is paid through ${notice.lastDay}. To keep it after that, renew on your order page: ${notice.agentPage}`,
        ],
      }
    case 'cardDeclined':
      return {
        subject: `Your saved card was declined: renew by ${notice.lastDay}`,
        lines: [
          `We tried to renew our registered agent service for ${company} with your ${notice.savedCard}, and the card was declined. Nothing was charged, and the card is removed.`,
          `The service is paid through ${notice.lastDay}. To keep it, renew on your order page before then: ${notice.price} for ${notice.nextFrom} to ${notice.nextTo}. ${notice.agentPage}`,
          `If you do not renew, the service ends after ${notice.lastDay}. ${notice.stateNeeds}`,
        ],
      }
    case 'lapsed':
      return {
        subject: `Registered agent service ended: ${notice.companyName}`,
        lines: [
          `The year of our registered agent service for ${company} ended on ${notice.lastDay} without a renewal, so we are no longer its registered agent. Nothing was charged.`,
          notice.stateNeeds,
        ],
      }
  }
}

export function agentRenewalEmail(notice: AgentRenewalNotice): {
  subject: string
  text: string
  html: string
} {
  const { subject, lines } = paragraphs(notice)
  const stateLinks =
    notice.kind === 'lapsed' || notice.kind === 'cardDeclined' || notice.kind === 'notice'
      ? stateLinkLines(notice)
      : []
  const hello = `Hello${notice.firstName ? ` ${notice.firstName}` : ''},`
  const text = [
    hello,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...stateLinks,
    ...(stateLinks.length ? [''] : []),
    `Your order page (order ${notice.orderNumber}): ${notice.orderPage}`,
    '',
    ...supportLines(notice.support),
    '',
    notice.siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title: subject,
    body: `<p>${h(hello)}</p>
${lines.map((line) => `<p>${h(line)}</p>`).join('\n')}
${stateLinks.length ? stateLinksHtml(notice) : ''}
<p><a href="${h(notice.orderPage)}">Your order page</a> (order ${h(notice.orderNumber)}).</p>`,
    support: notice.support,
    siteName: notice.siteName,
  })
  return { subject, text, html }
}
