import { formatDollars } from '@/utilities/money'

import type { LineItem, Price } from '../pricing'

import styles from './wizard.module.css'

/** The running order summary beside every step, from the shared pricing function. */
export function OrderSummary({ price }: { price: Price }) {
  const charged = price.lines.filter((line) => !line.included)
  const included = price.lines.filter((line) => line.included)
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Order summary
      </h2>
      <Lines lines={charged} />
      <p className={styles.includedTitle}>Included</p>
      <Lines lines={included} className={styles.included} />
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
          <span>{formatDollars(line.amount)}</span>
        </li>
      ))}
    </ul>
  )
}
