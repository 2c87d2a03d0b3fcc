import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Form } from '@/payload-types'

import { jobApplication } from '../fixtures/jobApplication'
import { testPayload } from './helpers'
import { newAddress, removeStaffMembers, rest, staffMember } from './orders/helpers'

/**
 * Storage that refuses writes (a read-only, full or missing folder) is the server's fault: the
 * visitor gets 503 with a message that blames nothing they sent, the people on call an ALERT
 * line. The folder is "inside" a plain file, as email.test.ts does for mail: the one fault a
 * test can cause whether it runs as root (whom permissions do not stop) or not. Only this
 * process's collection settings change, and they are put back.
 */

let payload: Payload
let staff: Record<string, string>
let scratch: string
let blocked: string
let application: Form

const STORAGE = /fault in our storage, not in what you sent; please try again in a few minutes/

beforeAll(async () => {
  payload = await testPayload()
  staff = (await staffMember(payload, 'editor')).headers
  scratch = await mkdtemp(path.join(tmpdir(), 'storage-faults-'))
  await writeFile(path.join(scratch, 'not-a-folder'), '')
  blocked = path.join(scratch, 'not-a-folder', 'files')
  const forms = await payload.find({
    collection: 'forms',
    where: { title: { equals: 'Job application' } },
    overrideAccess: true,
  })
  application = forms.docs[0]!
})

afterAll(async () => {
  await removeStaffMembers(payload)
  await rm(scratch, { recursive: true, force: true })
})

type UploadSlug = 'media' | 'submission-files'

/** Runs `task` while `collection` stores its files in a folder that cannot be made. */
async function withBlockedFolder<T>(collection: UploadSlug, task: () => Promise<T>): Promise<T> {
  const upload = payload.collections[collection].config.upload
  const staticDir = upload.staticDir
  upload.staticDir = blocked
  try {
    return await task()
  } finally {
    upload.staticDir = staticDir
  }
}

const count = async (collection: UploadSlug | 'form-submissions') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** The ALERT lines logged while `task` runs. */
async function alertsDuring(task: () => Promise<unknown>): Promise<string[]> {
  const errors = vi.spyOn(payload.logger, 'error')
  try {
    await task()
    return errors.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.startsWith('ALERT'))
  } finally {
    errors.mockRestore()
  }
}

describe('storage that refuses writes', () => {
  it('answers a staff upload 503 with an ALERT, and stores nothing', async () => {
    const before = await count('media')
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2563eb' },
    })
      .png()
      .toBuffer()
    let answer: Awaited<ReturnType<typeof rest>> | undefined
    const alerts = await alertsDuring(async () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'team.png')
      form.append('_payload', JSON.stringify({ alt: 'The team' }))
      answer = await withBlockedFolder('media', () =>
        rest('POST', 'media', { body: form, headers: staff }),
      )
    })
    expect(answer!.status).toBe(503)
    expect(answer!.headers.get('retry-after')).toBe('300')
    expect(answer!.json.errors[0].message).toMatch(STORAGE)
    expect(alerts).toEqual([
      `ALERT: files cannot be stored (ENOTDIR on mkdir in ${path.join(scratch, 'not-a-folder')}): uploads are answered 503 until the storage is writable again.`,
    ])
    expect(await count('media')).toBe(before)
  })

  it('refuses a job application with a résumé whole, 503, without blaming the résumé', async () => {
    const before = {
      submissions: await count('form-submissions'),
      files: await count('submission-files'),
    }
    let answer: Awaited<ReturnType<typeof rest>> | undefined
    const alerts = await alertsDuring(async () => {
      const body = await jobApplication(application.id)
      answer = await withBlockedFolder('submission-files', () =>
        rest('POST', 'form-submissions', { body, address: newAddress() }),
      )
    })
    expect(answer!.status).toBe(503)
    expect(answer!.json.errors).toEqual([{ message: expect.stringMatching(STORAGE) }])
    expect(answer!.text).not.toMatch(/resume|grace-hopper|invalid|not-a-folder/i)
    expect(alerts).toHaveLength(1)
    expect(await count('form-submissions')).toBe(before.submissions)
    expect(await count('submission-files')).toBe(before.files)
  })
})
