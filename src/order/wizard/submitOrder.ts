/**
 * The payment flow's calls to our server (spec §4, §7): pay with the card token, then store the
 * client record. Outcomes carry the spec's toast titles and a description a visitor can act on.
 */
import { feeTableFrom, type StateFees } from '../pricing'
import type { WizardValues } from './form'

export type OrderSubmission = {
  values: WizardValues
  checkoutId: string
  token: string
  /** The total the visitor saw; the server refuses a different one. */
  amount: number
  stateFee: number
}

export type SubmitOutcome =
  | { ok: true; orderId: number }
  | {
      ok: false
      title: string
      description?: string
      /** The server priced the order differently (a fee changed since the page was rendered). */
      priceChanged?: boolean
    }

export const PAY_FAILED = 'Payment processing failed.'
export const CLIENT_FAILED = 'Error submitting form'
export const SUCCESS = 'Payment successful and form submitted!'

type Answer = {
  status: number
  ok: boolean
  body: { data?: { success?: boolean; error?: string; orderId?: number; total?: number } } | null
}

async function post(path: string, body: unknown, fetcher: typeof fetch): Promise<Answer> {
  let response: Response
  try {
    response = await fetcher(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new Error('We could not reach our server. Check your internet connection and try again.')
  }
  const parsed = (await response.json().catch(() => null)) as Answer['body']
  return { status: response.status, ok: response.ok, body: parsed }
}

export async function submitOrder(
  order: OrderSubmission,
  fetcher: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  const record = {
    ...order.values,
    checkoutId: order.checkoutId,
    amount: order.amount,
    total: order.amount,
    stateFee: order.stateFee,
  }

  const paid = await post('/api/v1/pay', { ...record, token: order.token }, fetcher)
  if (paid.body?.data?.success !== true) {
    return {
      ok: false,
      title: PAY_FAILED,
      description:
        paid.body?.data?.error ??
        'The payment service did not answer. Please try again in a moment.',
      priceChanged: paid.status === 409 && typeof paid.body?.data?.total === 'number',
    }
  }

  const stored = await post('/api/v1/client', record, fetcher)
  if (!stored.ok) {
    return {
      ok: false,
      title: CLIENT_FAILED,
      description:
        'Your payment went through. Press Pay again to finish your order: you will not be charged twice.',
    }
  }
  return { ok: true, orderId: paid.body.data.orderId ?? 0 }
}

/** A state's current fees from the public state-fee API; null when they cannot be read. */
export async function fetchStateFees(
  slug: string,
  fetcher: typeof fetch = fetch,
): Promise<StateFees | null> {
  try {
    const response = await fetcher(
      `/api/state-fees?where[slug][equals]=${encodeURIComponent(slug)}&limit=1&depth=0`,
    )
    const { docs } = (await response.json()) as {
      docs?: (StateFees & { slug: string; verified?: boolean | null })[]
    }
    const row = docs?.[0]
    return row ? (feeTableFrom([row])[row.slug] ?? null) : null
  } catch {
    return null
  }
}
