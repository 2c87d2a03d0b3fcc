import { agentOfferLine } from '@/order/agentService'
import { FEE_DIFFERENCE_SENTENCE } from '@/order/feeSettlement'
import type { LineItem, Price } from '@/order/pricing'
import { formatDollars } from '@/utilities/money'

import styles from './OrderSummary.module.css'

/** The running order summary beside every step, from the shared pricing function. */
export function OrderSummary({
  price,
  agentRenewalPrice,
}: {
  price: Price
  agentRenewalPrice: number
}) {
  const charged = price.lines.filter((line) => !line.included)
  const included = price.lines.filter((line) => line.included)
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Order summary
      </h2>
      <Lines lines={charged} />
      <p className={styles.estimateNote} id="state-fee-estimate">
        {price.stateFeeEstimated &&
          `The state fee is estimated at ${formatDollars(price.stateFee)} and included in the total. We confirm it with the state before filing. `}
        {FEE_DIFFERENCE_SENTENCE}
      </p>
      <p className={styles.includedTitle}>Included</p>
      <Lines lines={included} className={styles.included} />
      <p className={styles.estimateNote}>{agentOfferLine(agentRenewalPrice)}</p>
      <p className={styles.total} aria-live="polite" data-testid="order-total">
        <span>Total</span>
        <strong>{formatDollars(price.total)}</strong>
      </p>
    </aside>
  )
}

function Lines({ lines, className }: { lines: LineItem[]; className?: string }) {
  return (
    <ul className={className ? `${styles.lines} ${className}` : styles.lines}>
      {lines.map((line) => (
        <li key={line.key} data-line={line.key}>
          <span>{line.label}</span>
          {line.estimate ? (
            // An unverified fee is never shown as final; the note below gives the estimate.
            <span className={styles.toConfirm} aria-describedby="state-fee-estimate">
              To be confirmed
            </span>
          ) : (
            <span>{formatDollars(line.amount)}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
