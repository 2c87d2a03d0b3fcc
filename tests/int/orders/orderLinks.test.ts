import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { orderIdOfLinkToken } from '@/order/server/orderLinks'

import { testPayload } from '../helpers'
import { ownMailFolder } from '../mailFolder'
import { paidOrder, removeStaffMembers, rest, staffMember } from './helpers'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffMember>>
const mailFolder = ownMailFolder('formation-links')

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The order's columns as the database holds them, hidden ones included. */
const stored = (id: number) =>
  payload.findByID({
    collection: 'orders',
    id,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })

/** Sends this order's queued emails (only its own: other files' jobs are theirs to run). */
async function sendMailTo(email: string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: 'email' } }, { completedAt: { exists: false } }] },
    limit: 500,
    depth: 0,
  })
  for (const job of docs)
    if ((job.input as { to?: string }).to === email)
      await payload.jobs.runByID({ id: job.id, overrideAccess: true })
  const mails = await mailFolder.mails()
  return mails.filter((mail) => mail.includes(email))
}

/** The order page tokens a message links to. */
const tokensIn = (mail: string) => [
  ...new Set([...mail.matchAll(/\/order\/([A-Za-z0-9_-]{43})\b/g)].map((match) => match[1]!)),
]

const changeLink = (id: number, action: string, headers: Record<string, string> = editor.headers) =>
  rest('POST', `orders/${id}/link`, { body: JSON.stringify({ action }), headers })

beforeAll(async () => {
  payload = await testPayload()
  editor = await staffMember(payload, 'editor')
})

afterAll(async () => {
  await removeStaffMembers(payload)
})

describe("the customer's order page link", () => {
  it('is made at payment, stored only as a hash, and reaches the customer in the confirmation', async () => {
    const { id, body } = await paidOrder()
    const order = await stored(id)
    expect(order.linkHash).toMatch(/^[0-9a-f]{64}$/)
    expect(order.linkNonce).toBeTruthy()
    expect(order.linkIssuedAt).toBeTruthy()

    // The queued email holds a placeholder, not the link: the token is never stored.
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: 'email' } },
      limit: 500,
      depth: 0,
    })
    const confirmation = jobs.find((job) => (job.input as { to?: string }).to === body.email)!
    expect(JSON.stringify(confirmation.input)).toContain(`{{order-page:${id}}}`)
    expect(JSON.stringify(confirmation.input)).not.toMatch(/\/order\/[A-Za-z0-9_-]{43}/)

    const [mail] = await sendMailTo(body.email)
    const [token] = tokensIn(mail!)
    expect(token).toHaveLength(43)
    // Neither the token nor its nonce is what the order keeps.
    expect(sha256(token!)).toBe(order.linkHash)
    expect(order.linkNonce).not.toBe(token)
    expect(JSON.stringify(await stored(id))).not.toContain(token)
    expect(await orderIdOfLinkToken(payload, token!)).toBe(id)
  })

  it('opens nothing when it is not a token, or not one we made', async () => {
    expect(await orderIdOfLinkToken(payload, '')).toBeNull()
    expect(await orderIdOfLinkToken(payload, "x' OR 1=1 --")).toBeNull()
    expect(await orderIdOfLinkToken(payload, 'A'.repeat(43))).toBeNull()
    expect(await orderIdOfLinkToken(payload, 'A'.repeat(44))).toBeNull()
  })

  it('is never in what the API answers, even to staff', async () => {
    const { id } = await paidOrder()
    const answer = await rest('GET', `orders/${id}?depth=0`, { headers: editor.headers })
    expect(answer.status).toBe(200)
    expect(answer.json).not.toHaveProperty('linkHash')
    expect(answer.json).not.toHaveProperty('linkNonce')
    expect(answer.json.linkIssuedAt).toBeTruthy()
  })

  it('is revoked by staff, and the next email carries a new one', async () => {
    const { id, body } = await paidOrder()
    const [first] = tokensIn((await sendMailTo(body.email))[0]!)
    expect(await orderIdOfLinkToken(payload, first!)).toBe(id)

    const revoked = await changeLink(id, 'revoke')
    expect(revoked.status, revoked.text).toBe(200)
    expect(await orderIdOfLinkToken(payload, first!)).toBeNull()
    const order = await stored(id)
    expect(order.linkHash).toBeFalsy()
    expect(order.linkRevokedAt).toBeTruthy()

    const reissued = await changeLink(id, 'reissue')
    expect(reissued.status, reissued.text).toBe(200)
    const mails = await sendMailTo(body.email)
    const newMail = mails.find((mail) => mail.includes('A new link to your order page'))!
    const [second] = tokensIn(newMail)
    expect(second).not.toBe(first)
    expect(await orderIdOfLinkToken(payload, second!)).toBe(id)
    expect(await orderIdOfLinkToken(payload, first!)).toBeNull()

    const { docs: events } = await payload.find({
      collection: 'order-events',
      where: { order: { equals: id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(events.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        'Order page link revoked: it no longer opens the order',
        expect.stringContaining('Order page link re-issued'),
      ]),
    )
  })

  it('is changed by staff only, with a clear answer for anything else', async () => {
    const { id } = await paidOrder()
    expect((await changeLink(id, 'revoke', {})).status).toBe(401)
    const unknown = await changeLink(id, 'publish')
    expect(unknown.status).toBe(422)
    expect(unknown.text).toContain('reissue, revoke')
    expect((await changeLink(999_999_999, 'revoke')).status).toBe(404)
    // The order's link still works after the refusals.
    expect((await stored(id)).linkHash).toMatch(/^[0-9a-f]{64}$/)
  })
})
