import { escapeHtml as h } from './escape'
import { customerEmailHtml, stepsHtml, type Support, supportLines } from './layout'

/** What the customer hears while the filing details are theirs to give or to change. */
export type FilingDetailsMail = {
  kind: 'changes_requested' | 'reminder'
  orderNumber: string
  firstName?: string | null
  companyName: string
  stateName: string
  /** Staff's message, with a change request. */
  message?: string | null
  /** The sections staff named, as the page titles them. */
  sections?: string[]
  /** The order page's link (a placeholder until sent: src/email/orderLinks.ts). */
  orderPage: string
  siteName: string
  support: Support
}

function words(mail: FilingDetailsMail) {
  if (mail.kind === 'changes_requested')
    return {
      subject: `Order ${mail.orderNumber}: please check your filing details`,
      title: 'Please check your filing details',
      lead: `Before we file ${mail.companyName} with ${mail.stateName}, we need you to look at some of your filing details again.`,
      steps: [
        `Open your order page: ${mail.orderPage}`,
        mail.sections?.length
          ? `Change what we asked in: ${mail.sections.join(', ')}.`
          : 'Change what we asked, then submit again.',
        'Press "Submit for filing": we file as soon as the details are right.',
      ],
    }
  return {
    subject: `Order ${mail.orderNumber}: one step left before we file ${mail.companyName}`,
    title: 'One step left: your filing details',
    lead: `We cannot file ${mail.companyName} with ${mail.stateName} until you give the details the state's form asks for. It takes about 10 minutes, and it saves as you go.`,
    steps: [
      `Open your order page: ${mail.orderPage}`,
      'Fill in each section under "Your filing details", then press "Submit for filing".',
      'We review them and file with the state; you can follow every step on the same page.',
    ],
  }
}

/** The email, as plain text and simple HTML. */
export function filingDetailsEmail(mail: FilingDetailsMail) {
  const { subject, title, lead, steps } = words(mail)
  const hello = `Hello${mail.firstName ? ` ${mail.firstName}` : ''},`
  const message = mail.message ? ['', 'Our note:', mail.message] : []
  const text = [
    hello,
    '',
    lead,
    ...message,
    '',
    `Order number: ${mail.orderNumber}`,
    '',
    'What to do',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    'Questions? Reply to this email or contact us.',
    ...supportLines(mail.support),
    '',
    mail.siteName,
  ].join('\n')
  const html = customerEmailHtml({
    title,
    body: `<p>${h(hello)}</p>
<p>${h(lead)}</p>
${mail.message ? `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #94a3b8;white-space:pre-wrap">${h(mail.message)}</blockquote>` : ''}
<p>Order number: <strong>${h(mail.orderNumber)}</strong></p>
<h2 style="font-size:16px;margin:20px 0 8px">What to do</h2>
${stepsHtml(steps)}`,
    support: mail.support,
    siteName: mail.siteName,
  })
  return { subject, text, html }
}
