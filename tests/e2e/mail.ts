/** The server's mail, as `.eml` files under MAIL_DIR (scripts/test.ts sets it for both). */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'

import { decodedMail } from '../mailText'

const mailDir = () => {
  const dir = process.env.MAIL_DIR
  if (!dir) throw new Error('MAIL_DIR is not set: run the end-to-end tests with `npm test`.')
  return dir
}

/** The messages that mention `needle`, quoted-printable undone. */
export async function mailsAbout(needle: string): Promise<string[]> {
  const files = (await readdir(mailDir()).catch(() => [])).filter((file) => file.endsWith('.eml'))
  const texts = await Promise.all(files.map((file) => readFile(path.join(mailDir(), file), 'utf8')))
  return texts.map(decodedMail).filter((text) => text.includes(needle))
}

/** Waits for the message about `needle` whose text matches `pattern`, and gives the first match. */
export async function linkInMail(
  needle: string,
  which: RegExp,
  pattern: RegExp,
  timeout = 60_000,
): Promise<string> {
  let found = ''
  await expect
    .poll(
      async () => {
        const mail = (await mailsAbout(needle)).find((text) => which.test(text))
        found = pattern.exec(mail ?? '')?.[0] ?? ''
        return found
      },
      { timeout, message: `an email about ${needle} matching ${which}` },
    )
    .not.toBe('')
  return found
}

/** The order page's path from the confirmation email, as the customer would follow it. */
export const linkFromConfirmation = (company: string) =>
  linkInMail(company, /confirmed/, /\/order\/[A-Za-z0-9_-]{43}/)
