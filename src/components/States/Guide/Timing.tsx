import type { StateFee } from '@/payload-types'
import { EXPEDITED_BUSINESS_DAYS, STANDARD_DAYS } from '@/order/filingSpeed'
import { EXPEDITED_FILING_FEE } from '@/order/pricing'
import { sourceOf } from '@/states/figures'

import { dollars, feeRange, turnaround } from '../format'
import { Fact } from './Fact'
import styles from './styles.module.css'

function processingText({ minDays, maxDays }: StateFee['processing']): string {
  if (minDays == null && maxDays == null) return 'Unknown'
  if (minDays == null || maxDays == null || minDays === maxDays)
    return `About ${minDays ?? maxDays} business days`
  return `${minDays} to ${maxDays} business days`
}

/** How long the state takes and what its expedite costs, beside how fast we file. */
export function Timing({ record }: { record: StateFee }) {
  const tiers = record.expedite ?? []
  return (
    <div className={styles.columns}>
      <div>
        <h3>{record.name}</h3>
        <dl className={`fact-list ${styles.facts}`}>
          <Fact term="The state's own processing" source={sourceOf(record.processing.source)}>
            {processingText(record.processing)}
          </Fact>
          {tiers.map((tier) => (
            <Fact
              key={tier.id ?? tier.name}
              term={`Expedite: ${tier.name}`}
              source={sourceOf(tier.source)}
            >
              {feeRange(tier.fee ?? null, tier.feeMax)}
              {tier.turnaroundHours != null && <>, within {turnaround(tier.turnaroundHours)}</>}
            </Fact>
          ))}
          {tiers.length === 0 && <Fact term="Expedite">None recorded</Fact>}
        </dl>
      </div>
      <div>
        <h3>Our filing</h3>
        <dl className={`fact-list ${styles.facts}`}>
          <Fact term="Expedited filing">
            We file within {EXPEDITED_BUSINESS_DAYS} business days, {dollars(EXPEDITED_FILING_FEE)}
          </Fact>
          <Fact term="Standard filing">
            We file within about {STANDARD_DAYS / 7} weeks, at no extra charge
          </Fact>
        </dl>
        <p className={styles.aside}>
          Once filed, the state&apos;s own processing time applies; a state expedite is a fee of the
          state&apos;s.
        </p>
      </div>
    </div>
  )
}
