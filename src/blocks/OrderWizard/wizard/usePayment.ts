'use client'

import { type Dispatch, type SetStateAction, useRef, useState } from 'react'

import type { useLazyToaster } from '@/components/LazyToaster'
import type { ClientPackage, Price, StateFeeTable } from '@/order/pricing'
import type { CheckoutStatus } from '@/order/checkoutStatus'

import { clearCheckout } from './draft'
import type { WizardValues } from './form'
import { forgetPending, rememberPending } from './pendingCheckouts'
import {
  fetchStateFees,
  type OrderSubmission,
  PAY_FAILED,
  storeClientRecord,
  SUCCESS,
  submitOrder,
} from './submitOrder'
import { type Confirming, useConfirmation } from './useConfirmation'
import type { useEarlierPayment } from './useEarlierPayment'
import type { useSquareCard } from '@/components/SquareCard/useSquareCard'

type Options = {
  clientPackage: ClientPackage
  checkoutId: string | null
  portalUrl: string
  price: Price
  card: ReturnType<typeof useSquareCard>
  toasts: ReturnType<typeof useLazyToaster>
  earlier: ReturnType<typeof useEarlierPayment>
  /** Whether the payment is being confirmed, owned by the wizard (a reload restores it). */
  confirming: [Confirming, Dispatch<SetStateAction<Confirming>>]
  setFees: Dispatch<SetStateAction<StateFeeTable>>
  setBusy: (label: string | null) => void
  /** Back to a step: billing, or the password step after a reload (the password is not kept). */
  goTo: (step: number) => void
  steps: { billing: number; password: number }
}

/**
 * Paying (docs/product.md#paying): tokenize the card, pay, store the client record, then the
 * portal. When pay says the payment is being confirmed, the wizard waits for the checkout's status
 * instead of offering to pay again, and remembers the checkout so a second one for the company
 * hears of it.
 */
export function usePayment(options: Options) {
  const { clientPackage, checkoutId, portalUrl, price, card, toasts, earlier } = options
  const [confirming, setConfirming] = options.confirming
  const [cardErrors, setCardErrors] = useState<string[]>([])
  const [finished, setFinished] = useState(false)
  // What the last Pay sent, for the client record once a confirmed payment is known to be paid.
  const submitted = useRef<Omit<OrderSubmission, 'token'> | null>(null)

  // With a portal, the spec's redirect; without one, the order page, where the one step left
  // (the filing details) is done (docs/filing-details.md#after-payment).
  function finish(orderPage?: string) {
    setFinished(true)
    clearCheckout(clientPackage)
    if (checkoutId) forgetPending(checkoutId)
    const target = portalUrl && portalUrl !== '#' ? portalUrl : orderPage
    void toasts.notify(
      'success',
      SUCCESS,
      target === orderPage && orderPage
        ? 'One step left: your filing details. Taking you to your order page…'
        : target
          ? 'One step left: your filing details, from the link in your email. Taking you to your customer portal…'
          : 'One step left: your filing details. We emailed you the link to your order page.',
    )
    // Long enough to read the toast, short enough not to wait for nothing.
    if (target) setTimeout(() => window.location.assign(target), 1500)
  }

  // The confirmed outcome. After a reload the client record is not sent again: it needs the
  // password, which is never kept, and pay already stored the same details.
  async function confirmed(status: Exclude<CheckoutStatus, 'confirming'>) {
    if (checkoutId) forgetPending(checkoutId)
    if (status === 'paid') {
      const stored = submitted.current
        ? await storeClientRecord(submitted.current, 0)
        : ({ ok: true, orderId: 0 } as const)
      if (stored.ok) return finish('orderPage' in stored ? stored.orderPage : undefined)
      setConfirming(null)
      if (stored.kind === 'failed') void toasts.notify('error', stored.title, stored.description)
      return
    }
    setConfirming(null)
    options.goTo(submitted.current ? options.steps.billing : options.steps.password)
    void toasts.notify(
      'error',
      PAY_FAILED,
      'The payment did not go through and nothing was charged. You can pay again.',
    )
  }
  useConfirmation(checkoutId, confirming, (status) => void confirmed(status))

  async function pay(values: WizardValues) {
    if (!checkoutId || !earlier.cleared) return
    setCardErrors([])
    options.setBusy('Processing your payment…')
    try {
      const tokenized = await card.tokenize()
      if (tokenized.status !== 'OK') {
        // Shown, not only logged: a visitor needs to know what to fix.
        const messages =
          'errors' in tokenized ? tokenized.errors?.map((error) => error.message) : undefined
        setCardErrors(messages?.length ? messages : ['Check your card details and try again.'])
        return
      }
      submitted.current = { values, checkoutId, amount: price.total, stateFee: price.stateFee }
      const outcome = await submitOrder({
        ...submitted.current,
        token: tokenized.token,
        secondOrder: earlier.accepted,
      })
      if (outcome.ok) return finish(outcome.orderPage)
      if (outcome.kind === 'confirming') {
        rememberPending({ checkoutId, llcname: values.llcname, since: Date.now() })
        return setConfirming('after-pay')
      }
      if (outcome.kind === 'earlier') return earlier.tell(outcome.earlier)
      void toasts.notify('error', outcome.title, outcome.description)
      // Staff changed the fee since the page was rendered: show the total the server will charge.
      if (outcome.priceChanged && values.formationState) {
        const current = await fetchStateFees(values.formationState)
        if (current) options.setFees((table) => ({ ...table, [values.formationState]: current }))
      }
    } catch (error) {
      void toasts.notify('error', error instanceof Error ? error.message : String(error))
    } finally {
      options.setBusy(null)
    }
  }

  return { pay, cardErrors, finished }
}
