import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { confirmUnconfirmedOrders } from '@/email/queueOrderConfirmation'
import { staffNotificationAddress } from '@/email/queueEmail'
import { serverUrl } from '@/utilities/serverUrl'

import { decodedMail } from '../mailText'
import { testPayload } from './helpers'
import {
  clientBody,
  newAddress,
  PASSWORD,
  payBody,
  postOrder,
  rest,
  SSN,
  storedOrder,
  withEnv,
} from './orders/helpers'

let payload: Payload
let mailDir: string
const savedMailDir = process.env.MAIL_DIR

async function mails(): Promise<string[]> {
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(
    files.map(async (file) => decodedMail(await readFile(path.join(mailDir, file), 'utf8'))),
  )
}

const mailsAbout = async (needle: string) => (await mails()).filter((mail) => mail.includes(needle))

const runEmailQueue = () => payload.jobs.run({ queue: 'email', limit: 100 })

const pendingEmailJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: 'email' } }, { completedAt: { exists: false } }] },
      sort: '-createdAt',
      depth: 0,
    })
  ).docs

async function payOrder(company: string) {
  const body = payBody({ llcname: company })
  const { status } = await postOrder('pay', body, { address: newAddress() })
  expect(status).toBe(200)
  return body
}

beforeAll(async () => {
  payload = await testPayload()
  mailDir = await mkdtemp(path.join(tmpdir(), 'formation-mail-'))
  process.env.MAIL_DIR = mailDir
  // Confirmations queued by other test files are not this file's to send.
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'email' } } })
})

afterAll(async () => {
  if (savedMailDir === undefined) delete process.env.MAIL_DIR
  else process.env.MAIL_DIR = savedMailDir
  await rm(mailDir, { recursive: true, force: true })
})

describe('order confirmation', () => {
  it('is written once the order is paid, with the charged total and no secret', async () => {
    const company = `Northwind Trading ${randomUUID().slice(0, 8)}`
    const body = await payOrder(company)
    expect((await postOrder('client', clientBody(body), { address: newAddress() })).status).toBe(
      200,
    )
    expect(await mailsAbout(company)).toHaveLength(0)

    await runEmailQueue()
    const found = await mailsAbout(company)
    expect(found).toHaveLength(1)
    const mail = found[0]!
    const order = await storedOrder(payload, body.checkoutId)
    expect(mail).toContain(`To: ${body.email}`)
    expect(mail).toContain(`Order ${order!.id} confirmed`)
    expect(mail).toContain('$309')
    expect(mail).toContain('Delaware')
    expect(mail).toContain('Popular Package')
    // How long the state takes, from Delaware's record, with where it was read.
    expect(mail).toMatch(/Delaware then processes the filing, usually in 3 to 5 business\s+days/)
    expect(mail).not.toContain(PASSWORD)
    expect(mail).not.toContain(SSN)
    expect(mail).not.toContain(body.token)
    expect(mail).not.toContain(order!.passwordHash!)
    expect(order?.confirmationQueuedAt).toBeTruthy()
  })

  it('is not sent again when a paid order is saved or paid again', async () => {
    const company = `Second Save ${randomUUID().slice(0, 8)}`
    const body = await payOrder(company)
    const order = await storedOrder(payload, body.checkoutId)
    await payload.update({
      collection: 'orders',
      id: order!.id,
      data: { phone: '+1 302 555 0199' },
      overrideAccess: true,
    })
    // The same checkout again: answered as paid, charged and confirmed once.
    expect((await postOrder('pay', body, { address: newAddress() })).status).toBe(200)
    await runEmailQueue()
    expect(await mailsAbout(company)).toHaveLength(1)
  })

  it('is queued by the settling timer when the database failed before it was queued', async () => {
    const company = `Late Confirmation ${randomUUID().slice(0, 8)}`
    // PostgreSQL restarting between the payment's record and its email's.
    const restart = Object.assign(new Error('terminating connection'), {
      code: '57P01',
      severity: 'FATAL',
    })
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(restart)
    const warnings = vi.spyOn(payload.logger, 'warn')
    let body: ReturnType<typeof payBody>
    let warned: string[]
    try {
      body = await payOrder(company)
    } finally {
      queue.mockRestore()
      warned = warnings.mock.calls.map(([line]) => String(line))
      warnings.mockRestore()
    }
    // Not an ALERT for staff to send it by hand: it is only late.
    expect(warned).toContainEqual(
      expect.stringMatching(/its confirmation email will be queued once the database answers/),
    )
    const paid = await storedOrder(payload, body.checkoutId)
    expect(paid?.status).toBe('paid')
    // The claim went with the email that failed: the order is still to confirm.
    expect(paid?.confirmationQueuedAt).toBeFalsy()

    await confirmUnconfirmedOrders(payload)
    expect((await storedOrder(payload, body.checkoutId))?.confirmationQueuedAt).toBeTruthy()
    await confirmUnconfirmedOrders(payload)
    await runEmailQueue()
    expect(await mailsAbout(company)).toHaveLength(1)
  })

  it('is retried when sending fails, and the order stays paid', async () => {
    const company = `Retry Holdings ${randomUUID().slice(0, 8)}`
    const blocker = path.join(mailDir, 'not-a-folder')
    await writeFile(blocker, '')
    process.env.MAIL_DIR = path.join(blocker, 'mail')
    const errors = vi.spyOn(payload.logger, 'error')
    let body: ReturnType<typeof payBody>
    let logged: string[]
    try {
      body = await payOrder(company)
      await runEmailQueue()
    } finally {
      process.env.MAIL_DIR = mailDir
      logged = errors.mock.calls.map(([line]) => String(line))
      errors.mockRestore()
    }
    // A mail folder that cannot be written is the people on call's to fix.
    expect(logged).toContainEqual(
      expect.stringMatching(
        /^ALERT: files cannot be stored \(ENOTDIR on mkdir in .*not-a-folder\): Email ".*" \(job \d+, attempt 1\) failed and will be retried/,
      ),
    )
    expect((await storedOrder(payload, body.checkoutId))?.status).toBe('paid')
    expect(await mailsAbout(company)).toHaveLength(0)

    const [job] = await pendingEmailJobs()
    expect(job).toMatchObject({ taskSlug: 'sendEmail', totalTried: 1, hasError: false })
    expect(job!.log?.[0]).toMatchObject({ state: 'failed' })
    expect(new Date(job!.waitUntil!).getTime()).toBeGreaterThan(Date.now())

    // The next attempt, once its wait is over, succeeds.
    await payload.jobs.runByID({ id: job!.id })
    expect(await mailsAbout(company)).toHaveLength(1)
    expect(await pendingEmailJobs()).toHaveLength(0)
  })
})

