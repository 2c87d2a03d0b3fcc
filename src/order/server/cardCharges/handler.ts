import type { PayloadHandler } from 'payload'
import type * as z from 'zod/mini'

import { clientAddress } from '@/security/clientAddress'
import type { RateLimiter } from '@/security/rateLimit'

import { withCheckoutLock } from '../checkoutLock'
import { answerUnexpected, fail, parseWith, readJsonObject, requireJson } from '../http'

/**
 * The endpoint of a card payment on the order page: counted per client address before the body
 * is read, parsed strictly, then paid one request at a time per row on this server (`lockKey`);
 * across servers, the row's conditional updates keep it to one charge.
 */
export function cardPayHandler<T extends z.ZodMiniType>({
  name,
  perAddress,
  schema,
  maxBytes,
  lockKey,
  pay,
}: {
  name: string
  perAddress: () => RateLimiter
  schema: T
  maxBytes: number
  lockKey: (input: z.infer<T>) => string
  pay: (
    payload: Parameters<PayloadHandler>[0]['payload'],
    input: z.infer<T>,
    address: string,
  ) => Promise<Response>
}): PayloadHandler {
  return async (req) => {
    try {
      requireJson(req)
      const address = clientAddress(req.headers)
      const wait = await perAddress().hit(address)
      if (wait > 0)
        return fail(429, 'Too many payment attempts from this address. Please wait a minute.', {
          headers: { 'Retry-After': String(wait) },
        })
      const input = parseWith(schema, await readJsonObject(req, maxBytes))
      return await withCheckoutLock(lockKey(input), () => pay(req.payload, input, address))
    } catch (error) {
      return answerUnexpected(req.payload, name, error)
    }
  }
}
