import type { TaskConfig } from 'payload'

import { isStorageFault } from '@/errors/storageFaults'
import { storageAlert } from '@/errors/unavailable'

import { fillOrderLinks } from './orderLinks'

export const EMAIL_QUEUE = 'email'

export type EmailInput = {
  to: string
  subject: string
  text: string
  html?: string | null
  replyTo?: string | null
  /** A reminder's one-click unsubscribe address (RFC 8058), sent as List-Unsubscribe. */
  unsubscribeUrl?: string | null
}

/** The part of an error that is safe to log: its code, else its first line without addresses. */
const reason = (error: unknown): string => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  if (code) return code
  return (message ?? 'unknown error')
    .split('\n')[0]!
    .replace(/\S+@\S+/g, '…')
    .slice(0, 200)
}

/**
 * Sends one message through Payload's email adapter. A failure is logged (never the message's
 * body), as an ALERT when the mail folder refuses writes, and thrown, so the job is retried
 * later: six attempts over about half an hour (30 s, then twice as long each time); then the
 * job keeps its error for staff to see.
 */
export const sendEmailTask: TaskConfig<{ input: EmailInput; output: object }> = {
  slug: 'sendEmail',
  label: 'Send an email',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'replyTo', type: 'text' },
    { name: 'unsubscribeUrl', type: 'text' },
  ],
  handler: async ({ input, req, job }) => {
    const { to, subject, replyTo, unsubscribeUrl } = input
    try {
      const [text, html] = await fillOrderLinks(req.payload, to, [input.text, input.html])
      await req.payload.sendEmail({
        to,
        subject,
        text: text ?? '',
        ...(html ? { html } : {}),
        ...(replyTo ? { replyTo } : {}),
        ...(unsubscribeUrl
          ? {
              list: { unsubscribe: unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      })
    } catch (error) {
      const attempt = `Email "${subject}" (job ${job.id}, attempt ${(job.totalTried ?? 0) + 1})`
      // Mail written to MAIL_DIR fails until someone makes the folder writable again.
      if (isStorageFault(error)) {
        const waits = `${attempt} failed and will be retried, as all mail will`
        req.payload.logger.error(storageAlert({ kind: 'storage', cause: error }, waits))
      } else {
        req.payload.logger.error(`${attempt} failed: ${reason(error)}; it will be retried.`)
      }
      throw error
    }
    return { output: {} }
  },
}

/**
 * Runs the email queue every 10 seconds in the server process, unless EMAIL_QUEUE_AUTORUN=false
 * or under tests, which run the queue themselves (`payload.jobs.run({ queue: 'email' })`).
 */
export const emailAutoRun = () =>
  process.env.EMAIL_QUEUE_AUTORUN === 'false' || process.env.NODE_ENV === 'test'
    ? []
    : [{ cron: '*/10 * * * * *', queue: EMAIL_QUEUE, limit: 20 }]