describe('staff password reset', () => {
  it("writes Payload's reset mail with a link to the admin on the public address", async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'correct horse battery', role: 'editor' },
    })
    try {
      await payload.forgotPassword({ collection: 'users', data: { email } })
      const [mail] = await mailsAbout(`To: ${email}`)
      expect(mail).toBeDefined()
      expect(mail).toMatch(new RegExp(`${serverUrl()}/admin/reset/[0-9a-f]{20,}`))
    } finally {
      await payload.delete({ collection: 'users', id: user.id })
    }
  })
})

describe('staff notification address', () => {
  it("is Site settings' notification email, else STAFF_EMAIL, else none", async () => {
    const setAddress = (notificationEmail: string | null) =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { notificationEmail },
        context: { disableRevalidate: true },
      })
    const seeded = (await payload.findGlobal({ slug: 'site-settings' })).notificationEmail ?? null
    try {
      await setAddress(null)
      await withEnv({ STAFF_EMAIL: undefined }, async () => {
        expect(await staffNotificationAddress(payload)).toBeNull()
      })
      await withEnv({ STAFF_EMAIL: 'ops@formation.example' }, async () => {
        expect(await staffNotificationAddress(payload)).toBe('ops@formation.example')
        await setAddress('orders@formation.example')
        expect(await staffNotificationAddress(payload)).toBe('orders@formation.example')
      })
    } finally {
      await setAddress(seeded)
    }
  })

  it('is not readable by visitors', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings).not.toHaveProperty('notificationEmail')
  })
})

describe('a form submission', () => {
  it('sends staff every answer with a link to it, replying to the visitor', async () => {
    await withEnv({ STAFF_EMAIL: 'team@formation.example' }, async () => {
      const [form] = (
        await payload.find({ collection: 'forms', where: { title: { equals: 'Contact' } } })
      ).docs
      const marker = `Question ${randomUUID()} <b>about</b> fees`
      const answer = await rest('POST', 'form-submissions', {
        address: newAddress(),
        body: JSON.stringify({
          form: form!.id,
          submissionData: [
            { field: 'firstName', value: 'Mary' },
            { field: 'lastName', value: 'Jackson' },
            { field: 'email', value: 'mary@example.com' },
            { field: 'subject', value: 'State fees' },
            { field: 'message', value: marker },
          ],
        }),
      })
      expect(answer.status).toBe(201)
      // Nothing is sent during the visitor's request: the queue sends it.
      expect(await mailsAbout(marker)).toHaveLength(0)
      await runEmailQueue()
      const [mail] = await mailsAbout(marker)
      expect(mail).toMatch(/^To: (team|[^\n]+)@formation\.example/m)
      expect(mail).toContain('Reply-To: mary@example.com')
      expect(mail).toContain('Subject: New Contact submission: mary@example.com')
      expect(mail).toContain('Last name: Jackson')
      expect(mail).toContain('&lt;b&gt;about&lt;/b&gt;')
      expect(mail).toContain(`/admin/collections/form-submissions/${answer.json.doc.id}`)
    })
  })
})
