/**
 * POST /api/orders/checkout-status: what became of a checkout's payment, for the wizard that was
 * told it is confirming (and perhaps reloaded since). Anonymous, because the checkout id is a
 * random secret only the visitor's browser holds; it answers the status alone, never the order.
 * The id travels in the body, so it stays out of access logs and caches.
 */
import type { Payload, PayloadHandler } from 'payload'

import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'

import { type CheckoutStatus, checkoutStatusRequestSchema } from '../schema'
import { isCharged } from '../status'
import { answerUnexpected, fail, parseWith, readJsonObject } from './http'
import { findOrderByCheckout, isUnsettled } from './orders'
import { settleOrder } from './settle'
import { squareSettings } from './square'

/**
 * The checkout's status. An attempt whose outcome nobody recorded is settled with Square first
 * (the same replay pay and the timer use), so a visitor waiting on the page learns the outcome as
 * soon as Square can tell it.
 */
export async function checkoutStatus(
  payload: Payload,
  checkoutId: string,
): Promise<CheckoutStatus> {
  const order = await findOrderByCheckout(payload, checkoutId)
  if (!order) return 'none'
  if (isCharged(order.status)) return 'paid'
  if (order.status === 'payment_failed') return 'failed'
  // Pending within its lease: an attempt is charging right now.
  if (!isUnsettled(order, new Date())) return 'confirming'
  const settled = await settleOrder(payload, order, squareSettings())
  return settled === 'paid' || settled === 'failed' ? settled : 'confirming'
}

/** ORDER_STATUS_RATE_LIMIT: status reads per minute per address (default 60; 0 turns it off). */
const statusLimiter = rateLimiterFor(() => ({
  name: 'checkout-status',
  limit: numberSetting(process.env.ORDER_STATUS_RATE_LIMIT, 60),
  windowMs: 60_000,
}))

export const handleCheckoutStatus: PayloadHandler = async (req) => {
  try {
    const wait = await statusLimiter().hit(clientAddress(req.headers))
    if (wait > 0)
      return fail(429, 'Too many requests. Please wait a minute.', {
        headers: { 'Retry-After': String(wait) },
      })
    const { checkoutId } = parseWith(checkoutStatusRequestSchema, await readJsonObject(req))
    const status = await checkoutStatus(req.payload, checkoutId)
    return Response.json({ data: { status } }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return answerUnexpected(req.payload, 'checkout-status', error)
  }
}
