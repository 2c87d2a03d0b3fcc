'use client'

import { type ReactNode, useId, useState } from 'react'

import styles from './styles.module.css'

type Period = 'monthly' | 'yearly'

const labels: Record<Period, string> = { monthly: 'Monthly', yearly: 'Yearly' }

/**
 * Switches the plans below between monthly and yearly prices. The server renders both figures;
 * this only flips `data-period` on the wrapper, so without JavaScript the initial period shows.
 */
export function PricingToggle({ initial, children }: { initial: Period; children: ReactNode }) {
  const [period, setPeriod] = useState<Period>(initial)
  const name = useId()
  return (
    <div data-period={period}>
      <fieldset className={styles.toggle}>
        <legend className={styles.legend}>Billing period</legend>
        <div className={styles.options}>
          {(Object.keys(labels) as Period[]).map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={period === value}
                onChange={() => setPeriod(value)}
                className={styles.input}
              />
              <span className={styles.face}>{labels[value]}</span>
            </label>
          ))}
        </div>
        <p className={styles.status} aria-live="polite">
          Showing {period} prices
        </p>
      </fieldset>
      {children}
    </div>
  )
}
