import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureLinkToken } from '@/order/server/orderLinks'
import { requestOrderLinks } from '@/order/server/lostLinks'

import { testPayload } from '../helpers'
import { ownMailFolder } from '../mailFolder'
import { newAddress, ownEmail, paidOrder } from '../orders/helpers'

// "Lost your link?": the same answer and the same work for any address; the email, with the
// order's link, only for an address that has orders; and limits per address and per email.

let payload: Payload
const mailFolder = ownMailFolder('lost-links-mail')
const asked: string[] = []

type Job = { id: number; taskSlug: string; input: Record<string, string> }

/** This file's jobs of a task for one address (other files queue jobs on the same database). */
async function jobsFor(taskSlug: 'sendOrderLinks' | 'sendEmail', email: string): Promise<Job[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: taskSlug } },
    sort: '-createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as unknown as Job[]).filter(
    (job) => (job.input?.email ?? job.input?.to)?.toLowerCase() === email.toLowerCase(),
  )
}

const runEach = async (jobs: Job[]) => {
  for (const job of jobs) await payload.jobs.runByID({ id: job.id })
}

async function mailsTo(email: string): Promise<string[]> {
  return (await mailFolder.mails()).filter((text) => text.includes(`To: ${email}`))
}

const ask = (email: string, address = newAddress()) => {
  asked.push(email.toLowerCase())
  return requestOrderLinks(payload, { email, address })
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { in: ['sendOrderLinks', 'sendEmail'] } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  const ours = (docs as unknown as Job[]).filter((job) =>
    asked.includes((job.input?.email ?? job.input?.to ?? '').toLowerCase()),
  )
  if (ours.length)
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: ours.map((job) => job.id) } },
      overrideAccess: true,
    })
})

describe('lost order links', () => {
  it('answer the same for a known and an unknown email, each queueing exactly one job', async () => {
    const known = ownEmail('known')
    const unknown = ownEmail('unknown')
    const { id, body } = await paidOrder({ email: known })

    // The address as typed, in another case: the same customer.
    expect(await ask(known.toUpperCase())).toBe(0)
    expect(await ask(unknown)).toBe(0)
    const [knownJobs, unknownJobs] = [
      await jobsFor('sendOrderLinks', known),
      await jobsFor('sendOrderLinks', unknown),
    ]
    expect(knownJobs).toHaveLength(1)
    expect(unknownJobs).toHaveLength(1)

    await runEach([...knownJobs, ...unknownJobs])
    // The job writes an email only for the address that has orders.
    expect(await jobsFor('sendEmail', unknown)).toHaveLength(0)
    const emails = (await jobsFor('sendEmail', known)).filter((job) =>
      job.input.subject?.startsWith('Your order page'),
    )
    expect(emails).toHaveLength(1)
    await runEach(emails)

    const token = await ensureLinkToken(payload, id)
    const mails = (await mailsTo(known)).filter((mail) => mail.includes(`/order/${token}`))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(body.llcname)
    expect(await mailsTo(unknown)).toHaveLength(0)
  })

  it('are limited per email: past three an hour, the answer is a wait', async () => {
    const email = ownEmail('limited')
    for (let i = 0; i < 3; i++) expect(await ask(email)).toBe(0)
    const wait = await ask(email)
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    expect(await jobsFor('sendOrderLinks', email)).toHaveLength(3)
  })

  it('are limited per client address: past ten an hour, the answer is a wait', async () => {
    const address = newAddress()
    for (let i = 0; i < 10; i++) expect(await ask(ownEmail('address'), address)).toBe(0)
    const last = ownEmail('address')
    expect(await ask(last, address)).toBeGreaterThan(0)
    expect(await jobsFor('sendOrderLinks', last)).toHaveLength(0)
    // Another address is not held back.
    expect(await ask(last)).toBe(0)
  })
})
