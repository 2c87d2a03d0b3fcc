'use client'

import { useEffect, useRef } from 'react'

import { CHECKOUT_STATUSES, type CheckoutStatus } from '@/order/checkoutStatus'

/**
 * What became of a checkout's payment (POST /api/orders/checkout-status): the status alone, or
 * null while it cannot be read (offline, the server busy or restarting).
 */
export async function fetchCheckoutStatus(
  checkoutId: string,
  fetcher: typeof fetch = fetch,
): Promise<CheckoutStatus | null> {
  try {
    const response = await fetcher('/api/orders/checkout-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ checkoutId }),
    })
    if (!response.ok) return null
    const status = ((await response.json()) as { data?: { status?: string } }).data?.status
    return (CHECKOUT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as CheckoutStatus)
      : null
  } catch {
    return null
  }
}

/** Seconds between two reads: soon at first, then every 15 s (the server settles every minute). */
const delayBefore = (read: number) => Math.min(15_000, 3_000 + read * 2_000)

/** How the wizard came to wait for a checkout: pay answered so, or a reload found it waiting. */
export type Confirming = 'after-pay' | 'after-reload' | null

/**
 * While `checkoutId` is confirming, asks its status until it is known, then calls `onKnown` once
 * with it: at once after a reload, a few seconds after pay answered.
 */
export function useConfirmation(
  checkoutId: string | null,
  confirming: Confirming,
  onKnown: (status: Exclude<CheckoutStatus, 'confirming'>) => void,
) {
  const known = useRef(onKnown)
  useEffect(() => {
    known.current = onKnown
  })

  useEffect(() => {
    if (!checkoutId || !confirming) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async (read: number) => {
      const status = await fetchCheckoutStatus(checkoutId)
      if (stopped) return
      if (status && status !== 'confirming') return known.current(status)
      timer = setTimeout(() => void ask(read + 1), delayBefore(read + 1))
    }
    timer = setTimeout(() => void ask(0), confirming === 'after-reload' ? 0 : delayBefore(0))
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [checkoutId, confirming])
}
