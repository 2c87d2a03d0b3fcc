/**
 * Visitors paying as the order wizard does (src/blocks/OrderWizard/wizard/submitOrder.ts): pay; a 200 is paid,
 * a 202, a lost answer or a 5xx without the server's JSON means "we are confirming your payment"
 * and the checkout's status is asked until it is settled; any other answer is a failure shown.
 */
import { atRate } from '../scripts/lib/arrivals'
import { demoCheckout } from '../scripts/lib/demoCheckout'

export type Told = 'paid' | 'failed' | 'confirming'

export type Checkout = {
  checkoutId: string
  /** When pay was sent, in ms since the drill's clock started. */
  sentAt: number
  /** Pay's status; 0 when no answer came (a connection reset or refused). */
  status: number
  ms: number
  told: Told
  /** What the status endpoint finally said, for checkouts told "confirming". */
  settled?: 'paid' | 'failed'
  settledAt?: number
}

const clock = performance.now()
export const now = () => performance.now() - clock

/** Posts JSON; status 0 when no answer came. */
export async function postJson(url: string, body: unknown) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(120_000),
    })
    const json = (await response.json().catch(() => null)) as {
      data?: { success?: boolean; code?: string; status?: string }
    } | null
    return { status: response.status, json }
  } catch {
    return { status: 0, json: null }
  }
}

const STILL_CHARGING = ['PAYMENT_CONFIRMING', 'PAYMENT_IN_PROGRESS']

function toldBy(status: number, json: Awaited<ReturnType<typeof postJson>>['json']): Told {
  const data = json?.data
  if (data?.success === true) return 'paid'
  if (status === 0 || status === 202 || STILL_CHARGING.includes(data?.code ?? ''))
    return 'confirming'
  if (!data && status >= 500) return 'confirming'
  return 'failed'
}

/** One visitor's checkout: pay, and what they were told. */
export async function payOnce(baseUrl: string): Promise<Checkout> {
  const { checkoutId, pay } = demoCheckout()
  const sentAt = now()
  const { status, json } = await postJson(`${baseUrl}/api/v1/pay`, pay)
  return { checkoutId, sentAt, status, ms: now() - sentAt, told: toldBy(status, json) }
}

/** Asks the status of every checkout told "confirming" until each is settled or `deadlineMs` passes. */
export async function awaitConfirmations(
  baseUrl: string,
  checkouts: Checkout[],
  deadlineMs: number,
): Promise<void> {
  const end = now() + deadlineMs
  let waiting = checkouts.filter((checkout) => checkout.told === 'confirming' && !checkout.settled)
  while (waiting.length && now() < end) {
    await Promise.all(
      waiting.map(async (checkout) => {
        const { json } = await postJson(`${baseUrl}/api/orders/checkout-status`, {
          checkoutId: checkout.checkoutId,
        })
        const status = json?.data?.status
        if (status === 'paid' || status === 'failed') {
          checkout.settled = status
          checkout.settledAt = now()
        }
      }),
    )
    waiting = waiting.filter((checkout) => !checkout.settled)
    if (waiting.length) await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}

/** Visitors arriving `perSecond` for `seconds`, whatever the answers take. */
export const arrivals = (baseUrl: string, perSecond: number, seconds: number) =>
  atRate(perSecond, seconds, () => payOnce(baseUrl))

/**
 * Checkouts one after another until one is paid, each added to `into`: resolves with the time
 * (on the drill's clock) of the first paid one, or null after `timeoutMs`.
 */
export async function firstSuccess(
  baseUrl: string,
  timeoutMs: number,
  into: Checkout[],
): Promise<number | null> {
  const from = now()
  while (now() - from < timeoutMs) {
    const checkout = await payOnce(baseUrl)
    into.push(checkout)
    if (checkout.told === 'paid') return checkout.sentAt + checkout.ms
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return null
}
