'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'

import { type ClientPackage, priceOrder, type StateFeeTable } from '@/order/pricing'
import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'
import { formatDollars } from '@/utilities/money'

import { ConfirmingPanel } from './ConfirmingPanel'
import { CurrentStep } from './CurrentStep'
import { saveCheckout } from './draft'
import { LAST_STEP, type StateOption, STEPS } from './form'
import { LoadingOverlay } from './LoadingOverlay'
import { OrderSummary } from './OrderSummary'
import { StepActions } from './StepActions'
import { StepIndicator } from './StepIndicator'
import type { Confirming } from './useConfirmation'
import { useEarlierPayment } from './useEarlierPayment'
import { usePayment } from './usePayment'
import { useRestoredCheckout } from './useRestoredCheckout'
import { useSquareCard } from '@/components/SquareCard/useSquareCard'
import { useSteps } from './useSteps'
import { useWizardForm } from './useWizardForm'

import styles from './wizard.module.css'

type Props = {
  clientPackage: ClientPackage
  states: StateOption[]
  fees: StateFeeTable
  /** The loading overlay between steps (site settings, 2000 ms unless set). */
  stepDelayMs: number
  portalUrl: string
  square: SquareBrowserConfig | null
  /** Our registered agent's yearly price after the free year (site settings). */
  agentRenewalPrice: number
}

const PASSWORD_STEP = 4

export function OrderWizard({
  clientPackage,
  states,
  fees: renderedFees,
  stepDelayMs,
  portalUrl,
  square,
  agentRenewalPrice,
}: Props) {
  const { form, toasts, warm } = useWizardForm(clientPackage)
  // The fees the page was rendered with, updated if the server prices a state differently.
  const [fees, setFees] = useState(renderedFees)
  const [busy, setBusy] = useState<string | null>(null)
  const { step, setStep, goTo, next, onInvalid, heading } = useSteps({ form, stepDelayMs, setBusy })
  // Pay answered that the payment is being confirmed: the visitor waits for its outcome.
  const [confirming, setConfirming] = useState<Confirming>(null)
  const cardContainer = useRef<HTMLDivElement>(null)
  const checkoutId = useRestoredCheckout({
    clientPackage,
    form,
    setStep,
    setConfirming,
    passwordStep: PASSWORD_STEP,
    states,
  })
  const card = useSquareCard(step === LAST_STEP && !confirming ? square : null, cardContainer)

  const order = useWatch({ control: form.control })
  // The running total, by the pricing function the server runs (it reads only the priced fields).
  const price = priceOrder({ ...order, clientPackage }, fees)
  const earlier = useEarlierPayment(order.llcname, checkoutId, step === LAST_STEP && !confirming)

  const { pay, cardErrors, finished } = usePayment({
    clientPackage,
    checkoutId,
    portalUrl,
    price,
    card,
    toasts,
    earlier,
    confirming: [confirming, setConfirming],
    setFees,
    setBusy,
    goTo,
    steps: { billing: LAST_STEP, password: PASSWORD_STEP },
  })

  useEffect(() => {
    if (checkoutId && !finished)
      saveCheckout(clientPackage, { checkoutId, step, values: order, confirming: !!confirming })
  }, [clientPackage, checkoutId, step, order, finished, confirming])

  // Enter in a field acts as Next; on the billing step the whole order is checked, then paid.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      event.preventDefault()
      void next()
    } else {
      void form.handleSubmit(pay, onInvalid)(event)
    }
  }

  // A payment being confirmed is the last step, even after a reload moved back to the password.
  const shownStep = confirming ? LAST_STEP : step
  const current = STEPS[step - 1]!
  return (
    <>
      <div className={styles.wizard}>
        <div className={styles.main} inert={busy !== null || finished}>
          <StepIndicator titles={STEPS.map((s) => s.title)} current={shownStep} />
          <FormProvider {...form}>
            <form
              className={styles.card}
              onSubmit={onSubmit}
              onFocus={toasts.warmed ? undefined : warm}
              onPointerDown={toasts.warmed ? undefined : warm}
              noValidate
              aria-labelledby="order-step-title"
            >
              <div className={styles.stepMeta}>
                <p className={styles.stepCount}>
                  Step {shownStep} of {LAST_STEP}
                </p>
                {/* Phones show the summary below the form; the running total stays in sight here. */}
                <p className={styles.compactTotal} aria-hidden="true">
                  Total <strong>{formatDollars(price.total)}</strong>
                </p>
              </div>
              <h2 id="order-step-title" ref={heading} tabIndex={-1} className={styles.stepHeading}>
                {confirming ? 'Confirming your payment' : current.title}
              </h2>
              {confirming ? (
                <ConfirmingPanel />
              ) : (
                <>
                  <CurrentStep
                    step={step}
                    clientPackage={clientPackage}
                    states={states}
                    agentRenewalPrice={agentRenewalPrice}
                    onEdit={goTo}
                    cardContainer={cardContainer}
                    cardState={card.state}
                    cardErrors={cardErrors}
                    earlier={earlier}
                  />
                  <StepActions
                    step={step}
                    onBack={() => goTo(step - 1)}
                    payDisabled={card.state !== 'ready' || finished || !earlier.cleared}
                    total={price.total}
                  />
                </>
              )}
            </form>
          </FormProvider>
        </div>
        <OrderSummary price={price} agentRenewalPrice={agentRenewalPrice} />
        {busy && <LoadingOverlay label={busy} />}
      </div>
      {toasts.toaster}
    </>
  )
}
