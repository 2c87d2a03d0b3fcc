'use client'

import { useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { ClientPackage } from '@/order/pricing'

import { loadCheckout } from './draft'
import { emptyOrder, type StateOption, type WizardInput, type WizardValues } from './form'
import { choiceFromLink, type LinkChoice, withoutChoice } from './startFromLink'
import type { Confirming } from './useConfirmation'

type Options = {
  clientPackage: ClientPackage
  form: UseFormReturn<WizardInput, unknown, WizardValues>
  setStep: (step: number) => void
  setConfirming: (confirming: Confirming) => void
  /** The step where the password is asked for. */
  passwordStep: number
  /** The states the wizard offers: a link's state must be one of them. */
  states: readonly StateOption[]
}

/**
 * Continues an unfinished order of this package, or starts a new checkout: the checkout id, null
 * until the browser has said which. The saved order lives in localStorage, which only exists
 * after hydration: setting state in the effect is the point.
 *
 * A link's state and designator (./startFromLink.ts) are the visitor's latest choice, so they win
 * over the saved order's; a changed order starts again at its first step, where the choice shows.
 * Only a payment being confirmed keeps its order as it was paid for.
 */
export function useRestoredCheckout({
  clientPackage,
  form,
  setStep,
  setConfirming,
  passwordStep,
  states,
}: Options) {
  const [checkoutId, setCheckoutId] = useState<string | null>(null)
  const link = useRef<LinkChoice | null>(null)
  useEffect(() => {
    const saved = loadCheckout(clientPackage)
    // Read once: the address forgets the choice (a reload continues from the saved order), and
    // an effect may run again (React's strict mode does).
    link.current ??= choiceFromLink(window.location.search, states)
    if (window.location.search)
      window.history.replaceState(null, '', withoutChoice(window.location.href))
    const chosen = saved?.confirming ? {} : link.current
    const changes = Object.entries(chosen).some(
      ([field, value]) => saved?.values[field as keyof typeof chosen] !== value,
    )
    if (saved) {
      form.reset({ ...emptyOrder(clientPackage), ...saved.values, ...chosen })
      // The password is never kept: an order saved at billing continues where it is asked for.
      setStep(changes ? 1 : Math.min(Math.max(1, saved.step), passwordStep))
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCheckoutId(saved.checkoutId)
      // Pay said the payment is being confirmed: wait for it again rather than offer to pay.
      if (saved.confirming) setConfirming('after-reload')
    } else {
      if (changes) form.reset({ ...emptyOrder(clientPackage), ...chosen })
      setCheckoutId(crypto.randomUUID())
    }
  }, [clientPackage, form, setStep, setConfirming, passwordStep, states])
  return checkoutId
}
