import type { BeforeEmail } from '@payloadcms/plugin-form-builder/types'

import { queueEmail } from '@/email/queueEmail'

const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()

/**
 * The emails staff set on a form (an auto-reply to the visitor, a copy to a team) go through the
 * same retrying queue as every other mail instead of being sent during the visitor's request,
 * so a slow or failing mail server never fails or delays a submission.
 */
export const queueFormEmails: BeforeEmail = async (emails, { req }) => {
  for (const email of emails) {
    if (!email.to) continue
    await queueEmail({
      req,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: textOf(email.html),
      replyTo: email.replyTo || undefined,
    })
  }
  return []
}
