import type { Payload, PayloadRequest } from 'payload'

import { EMAIL_QUEUE, type EmailInput } from './sendEmailTask'

type Target = { req: PayloadRequest; payload?: never } | { payload: Payload; req?: never }

/**
 * Queues one message on the email queue; the queue's runner sends it and retries it when the
 * mail server fails. Given the caller's `req`, the job is part of its transaction: it exists
 * only if the caller's change is committed.
 */
export async function queueEmail(args: Target & EmailInput): Promise<void> {
  const { req, to, subject, text, html, replyTo, unsubscribeUrl } = args
  const payload = req?.payload ?? args.payload!
  await payload.jobs.queue({
    task: 'sendEmail',
    queue: EMAIL_QUEUE,
    input: {
      to,
      subject,
      text,
      html: html ?? null,
      replyTo: replyTo ?? null,
      unsubscribeUrl: unsubscribeUrl ?? null,
    },
    ...(req ? { req } : {}),
  })
}

let warnedNoStaffAddress = false

/**
 * Where staff notifications go: Site settings' notification email, else STAFF_EMAIL; null when
 * neither is set (then no staff mail is queued, and the log says so once).
 */
export async function staffNotificationAddress(
  payload: Payload,
  req?: PayloadRequest,
): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const address = settings?.notificationEmail || process.env.STAFF_EMAIL || null
  if (!address && !warnedNoStaffAddress) {
    warnedNoStaffAddress = true
    payload.logger.warn(
      'Email: no staff address (Site settings › Notification email, or STAFF_EMAIL); staff notifications are not sent.',
    )
  }
  return address
}
