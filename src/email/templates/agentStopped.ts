import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'

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
  const links = [
    ...(notice.filingPortal ? [`The state's filing portal: ${notice.filingPortal}`] : []),
    ...(notice.feePage ? [`The state's fee schedule: ${notice.feePage}`] : []),
  ]
  const text = [
    `Hello${notice.firstName ? ` ${notice.firstName}` : ''},`,
    '',
    lead,
    'Nothing was charged for the service, so there is nothing to refund.',
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
  const link = (label: string, url?: string | null) =>
    url ? `<a href="${h(url)}">${h(label)}</a>` : ''
  const html = customerEmailHtml({
    title: 'Registered agent service stopped',
    body: `<p>Hello${notice.firstName ? ` ${h(notice.firstName)}` : ''},</p>
<p>${h(lead)} Nothing was charged for the service, so there is nothing to refund.</p>
<p>${h(notice.stateNeeds)}</p>
${links.length ? `<p>${[link("The state's filing portal", notice.filingPortal), link("the state's fee schedule", notice.feePage)].filter(Boolean).join(' · ')}</p>` : ''}
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
