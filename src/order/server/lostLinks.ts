/**
 * "Lost your link?" (docs/customer-page.md#lost-link): a visitor gives the email used at checkout
 * and, if orders exist for it, gets their links by email. The request does the same work whatever
 * the address (two counters and one queued job), so neither its answer nor its time tells whether
 * we know the address; the job finds the orders and writes the email later.
 */
import { createHash } from 'crypto'
import type { Payload, TaskConfig } from 'payload'

import { EMAIL_QUEUE } from '@/email/sendEmailTask'
import { queueOrderLinks } from '@/email/queueOrderLinks'
import type { Order } from '@/payload-types'
import { rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'

import { CHARGED_STATUSES } from '../status'

/** LOST_LINK_LIMIT_PER_ADDRESS: requests per hour from one client address (default 10). */
const perAddress = rateLimiterFor(() => ({
  name: 'lost-link-address',
  limit: numberSetting(process.env.LOST_LINK_LIMIT_PER_ADDRESS, 10),
  windowMs: 3_600_000,
}))

/** LOST_LINK_LIMIT_PER_EMAIL: requests per hour for one email address (default 3). */
const perEmail = rateLimiterFor(() => ({
  name: 'lost-link-email',
  limit: numberSetting(process.env.LOST_LINK_LIMIT_PER_EMAIL, 3),
  windowMs: 3_600_000,
}))

export const normalEmail = (email: string): string => email.trim().toLowerCase()

/** The counters never hold an address in the clear. */
const emailKey = (email: string) => createHash('sha256').update(normalEmail(email)).digest('hex')

/**
 * Counts the request and queues the look-up. Resolves to 0, or to the seconds to wait when the
 * client address or the email asked too often.
 */
export async function requestOrderLinks(
  payload: Payload,
  { email, address }: { email: string; address: string },
): Promise<number> {
  const [byAddress, byEmail] = await Promise.all([
    perAddress().hit(address),
    perEmail().hit(emailKey(email)),
  ])
  const wait = Math.max(byAddress, byEmail)
  if (wait > 0) return wait
  await payload.jobs.queue({
    task: 'sendOrderLinks',
    queue: EMAIL_QUEUE,
    input: { email: normalEmail(email) },
  })
  return 0
}

/** The charged orders placed with this email address, newest first (at most 20). */
export async function ordersOfEmail(payload: Payload, email: string) {
  const wanted = normalEmail(email)
  // `like` is case-insensitive but matches within the text: the exact address is kept below.
  const { docs } = await payload.db.find<
    Pick<Order, 'id' | 'email' | 'llcname' | 'formationState' | 'paidAt'>
  >({
    collection: 'orders',
    where: {
      and: [{ email: { like: wanted } }, { status: { in: [...CHARGED_STATUSES] } }],
    },
    select: { email: true, llcname: true, formationState: true, paidAt: true },
    sort: '-createdAt',
    limit: 50,
  })
  return docs.filter((order) => normalEmail(order.email) === wanted).slice(0, 20)
}

/** The job: emails the links of the address's orders; nothing when it has none. */
export const sendOrderLinksTask: TaskConfig<{ input: { email: string }; output: object }> = {
  slug: 'sendOrderLinks',
  label: "Email a customer their orders' links",
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const orders = await ordersOfEmail(req.payload, input.email)
    if (orders.length) await queueOrderLinks(req.payload, input.email, orders)
    return { output: {} }
  },
}
