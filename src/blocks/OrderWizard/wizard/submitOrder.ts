/**
 * The payment flow's calls to our server (docs/product.md#paying): pay with the card token, then
 * store the client record. Outcomes carry the product's toast titles and a description a visitor
 * can act on.
 */
import { type FeeRow, feeTableFrom, type StateFees } from '@/order/pricing'

import type { WizardValues } from './form'
import { findStateRecord } from './stateRecord'

export type OrderSubmission = {
  values: WizardValues
  checkoutId: string
  token: string
  /** The total the visitor saw; the server refuses a different one. */
  amount: number
  stateFee: number
  /** The visitor was told of an earlier payment for this company and pays for a second order. */
  secondOrder?: boolean
}

/** Another checkout's payment for the same company that is still being confirmed. */
export type EarlierPayment = {
  llcname: string
  /** ISO time the earlier payment started, when known. */
  startedAt?: string
  status: 'confirming' | 'paid'
}

export type SubmitOutcome =
  /** `orderPage`: the customer's order page, given by the call that stored the client record. */
  | { ok: true; orderId: number; orderPage?: string }
  /** The card may have been charged: the wizard asks the checkout's status until it is known. */
  | { ok: false; kind: 'confirming' }
  /** The server knows of an earlier payment for this company: the visitor decides. */
  | { ok: false; kind: 'earlier'; earlier: EarlierPayment }
  | {
      ok: false
      kind: 'failed'
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
  body: {
    data?: {
      success?: boolean
      error?: string
      code?: string
      orderId?: number
      orderPage?: string
      total?: number
      earlier?: EarlierPayment
    }
  } | null
}

/** Pay's codes for a charge whose outcome is not known yet (docs/orders-and-payments.md#the-order-endpoints). */
const STILL_CHARGING = ['PAYMENT_CONFIRMING', 'PAYMENT_IN_PROGRESS']

async function post(path: string, body: unknown, fetcher: typeof fetch): Promise<Answer | null> {
  let response: Response
  try {
    response = await fetcher(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A checkout is the customer's, whoever types it: a staff member signed in to the admin
      // (an order taken by phone) sends no session, which the client endpoint would refuse.
      credentials: 'omit',
      body: JSON.stringify(body),
    })
  } catch {
    return null // the request may or may not have arrived
  }
  const parsed = (await response.json().catch(() => null)) as Answer['body']
  return { status: response.status, ok: response.ok, body: parsed }
}

/**
 * What pay's answer means for the visitor. Only the server's own answer is read as a failure; a
 * lost answer or one from something in between (a proxy's 502 or 504) may hide a charge, so the
 * wizard asks the checkout's status instead of saying "try again".
 */
function outcomeOfPay(paid: Answer | null): SubmitOutcome | null {
  const data = paid?.body?.data
  if (data?.success === true) return null
  if (!paid || paid.status === 202 || STILL_CHARGING.includes(data?.code ?? ''))
    return { ok: false, kind: 'confirming' }
  if (paid.status === 409 && data?.code === 'EARLIER_PAYMENT_CONFIRMING' && data.earlier)
    return { ok: false, kind: 'earlier', earlier: data.earlier }
  if (!data && paid.status >= 500) return { ok: false, kind: 'confirming' }
  return {
    ok: false,
    kind: 'failed',
    title: PAY_FAILED,
    description: data?.error ?? 'The payment service did not answer. Please try again in a moment.',
    priceChanged: paid.status === 409 && typeof data?.total === 'number',
  }
}

const recordOf = (order: Omit<OrderSubmission, 'token'>) => ({
  ...order.values,
  checkoutId: order.checkoutId,
  amount: order.amount,
  total: order.amount,
  stateFee: order.stateFee,
})

/**
 * The client record after a payment (docs/product.md#paying); the same record again is answered
 * the same.
 */
export async function storeClientRecord(
  order: Omit<OrderSubmission, 'token'>,
  orderId: number,
  fetcher: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  const stored = await post('/api/v1/client', recordOf(order), fetcher)
  if (!stored?.ok) {
    return {
      ok: false,
      kind: 'failed',
      title: CLIENT_FAILED,
      // A staff session (an API caller's; the wizard sends none) is refused with what to do.
      description:
        stored?.status === 403 && stored.body?.data?.error
          ? stored.body.data.error
          : 'Your payment went through. Press Pay again to finish your order: you will not be charged twice.',
    }
  }
  const orderPage = stored.body?.data?.orderPage
  return { ok: true, orderId, ...(orderPage?.startsWith('/order/') ? { orderPage } : {}) }
}

export async function submitOrder(
  order: OrderSubmission,
  fetcher: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  const { secondOrder, token, ...rest } = order
  const paid = await post(
    '/api/v1/pay',
    { ...recordOf(rest), token, ...(secondOrder ? { secondOrder } : {}) },
    fetcher,
  )
  const refused = outcomeOfPay(paid)
  if (refused) return refused
  return storeClientRecord(rest, paid?.body?.data?.orderId ?? 0, fetcher)
}

// Only what pricing reads: the fees and each one's confidence, not the whole state record.
const FEE_FIELDS = [
  ['slug'],
  ['llc'],
  ['corporation'],
  ['nonprofit'],
  ...['llc', 'corporation', 'nonprofit'].map((entity) => [
    `${entity}Facts`,
    'feeSource',
    'confidence',
  ]),
]

/** A state's current fees from the public state-fee API; null when they cannot be read. */
export async function fetchStateFees(
  slug: string,
  fetcher: typeof fetch = fetch,
): Promise<StateFees | null> {
  const row = await findStateRecord<FeeRow>(slug, FEE_FIELDS, fetcher)
  return row ? (feeTableFrom([row])[row.slug] ?? null) : null
}
