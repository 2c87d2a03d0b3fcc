import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'
import { stateLinkLines, stateLinksHtml } from './stateLinks'

/** What the customer hears when they stop our registered agent service. */
export type AgentStoppedNotice = {
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  /** The service's last day, formatted ("December 6, 2027"). */
  lastDay: string
  /** It stopped at once (today), rather than at the end of the period. */
  ended: boolean
  /** The period that ends is a year the customer paid for (not the free one). */
  paidYear?: boolean
  /** Stopped at once: what goes back of the years paid for ("$93.75"), if anything. */
  refund?: string | null
  /** Automatic renewal was on: its saved card is removed with the stop ("Visa ending 1111"). */
  savedCard?: string | null
  /** What the state needs now, in one sentence (src/order/agentService.ts). */
  stateNeeds: string
  /** The state's own pages, where its record has them. */
  feePage?: string | null
  filingPortal?: string | null
  orderPage: string
  siteName: string
  support: Support
}

export function agentStoppedEmail(notice: AgentStoppedNotice): {
  subject: string
  text: string
  html: string
} {
  const lead = notice.ended
    ? `You stopped our registered agent service for ${notice.companyName} in ${notice.stateName}: it ended today, ${notice.lastDay}.`
    : `You stopped our registered agent service for ${notice.companyName} in ${notice.stateName}. We stay its registered agent until ${notice.lastDay}, and nothing renews after that.`
  const refund = !notice.paidYear
    ? 'Nothing was charged for the service, so there is nothing to refund.'
    : !notice.ended
      ? 'The year you paid for is served to its end, and nothing more is charged.'
      : notice.refund
        ? `The whole months left of the year you paid for, ${notice.refund}, are refunded to your card; a separate email confirms the refund.`
        : 'Less than a month was left of the year you paid for, so nothing is refunded.'
  const card = notice.savedCard
    ? ` Automatic renewal is off: your ${notice.savedCard} is removed, and nothing more is charged to it.`
    : ''
  const links = stateLinkLines(notice)
  const text = [
    `Hello${notice.firstName ? ` ${notice.firstName}` : ''},`,
    '',
    lead,
    refund + card,
    '',
    notice.stateNeeds,
    ...links,
    '',
    `Your order page (order ${notice.orderNumber}): ${notice.orderPage}`,
    '',
    ...supportLines(notice.support),
    '',
    notice.siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title: 'Registered agent service stopped',
    body: `<p>Hello${notice.firstName ? ` ${h(notice.firstName)}` : ''},</p>
<p>${h(lead)} ${h(refund + card)}</p>
<p>${h(notice.stateNeeds)}</p>
${stateLinksHtml(notice)}
<p><a href="${h(notice.orderPage)}">Your order page</a> (order ${h(notice.orderNumber)}).</p>`,
    support: notice.support,
    siteName: notice.siteName,
  })
  return {
    subject: `Registered agent service stopped: ${notice.companyName}`,
    text,
    html,
  }
}
