import { type RefObject, useEffect } from 'react'

import type { ClientPackage } from '@/order/pricing'

import type { StateOption } from './form'
// Billing stays in the first chunk: Square attaches the card field the moment it is shown.
import { BillingStep } from './steps/BillingStep'
import {
  ContactStep,
  EarlierPaymentNotice,
  FilingStep,
  preloadLaterSteps,
  ReviewStep,
} from './laterSteps'
import { StepBoundary } from './StepBoundary'
import { CompanyStep } from './steps/CompanyStep'
import type { useEarlierPayment } from './useEarlierPayment'
import type { CardFieldState } from '@/components/SquareCard/useSquareCard'

type Props = {
  step: number
  clientPackage: ClientPackage
  states: StateOption[]
  agentRenewalPrice: number
  /** From the review step back to the step of a section. */
  onEdit: (step: number) => void
  cardContainer: RefObject<HTMLDivElement | null>
  cardState: CardFieldState
  cardErrors: string[]
  earlier: ReturnType<typeof useEarlierPayment>
}

/** The fields of the step the visitor is on; on billing, an earlier payment's notice too. */
export function CurrentStep({
  step,
  clientPackage,
  states,
  agentRenewalPrice,
  onEdit,
  earlier,
  ...card
}: Props) {
  // A restored order may open past the first step, before the visitor touched anything.
  useEffect(() => {
    if (step > 1) preloadLaterSteps()
  }, [step])
  return (
    <StepBoundary key={step}>
      {step === 1 && <CompanyStep states={states} />}
      {step === 2 && <ContactStep />}
      {step === 3 && <FilingStep />}
      {step === 4 && (
        <ReviewStep
          clientPackage={clientPackage}
          states={states}
          agentRenewalPrice={agentRenewalPrice}
          onEdit={onEdit}
        />
      )}
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
