'use client'

import { useEffect, useState } from 'react'

import { forgetPending, pendingFor } from './pendingCheckouts'
import type { EarlierPayment } from './submitOrder'
import { fetchCheckoutStatus } from './useConfirmation'

/**
 * An earlier payment for the company being ordered: found on the billing step among this
 * browser's pending checkouts (asked for its status first), or told by the server when pay
 * refuses. Pay waits until the visitor chooses a second order.
 */
export function useEarlierPayment(
  llcname: string | undefined,
  checkoutId: string | null,
  onBilling: boolean,
) {
  const [earlier, setEarlier] = useState<EarlierPayment | null>(null)
  const [accepted, setAccepted] = useState(false)

  useEffect(() => {
    if (!onBilling || !llcname || !checkoutId) return
    const [latest] = pendingFor(llcname, checkoutId)
    if (!latest) return
    let stale = false
    void fetchCheckoutStatus(latest.checkoutId).then((status) => {
      if (stale) return
      // Nothing was charged there: nothing to tell.
      if (status === 'failed' || status === 'none') return forgetPending(latest.checkoutId)
      setEarlier({
        llcname: latest.llcname,
        startedAt: new Date(latest.since).toISOString(),
        // Unreadable just now: say what is known, that it was being confirmed.
        status: status === 'paid' ? 'paid' : 'confirming',
      })
    })
    return () => {
      stale = true
    }
  }, [llcname, checkoutId, onBilling])

  return {
    earlier,
    accepted,
    setAccepted,
    /** The server's word of an earlier payment (pay answered 409). */
    tell(payment: EarlierPayment) {
      setEarlier(payment)
      setAccepted(false)
    },
    /** Pay may go ahead: no earlier payment, or the visitor chose a second order. */
    cleared: !earlier || accepted,
  }
}
