import { fieldStyles } from '@/components/FormField'

import type { EarlierPayment } from './submitOrder'

import styles from './wizard.module.css'

type Props = {
  earlier: EarlierPayment
  accepted: boolean
  onAccept: (accepted: boolean) => void
}

const timeOf = (iso?: string) =>
  iso ? new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : null

/**
 * Before paying for a company whose earlier payment is being confirmed (or was paid): the visitor
 * learns of it and must choose a second order before Pay is enabled.
 */
export function EarlierPaymentNotice({ earlier, accepted, onAccept }: Props) {
  const paid = earlier.status === 'paid'
  const when = timeOf(earlier.startedAt)
  return (
    <div className={fieldStyles.field} role="alert" data-testid="earlier-payment">
      <p className={styles.note}>
        <strong>
          {paid
            ? `An earlier order for ${earlier.llcname} was paid`
            : `An earlier payment for ${earlier.llcname} is still being confirmed`}
          {when ? ` (started ${when})` : ''}.
        </strong>{' '}
        {paid
          ? 'Its confirmation is in your email.'
          : 'If it goes through, that order is paid and you will get its email within minutes.'}{' '}
        Paying here would make a second, separate order.
      </p>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => onAccept(event.target.checked)}
        />
        <span className={styles.choiceText}>
          <strong>I want a second order for {earlier.llcname}</strong>
        </span>
      </label>
    </div>
  )
}
