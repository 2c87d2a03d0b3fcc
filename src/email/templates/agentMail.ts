import type { AgentMailKind } from '@/collections/AgentMail/kinds'
import { AGENT_MAIL_TITLES } from '@/collections/AgentMail/kinds'

import { escapeHtml as h } from './escape'
import { customerEmailHtml, type Support, supportLines } from './layout'

/** What the customer hears when our registered agent receives something for their company. */
export type AgentMailNotice = {
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  kind: AgentMailKind
  sender: string
  /** Formatted ("December 6, 2026"). */
  receivedOn: string
  /** The scan is on the order page now. */
  scanReady: boolean
  /** It arrived and its scan is still to come. */
  scanFollows: boolean
  orderPage: string
  siteName: string
  support: Support
}

export function agentMailEmail(notice: AgentMailNotice): {
  subject: string
  text: string
  html: string
} {
  const urgent = notice.kind === 'service_of_process'
  const title = AGENT_MAIL_TITLES[notice.kind]
  const lead = `As ${notice.companyName}'s registered agent in ${notice.stateName}, we received ${urgent ? 'legal papers served on the company (service of process)' : `a document for it (${title.toLowerCase()})`} from ${notice.sender} on ${notice.receivedOn}.`
  const deadline = urgent
    ? 'Papers like these may have a deadline to respond, often counted from the day they were received. Read them today, and speak to a lawyer if you are unsure what they ask. We cannot advise you on them.'
    : null
  const page = `your order page (order ${notice.orderNumber})`
  const scan = notice.scanReady
    ? `Download the scan on ${page}: ${notice.orderPage}`
    : notice.scanFollows
      ? `We are scanning it now and will email you again when it is on ${page}: ${notice.orderPage}`
      : `Your order page (order ${notice.orderNumber}): ${notice.orderPage}`
  const text = [
    `Hello${notice.firstName ? ` ${notice.firstName}` : ''},`,
    '',
    ...(urgent ? ['URGENT: legal papers for your company.', ''] : []),
    lead,
    ...(deadline ? [deadline] : []),
    '',
    scan,
    '',
    ...supportLines(notice.support),
    '',
    notice.siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title: urgent ? 'Urgent: legal papers for your company' : `${title} received`,
    body: `<p>Hello${notice.firstName ? ` ${h(notice.firstName)}` : ''},</p>
<p>${urgent ? '<strong>Urgent.</strong> ' : ''}${h(lead)}</p>
${deadline ? `<p><strong>${h(deadline)}</strong></p>` : ''}
<p>${notice.scanReady ? `<a href="${h(notice.orderPage)}">Download the scan on your order page</a>.` : notice.scanFollows ? `We are scanning it now and will email you again when it is on <a href="${h(notice.orderPage)}">your order page</a>.` : `<a href="${h(notice.orderPage)}">Your order page</a>.`}</p>`,
    support: notice.support,
    siteName: notice.siteName,
  })
  const subject = urgent
    ? `Urgent: legal papers served on ${notice.companyName}`
    : notice.scanReady && !notice.scanFollows
      ? `${title} for ${notice.companyName}: the scan is on your order page`
      : `${title} received for ${notice.companyName}`
  return { subject, text, html }
}
