import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll } from 'vitest'

import { decodedMail } from '../mailText'

/**
 * A mail folder of the test file's own: MAIL_DIR points at it while the file runs, so the mail
 * this file sends never meets another file's. Call it at the top of the file.
 */
export function ownMailFolder(prefix: string): { mails: () => Promise<string[]> } {
  const saved = process.env.MAIL_DIR
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`))
    process.env.MAIL_DIR = dir
  })
  afterAll(async () => {
    if (saved === undefined) delete process.env.MAIL_DIR
    else process.env.MAIL_DIR = saved
    await rm(dir, { recursive: true, force: true })
  })
  return {
    /** Every message written so far, oldest first, decoded. */
    mails: async () => {
      const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort()
      return Promise.all(
        files.map(async (file) => decodedMail(await readFile(path.join(dir, file), 'utf8'))),
      )
    },
  }
}
