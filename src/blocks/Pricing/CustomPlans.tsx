import { Icon } from '@/components/Icon'

import { CMSLink } from '@/components/CMSLink'
import { PricingToggle } from '@/components/islands'
import type { PricingBlock } from '@/payload-types'
import { formatDollars } from '@/utilities/money'

import styles from './styles.module.css'

type Plan = NonNullable<PricingBlock['plans']>[number]
type Period = 'monthly' | 'yearly'

// A draft in live preview may hold a plan whose price is not typed yet.
const price = (dollars: number | null | undefined, cents: boolean) => {
  const value = dollars ?? 0
  return formatDollars(value, { min: cents || !Number.isInteger(value) ? 2 : 0, max: 2 })
}

/** Both periods' figures are in the page; the wrapper's data-period shows one of them. */
function PlanPrice({ plan, cents }: { plan: Plan; cents: boolean }) {
  return (
    <p className={styles.price}>
      <span className={styles.monthly}>
        <span className={styles.amount}>{price(plan.monthlyPrice, cents)}</span>
        <span className={styles.per}>per month</span>
      </span>
      <span className={styles.yearly}>
        <span className={styles.amount}>{price(plan.yearlyPrice, cents)}</span>
        <span className={styles.per}>per month, billed yearly</span>
      </span>
    </p>
  )
}

/** Display-only plans with their own figures, for pages that advertise other products. */
export function CustomPlans({
  plans,
  periodToggle,
  initialPeriod,
  showCents,
}: {
  plans: Plan[]
  periodToggle: boolean
  initialPeriod: Period
  showCents: boolean
}) {
  const list = (
    <ul className={styles.plans}>
      {plans.map((plan, i) => (
        <li
          key={plan.id ?? i}
          className={`card-surface ${styles.plan} ${plan.highlighted ? styles.highlighted : ''}`}
        >
          {plan.highlighted && <p className={styles.badge}>Most popular</p>}
          <h3>{plan.name}</h3>
          <PlanPrice plan={plan} cents={showCents} />
          {plan.description && <p className={styles.fee}>{plan.description}</p>}
          <CMSLink
            {...plan.link}
            appearance={plan.highlighted ? 'primary' : 'secondary'}
            className={styles.button}
          >
            <span className="visually-hidden"> ({plan.name})</span>
          </CMSLink>
          {plan.features && plan.features.length > 0 && (
            <ul className={styles.features}>
              {plan.features.map((feature, j) =>
                feature.included ? (
                  <li key={feature.id ?? j}>
                    <Icon name="check" size={18} className={styles.yes} />
                    {feature.text}
                  </li>
                ) : (
                  <li key={feature.id ?? j} className={styles.excluded}>
                    <Icon name="x" size={18} className={styles.no} />
                    <span className="visually-hidden">Not included: </span>
                    {feature.text}
                  </li>
                ),
              )}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
  if (!periodToggle) return <div data-period={initialPeriod}>{list}</div>
  return <PricingToggle initial={initialPeriod}>{list}</PricingToggle>
}
