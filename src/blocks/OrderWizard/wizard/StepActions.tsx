import type { MouseEvent } from 'react'

import { buttonClass } from '@/components/Button'
import { formatDollars } from '@/utilities/money'

import { LAST_STEP } from './form'

import styles from './wizard.module.css'

type Props = {
  step: number
  onBack: () => void
  /** Off until the card field is ready and an earlier payment answered for; off once paid. */
  payDisabled: boolean
  total: number
}

const keepFocus = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('button')) event.preventDefault()
}

/** Back, and Next or (on the billing step) Pay with the total: both submit the step's form. */
export function StepActions({ step, onBack, payDisabled, total }: Props) {
  return (
    // Pressing a button must not blur the field first: its check would show or clear a message,
    // move the button away from the pointer and lose the click.
    <div className={styles.actions} onMouseDown={keepFocus}>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={onBack}
        disabled={step === 1}
      >
        Back
      </button>
      {step < LAST_STEP ? (
        <button type="submit" className={buttonClass()}>
          Next
        </button>
      ) : (
        <button type="submit" className={buttonClass()} disabled={payDisabled}>
          Pay {formatDollars(total)}
        </button>
      )}
    </div>
  )
}
