import { Icon } from '@/components/Icon'

import { formatDollars } from '@/utilities/money'

import type { FormationPlan } from './formationPlans'
import { type PackageButtons, PackageButton } from './PlanButton'
import styles from './styles.module.css'

/** A card per formation package: price, what it includes, and the Free Plan's extras. */
export function FormationCards({
  plans,
  buttons,
}: {
  plans: FormationPlan[]
  buttons: PackageButtons
}) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li
          key={plan.clientPackage}
          className={`card-surface ${styles.plan} ${plan.highlighted ? styles.highlighted : ''}`}
          data-package={plan.clientPackage}
        >
          {plan.highlighted && <p className={styles.badge}>Most popular</p>}
          <h3>{plan.name}</h3>
          <p className={styles.price}>
            <span className={styles.amount}>{formatDollars(plan.price)}</span>
            <span className={styles.per}>one-time</span>
          </p>
          <p className={styles.fee}>plus the state filing fee</p>
          <PackageButton plan={plan} buttons={buttons} className={styles.button} />
          <h4 className={styles.listTitle}>What&apos;s included</h4>
          <ul className={styles.features}>
            {plan.includes.map((item) => (
              <li key={item}>
                <Icon name="check" size={18} className={styles.yes} />
                {item}
              </li>
            ))}
          </ul>
          {plan.extras.length > 0 && (
            <>
              <h4 className={styles.listTitle}>Add only what you need</h4>
              <ul className={styles.features}>
                {plan.extras.map((extra) => (
                  <li key={extra.option}>
                    <Icon name="plus" size={18} className={styles.add} />
                    {extra.label}
                    <span className={styles.extraPrice}>{formatDollars(extra.price)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
