'use client'

import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { ClientPackage } from '@/order/pricing'

import { loadCheckout } from './draft'
import { emptyOrder, type WizardInput, type WizardValues } from './form'
import type { Confirming } from './useConfirmation'

type Options = {
  clientPackage: ClientPackage
  form: UseFormReturn<WizardInput, unknown, WizardValues>
  setStep: (step: number) => void
  setConfirming: (confirming: Confirming) => void
  /** The step where the password is asked for. */
  passwordStep: number
}

/**
 * Continues an unfinished order of this package, or starts a new checkout: the checkout id, null
 * until the browser has said which. The saved order lives in localStorage, which only exists
 * after hydration: setting state in the effect is the point.
 */
export function useRestoredCheckout({
  clientPackage,
  form,
  setStep,
  setConfirming,
  passwordStep,
}: Options) {
  const [checkoutId, setCheckoutId] = useState<string | null>(null)
  useEffect(() => {
    const saved = loadCheckout(clientPackage)
    if (saved) {
      form.reset({ ...emptyOrder(clientPackage), ...saved.values })
      // The password is never kept: an order saved at billing continues where it is asked for.
      setStep(Math.min(Math.max(1, saved.step), passwordStep))
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCheckoutId(saved.checkoutId)
      // Pay said the payment is being confirmed: wait for it again rather than offer to pay.
      if (saved.confirming) setConfirming('after-reload')
    } else {
      setCheckoutId(crypto.randomUUID())
    }
  }, [clientPackage, form, setStep, setConfirming, passwordStep])
  return checkoutId
}
