'use client'

import type { FilingDetailStatus } from '@/collections/FilingDetails/statuses'
import { buttonClass } from '@/components/Button'
import { calendarDate } from '@/utilities/dates'

import { SUBMIT_ID } from './paths'
import styles from './styles.module.css'

type Props = {
  status: FilingDetailStatus
  submittedOn: string | null
  /** Sections still incomplete. */
  left: number
  /** A save since the submission withdrew it. */
  withdrawn: boolean
  submitting: boolean
  onSubmit: () => void
}

/** Where the submission stands, and the button that sends the details for review. */
export function SubmitBar({ status, submittedOn, left, withdrawn, submitting, onSubmit }: Props) {
  if (status === 'submitted')
    return (
      <div className={styles.submit}>
        <p className={styles.submitted}>
          {submittedOn ? `Submitted on ${calendarDate(submittedOn)}` : 'Submitted'} — we are
          reviewing your details.
        </p>
        <p className={styles.note}>
          You can still change them: a change withdraws the submission until you submit again.
        </p>
      </div>
    )
  const ready = left === 0
  return (
    <div className={styles.submit}>
      {withdrawn && (
        <p className={styles.note}>
          Your change withdrew the submission: submit again when the details are ready.
        </p>
      )}
      <button
        type="button"
        id={SUBMIT_ID}
        className={buttonClass('primary')}
        disabled={!ready || submitting}
        aria-describedby={`${SUBMIT_ID}-hint`}
        onClick={onSubmit}
      >
        {submitting ? 'Submitting…' : 'Submit for filing'}
      </button>
      <p id={`${SUBMIT_ID}-hint`} className={styles.note}>
        {ready
          ? 'We review your details, then prepare the filing. We write to you if anything needs changing.'
          : `Complete every section to submit: ${left} ${left === 1 ? 'section is' : 'sections are'} still to finish.`}
      </p>
    </div>
  )
}
