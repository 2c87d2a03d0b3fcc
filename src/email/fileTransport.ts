import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { dataFolders } from '@/utilities/dataFolders'

/** Where local mail lands: MAIL_DIR, else `mail` under DATA_DIR (read at every send). */
export const mailDir = (): string => dataFolders().mail

const readMessage = (mail: MailMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const stream = mail.message.createReadStream()
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => resolve(Buffer.concat(chunks)))
  })

/** A file name that sorts by time, then tells messages of the same millisecond apart. */
const fileName = (messageId: string): string => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const id = messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9@._-]/g, '_')
  return `${stamp}_${id}.eml`
}

/**
 * Writes each message as one `.eml` file instead of sending it: the site's mail where no SMTP
 * server is configured, so local runs and tests can open what a customer would receive.
 */
export const fileTransport: Transport<SMTPTransport.SentMessageInfo> = {
  name: 'mail-dir',
  version: '1.0.0',
  send(mail, callback) {
    const messageId = mail.message.messageId()
    const envelope = mail.message.getEnvelope()
    const dir = mailDir()
    void (async () => {
      const raw = await readMessage(mail)
      await mkdir(dir, { recursive: true })
      await writeFile(path.join(dir, fileName(messageId)), raw)
      return raw
    })().then(
      (raw) =>
        callback(null, {
          envelope,
          messageId,
          accepted: envelope.to,
          rejected: [],
          pending: [],
          response: `written to ${dir} (${raw.length} bytes)`,
        } as SMTPTransport.SentMessageInfo),
      (error: Error) => callback(error, undefined as unknown as SMTPTransport.SentMessageInfo),
    )
  },
}

export const createFileTransporter = () => nodemailer.createTransport(fileTransport)
