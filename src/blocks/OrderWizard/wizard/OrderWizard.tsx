'use client'

import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { FormProvider, type SubmitErrorHandler, useForm, useWatch } from 'react-hook-form'

import { buttonClass } from '@/components/Button'
import { lazyZodResolver } from '@/components/lazyChecks'
import { useLazyToaster } from '@/components/LazyToaster'
import { type ClientPackage, priceOrder, type StateFeeTable } from '@/order/pricing'
import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'
import { formatDollars } from '@/utilities/money'

import { ConfirmingPanel } from './ConfirmingPanel'
import { loadCheckout, saveCheckout } from './draft'
import { EarlierPaymentNotice } from './EarlierPaymentNotice'
import {
  emptyOrder,
  LAST_STEP,
  type StateOption,
  STEPS,
  type WizardInput,
  type WizardValues,
} from './form'
import { LoadingOverlay } from './LoadingOverlay'
import { OrderSummary } from './OrderSummary'
import { StepIndicator } from './StepIndicator'
import { BillingStep } from './steps/BillingStep'
import { CompanyStep } from './steps/CompanyStep'
import { ContactStep } from './steps/ContactStep'
import { FilingStep } from './steps/FilingStep'
import { ReviewStep } from './steps/ReviewStep'
import type { Confirming } from './useConfirmation'
import { useEarlierPayment } from './useEarlierPayment'
import { usePayment } from './usePayment'
import { useSquareCard } from './useSquareCard'

import styles from './wizard.module.css'

type Props = {
  clientPackage: ClientPackage
  states: StateOption[]
  fees: StateFeeTable
  /** The loading overlay between steps (site settings; spec: 2000 ms). */
  stepDelayMs: number
  portalUrl: string
  square: SquareBrowserConfig | null
}

const PASSWORD_STEP = 4
const keepFocus = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('button')) event.preventDefault()
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const stepOf = (field: string) =>
  STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)) + 1

export function OrderWizard({
  clientPackage,
  states,
  fees: renderedFees,
  stepDelayMs,
  portalUrl,
  square,
}: Props) {
  const [checks] = useState(() =>
    lazyZodResolver<WizardInput, WizardValues>(() =>
      import('./fieldChecks').then((module) => module.wizardSchema),
    ),
  )
  const toasts = useLazyToaster()
  // The checks and the toasts load once the visitor starts on the form.
  const warm = () => {
    checks.warm()
    toasts.warm()
  }
  const form = useForm<WizardInput, unknown, WizardValues>({
    resolver: checks.resolver,
    defaultValues: emptyOrder(clientPackage),
    mode: 'onTouched',
  })
  // The fees the page was rendered with, updated if the server prices a state differently.
  const [fees, setFees] = useState(renderedFees)
  const [step, setStep] = useState(1)
  const [checkoutId, setCheckoutId] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  // Pay answered that the payment is being confirmed: the visitor waits for its outcome.
  const [confirming, setConfirming] = useState<Confirming>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const movedByVisitor = useRef(false)
  const cardContainer = useRef<HTMLDivElement>(null)
  const card = useSquareCard(step === LAST_STEP && !confirming ? square : null, cardContainer)

  const order = useWatch({ control: form.control })
  // The running total, by the pricing function the server runs (it reads only the priced fields).
  const price = priceOrder({ ...order, clientPackage }, fees)
  const earlier = useEarlierPayment(order.llcname, checkoutId, step === LAST_STEP && !confirming)

  const goTo = (target: number) => {
    movedByVisitor.current = true
    setStep(Math.min(Math.max(1, target), LAST_STEP))
  }
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

  // Continue an unfinished order of this package, or start a new checkout. The saved order lives
  // in localStorage, which only exists after hydration: setting state here is the point.
  useEffect(() => {
    const saved = loadCheckout(clientPackage)
    if (saved) {
      form.reset({ ...emptyOrder(clientPackage), ...saved.values })
      // The password is never kept: an order saved at billing continues where it is asked for.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStep(Math.min(Math.max(1, saved.step), PASSWORD_STEP))
      setCheckoutId(saved.checkoutId)
      // Pay said the payment is being confirmed: wait for it again rather than offer to pay.
      if (saved.confirming) setConfirming('after-reload')
    } else {
      setCheckoutId(crypto.randomUUID())
    }
  }, [clientPackage, form])

  useEffect(() => {
    if (checkoutId && !finished)
      saveCheckout(clientPackage, { checkoutId, step, values: order, confirming: !!confirming })
  }, [clientPackage, checkoutId, step, order, finished, confirming])

  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (movedByVisitor.current) heading.current?.focus()
  }, [step])

  async function next() {
    const fields = STEPS[step - 1]!.fields
    const valid = await form.trigger(fields, { shouldFocus: true })
    if (!valid) {
      // Touched fields re-check as they change, so each message goes away as soon as it is fixed.
      for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true })
      return
    }
    setBusy('Loading…')
    await wait(stepDelayMs)
    setBusy(null)
    goTo(step + 1)
  }

  // A field from an earlier step is wrong (a restored order, say): go back to it.
  const onInvalid: SubmitErrorHandler<WizardInput> = (errors) => {
    const first = Math.min(
      ...Object.keys(errors)
        .map(stepOf)
        .filter((n) => n > 0),
    )
    if (Number.isFinite(first)) goTo(first)
  }

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
                  {step === 1 && <CompanyStep states={states} />}
                  {step === 2 && <ContactStep />}
                  {step === 3 && <FilingStep />}
                  {step === 4 && (
                    <ReviewStep clientPackage={clientPackage} states={states} onEdit={goTo} />
                  )}
                  {step === 5 && (
                    <BillingStep
                      cardContainer={cardContainer}
                      cardState={card.state}
                      cardErrors={cardErrors}
                    />
                  )}
                  {step === 5 && earlier.earlier && (
                    <EarlierPaymentNotice
                      earlier={earlier.earlier}
                      accepted={earlier.accepted}
                      onAccept={earlier.setAccepted}
                    />
                  )}
                  {/* Pressing a button must not blur the field first: its check would show or
                    clear a message, move the button away from the pointer and lose the click. */}
                  <div className={styles.actions} onMouseDown={keepFocus}>
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      onClick={() => goTo(step - 1)}
                      disabled={step === 1}
                    >
                      Back
                    </button>
                    {step < LAST_STEP ? (
                      <button type="submit" className={buttonClass()}>
                        Next
                      </button>
                    ) : (
                      <button
                        type="submit"
                        className={buttonClass()}
                        disabled={card.state !== 'ready' || finished || !earlier.cleared}
                      >
                        Pay {formatDollars(price.total)}
                      </button>
                    )}
                  </div>
                </>
              )}
            </form>
          </FormProvider>
        </div>
        <OrderSummary price={price} />
        {busy && <LoadingOverlay label={busy} />}
      </div>
      {toasts.toaster}
    </>
  )
}
