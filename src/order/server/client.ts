import type { Payload, PayloadHandler } from 'payload'

import type { Order } from '@/payload-types'

import { type ClientRequest, clientRequestSchema } from '../schema'
import { isCharged } from '../status'
import { answerUnexpected, fail, parseWith, readJsonObject, succeed } from './http'
import { currentLinkToken, ensureLinkToken } from './orderLinks'
import { clientRecordDigest, orderFields, PRICED_FIELDS } from './orderRecord'
import { findOrderByCheckout, isUnsettled, storeClientFields } from './orders'
import { contactDifferences } from './paidContact'
import { settleOrder } from './settle'
import { squareSettings } from './square'

const NOT_PAID =
  'There is no paid order for this checkout: the client record is stored after payment.'
const CONTACT_FIXED =
  "a paid order's contact changes only on its order page or through our support team."
const STAFF_SESSION =
  "Signed in as staff: the client record is the customer's to send. Sign out (or use a private " +
  'window) and press Pay again to finish this order, without a second charge; staff change a ' +
  'paid order in the admin.'
const WRITTEN_ONCE =
  'The client record of this paid order was already stored and differs from this one. ' +
  'To change it, please contact our support team.'

/**
 * Stores the client record on the paid order of its checkout, once. It may complete the details
 * but not change what was paid for; the same record again answers the same success, any other
 * record for a paid order is refused (staff change paid orders in the admin). Neither what was
 * paid for nor who the order is for (paidContact.ts) may differ from what the pay call stored.
 * The account password was set by the pay call and stays.
 */
export async function storeClientRecord(payload: Payload, input: ClientRequest): Promise<Response> {
  let order = await findOrderByCheckout(payload, input.checkoutId)
  if (order && isUnsettled(order, new Date())) {
    // Pay's answer was lost but the card may have been charged: ask Square before answering.
    await settleOrder(payload, order, squareSettings())
    order = await findOrderByCheckout(payload, input.checkoutId)
  }
  if (!order || !isCharged(order.status)) return fail(409, NOT_PAID)

  const fields = orderFields(input)
  // Orders paid before every option was stored as yes or no read null there: it means not sold.
  const differing: string[] = PRICED_FIELDS.filter(
    (name) => fields[name] !== (order[name] ?? false),
  )
  if (input.amount !== order.total) differing.push('amount')
  if (differing.length) {
    return fail(409, `The client record does not match the paid order: ${differing.join(', ')}.`, {
      problems: differing.map((path) => ({ path, message: 'Differs from the paid order' })),
    })
  }

  const digest = clientRecordDigest(fields)
  if (order.clientRecordDigest) {
    return order.clientRecordDigest === digest ? stored(payload, order.id) : fail(409, WRITTEN_ONCE)
  }
  const contact = await contactDifferences(payload, order.id, fields)
  if (contact.length) {
    const verb = contact.length === 1 ? 'differs' : 'differ'
    return fail(
      409,
      `The client record's ${contact.join(', ')} ${verb} from the paid order: ${CONTACT_FIXED}`,
      {
        problems: contact.map((path) => ({ path, message: 'Differs from the paid order' })),
      },
    )
  }
  // The wizard goes on to the order page when no portal is set (docs/filing-details.md): the
  // call that stores the record makes its link.
  if (await storeClientFields(payload, order.id, fields, digest)) {
    await ensureLinkToken(payload, order.id)
    return stored(payload, order.id)
  }
  // Another request stored a record first: the same one is a success, any other is refused.
  const other = await findOrderByCheckout(payload, input.checkoutId)
  return other?.clientRecordDigest === digest ? stored(payload, order.id) : fail(409, WRITTEN_ONCE)
}

/** A link made this long after the record was stored is a successor, sent by email only. */
const FIRST_LINK_MS = 60_000

/**
 * The answer for an order whose record is stored: the same for every call with that record, with
 * the order page while its first link works. A later link (after a revoke, or asked for by email)
 * goes only to the customer's inbox, never in this answer.
 */
async function stored(payload: Payload, orderId: number) {
  const link = await payload.db.findOne<
    Pick<Order, 'id' | 'linkNonce' | 'linkHash' | 'linkIssuedAt' | 'clientRecordAt'>
  >({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { linkNonce: true, linkHash: true, linkIssuedAt: true, clientRecordAt: true },
  })
  const first =
    link?.linkIssuedAt &&
    link.clientRecordAt &&
    Date.parse(link.linkIssuedAt) <= Date.parse(link.clientRecordAt) + FIRST_LINK_MS
  const token = link && first ? currentLinkToken(link) : null
  return succeed({ orderId, ...(token ? { orderPage: `/order/${token}` } : {}) })
}

/** POST /api/orders/client (and /api/v1/client). */
export const handleClient: PayloadHandler = async (req) => {
  try {
    // The checkout id is a customer's secret, never a staff credential (docs/security.md).
    if (req.user) return fail(403, STAFF_SESSION)
    const input = parseWith(clientRequestSchema, await readJsonObject(req))
    return await storeClientRecord(req.payload, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'client', error)
  }
}
