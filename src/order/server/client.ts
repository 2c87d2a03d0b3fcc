import type { Payload, PayloadHandler } from 'payload'

import { type ClientRequest, clientRequestSchema } from '../schema'
import { answerUnexpected, fail, parseWith, readJsonObject, succeed } from './http'
import { orderFields, PRICED_FIELDS } from './orderRecord'
import { findOrderByCheckout, storeClientFields } from './orders'

/**
 * Stores the client record on the paid order of its checkout. It may complete the details but
 * not change what was paid for; the account password was set by the pay call and stays.
 */
export async function storeClientRecord(payload: Payload, input: ClientRequest): Promise<Response> {
  const order = await findOrderByCheckout(payload, input.checkoutId)
  if (!order || order.status !== 'paid') {
    return fail(409, 'There is no paid order for this checkout: the client record is stored after payment.')
  }

  const fields = orderFields(input)
  const differing: string[] = PRICED_FIELDS.filter((name) => fields[name] !== order[name])
  if (input.amount !== order.total) differing.push('amount')
  if (differing.length) {
    return fail(409, `The client record does not match the paid order: ${differing.join(', ')}.`, {
      problems: differing.map((path) => ({ path, message: 'Differs from the paid order' })),
    })
  }

  if (!(await storeClientFields(payload, order.id, fields))) {
    return fail(409, 'There is no paid order for this checkout: the client record is stored after payment.')
  }
  return succeed({ orderId: order.id })
}

/** POST /api/orders/client (and /api/v1/client). */
export const handleClient: PayloadHandler = async (req) => {
  try {
    const input = parseWith(clientRequestSchema, await readJsonObject(req))
    return await storeClientRecord(req.payload, input)
  } catch (error) {
    return answerUnexpected(req.payload, 'client', error)
  }
}
