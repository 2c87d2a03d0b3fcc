import dynamic from 'next/dynamic'
import { type RefObject, useEffect } from 'react'

import type { ClientPackage } from '@/order/pricing'

import type { StateOption } from './form'
// Billing stays in the first chunk: Square attaches the card field the moment it is shown.
import { BillingStep } from './steps/BillingStep'
import { StepBoundary, StepLoading } from './StepBoundary'
import { CompanyStep } from './steps/CompanyStep'
import type { useEarlierPayment } from './useEarlierPayment'
import type { CardFieldState } from './useSquareCard'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A load that failed once (a dropped connection) is tried again before the step says so. */
const retried =
  <T,>(load: () => Promise<T>) =>
  () =>
    load().catch(() => wait(1_500).then(load))

// The steps after the first load once the visitor starts on the form (`preloadLaterSteps`), not
// with the page: a visitor who only reads the prices downloads the first step alone.
const later = {
  contact: retried(() => import('./steps/ContactStep')),
  filing: retried(() => import('./steps/FilingStep')),
  review: retried(() => import('./steps/ReviewStep')),
  earlier: retried(() => import('./EarlierPaymentNotice')),
}
const loading = () => <StepLoading />
const ContactStep = dynamic(() => later.contact().then((module) => module.ContactStep), {
  loading,
})
const FilingStep = dynamic(() => later.filing().then((module) => module.FilingStep), { loading })
const ReviewStep = dynamic(() => later.review().then((module) => module.ReviewStep), { loading })
const EarlierPaymentNotice = dynamic(() =>
  later.earlier().then((module) => module.EarlierPaymentNotice),
)

/** Starts loading steps 2 to 4; a failure is retried by the step itself when it is shown. */
export const preloadLaterSteps = () => {
  for (const load of Object.values(later)) load().catch(() => undefined)
}

type Props = {
  step: number
  clientPackage: ClientPackage
  states: StateOption[]
  /** From the review step back to the step of a section. */
  onEdit: (step: number) => void
  cardContainer: RefObject<HTMLDivElement | null>
  cardState: CardFieldState
  cardErrors: string[]
  earlier: ReturnType<typeof useEarlierPayment>
}

/** The fields of the step the visitor is on; on billing, an earlier payment's notice too. */
export function CurrentStep({ step, clientPackage, states, onEdit, earlier, ...card }: Props) {
  // A restored order may open past the first step, before the visitor touched anything.
  useEffect(() => {
    if (step > 1) preloadLaterSteps()
  }, [step])
  return (
    <StepBoundary key={step}>
      {step === 1 && <CompanyStep states={states} />}
      {step === 2 && <ContactStep />}
      {step === 3 && <FilingStep />}
      {step === 4 && <ReviewStep clientPackage={clientPackage} states={states} onEdit={onEdit} />}
      {step === 5 && <BillingStep {...card} />}
      {step === 5 && earlier.earlier && (
        <EarlierPaymentNotice
          earlier={earlier.earlier}
          accepted={earlier.accepted}
          onAccept={earlier.setAccepted}
        />
      )}
    </StepBoundary>
  )
}
