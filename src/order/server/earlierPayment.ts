import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { sameCompany } from '../companyName'
import type { PayRequest } from '../schema'
import { fail } from './http'

export const EARLIER_PAYMENT_CONFIRMING = 'EARLIER_PAYMENT_CONFIRMING'

type OpenOrder = Pick<Order, 'id' | 'llcname' | 'email' | 'createdAt'>

/**
 * Another checkout's payment for the same company and email whose outcome nobody has recorded
 * (Square did not answer, or the process stopped), oldest first; null when there is none. Only
 * other checkouts count: another card on the same checkout after a decline is never refused here.
 */
export async function earlierOpenPayment(
  payload: Payload,
  input: Pick<PayRequest, 'checkoutId' | 'llcname' | 'email'>,
): Promise<OpenOrder | null> {
  const { docs } = await payload.db.find<OpenOrder>({
    collection: 'orders',
    where: {
      and: [
        // Unsettled (see isUnsettled): an attempt charging right now is not counted, so checkouts
        // at the same moment (a busy office, the benchmark) never refuse each other.
        {
          or: [
            { status: { equals: 'payment_unknown' } },
            {
              and: [
                { status: { equals: 'pending' } },
                {
                  or: [
                    { chargingUntil: { exists: false } },
                    { chargingUntil: { less_than: new Date().toISOString() } },
                  ],
                },
              ],
            },
          ],
        },
        { checkoutId: { not_equals: input.checkoutId } },
        // `like` matches case-insensitively and widely; the exact comparison follows.
        { email: { like: input.email } },
      ],
    },
    select: { llcname: true, email: true, createdAt: true },
    sort: 'createdAt',
    limit: 20,
    pagination: false,
  })
  const email = input.email.toLowerCase()
  return (
    docs.find(
      (order) => order.email.toLowerCase() === email && sameCompany(order.llcname, input.llcname),
    ) ?? null
  )
}

/**
 * 409 naming the earlier payment by its company and start time (never its id or other details:
 * whoever sends a company name and an email learns only that a payment for them is pending).
 * The visitor may pay again with `secondOrder: true`, knowing it makes a second order.
 */
export function earlierPaymentRefusal(earlier: OpenOrder, now = Date.now()): Response {
  const minutes = Math.max(1, Math.round((now - new Date(earlier.createdAt).getTime()) / 60_000))
  const ago = minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`
  return fail(
    409,
    `A payment for ${earlier.llcname} from this email address, started ${ago}, is ` +
      'still being confirmed. If it goes through, that order is paid and you will get its email ' +
      'within minutes. Paying here would make a second order.',
    {
      extra: {
        code: EARLIER_PAYMENT_CONFIRMING,
        earlier: { llcname: earlier.llcname, startedAt: earlier.createdAt, status: 'confirming' },
      },
    },
  )
}
