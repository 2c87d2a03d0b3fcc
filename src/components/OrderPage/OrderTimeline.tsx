import type { TimelineStep } from '@/order/orderTimeline'

import { calendarDate } from '@/utilities/dates'

import { dayOf } from './format'
import styles from './styles.module.css'

type Props = {
  steps: TimelineStep[]
  stateName: string
  confirmationNumber?: string | null
  /** 'YYYY-MM-DD' while the filing is still to come. */
  expectedFiling: string | null
  expedited: boolean
}

const STATE_WORDS: Record<TimelineStep['state'], string> = {
  done: 'Done',
  current: 'Now',
  upcoming: 'Upcoming',
  stopped: 'Stopped',
}

function titleOf(step: TimelineStep, stateName: string): string {
  switch (step.key) {
    case 'paid':
      return 'Order paid'
    case 'details':
      return step.state === 'current' ? 'Waiting for your details' : 'Your filing details'
    case 'in_review':
      return 'In review'
    case 'filed_with_state':
      return `Filed with ${stateName}`
    case 'completed':
      return 'Completed'
    case 'cancelled':
      return 'Cancelled'
    case 'refunded':
      return 'Refunded'
  }
}

function Detail({
  step,
  confirmationNumber,
  expectedFiling,
  expedited,
}: Omit<Props, 'steps' | 'stateName'> & { step: TimelineStep }) {
  if (step.key === 'filed_with_state' && step.state !== 'upcoming')
    return (
      <>
        {step.at && <>Filed on {calendarDate(step.at)}. </>}
        {confirmationNumber && (
          <>
            State confirmation number <span className={styles.number}>{confirmationNumber}</span>.
          </>
        )}
      </>
    )
  if (step.key === 'filed_with_state' && expectedFiling)
    return (
      <>
        Expected by {calendarDate(expectedFiling)} (
        {expedited ? 'expedited filing: 2 business days' : 'standard filing: about 2 weeks'}).
      </>
    )
  if (step.at) return <>{dayOf(step.at)}</>
  return null
}

/** The order's stages, each with its date, and those still to come. */
export function OrderTimeline({ steps, stateName, ...details }: Props) {
  return (
    <section aria-labelledby="timeline" className={`card-surface ${styles.card}`}>
      <h2 id="timeline" className={styles.heading}>
        Where your order stands
      </h2>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={styles[step.state]}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.stepTitle}>
              {titleOf(step, stateName)}{' '}
              <span className={styles.stepState}>{STATE_WORDS[step.state]}</span>
            </span>
            <span className={styles.stepDetail}>
              <Detail step={step} {...details} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
