import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { createFileTransporter } from './fileTransport'

const DEFAULT_FROM = 'Formation <hello@formation.example>'

/** `Name <address>` or a bare address → the adapter's default sender. */
export function parseFrom(value: string | undefined): { name: string; address: string } {
  const from = value?.trim() || DEFAULT_FROM
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  if (named) return { name: named[1]!.trim() || 'Formation', address: named[2]!.trim() }
  return { name: 'Formation', address: from }
}

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : /^(1|true|yes)$/i.test(value)

/**
 * The SMTP transport from SMTP_URL, or SMTP_HOST with its port, user, password and TLS flag;
 * null when neither is set. Only these settings ever see the password: nothing here logs them.
 */
export function smtpTransport(env: NodeJS.ProcessEnv = process.env) {
  if (env.SMTP_URL) return nodemailer.createTransport(env.SMTP_URL)
  if (!env.SMTP_HOST) return null
  const port = Number(env.SMTP_PORT) || 587
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port,
    secure: flag(env.SMTP_SECURE) ?? port === 465,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
  })
}

/**
 * Payload's email: SMTP when configured, else every message written as a `.eml` file under
 * MAIL_DIR (default `.data/mail`). The SMTP server is checked once Payload starts, in the
 * background, so an unreachable server never delays the site; its answer is logged without the
 * connection settings.
 */
export async function emailAdapter(): Promise<EmailAdapter> {
  const { name, address } = parseFrom(process.env.EMAIL_FROM)
  const smtp = smtpTransport()
  const adapter = await nodemailerAdapter({
    defaultFromName: name,
    defaultFromAddress: address,
    transport: smtp ?? createFileTransporter(),
    skipVerify: true,
  })
  let checked = false
  return (args) => {
    if (smtp && !checked) {
      checked = true
      smtp.verify().catch((error: NodeJS.ErrnoException) => {
        args.payload.logger.error(
          `Email: the SMTP server refused or did not answer (${error.code ?? 'error'}).`,
        )
      })
    }
    return adapter(args)
  }
}
