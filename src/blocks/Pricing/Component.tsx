import { SectionHeading } from '@/components/SectionHeading'
import { getSiteGlobals } from '@/content/globals'
import { agentOfferSentence } from '@/order/agentService'
import { entityDifferences } from '@/order/packages'
import type { PricingBlock } from '@/payload-types'
import { agentRenewalPriceOf } from '@/utilities/siteSettings'

import { CustomPlans } from './CustomPlans'
import { FormationCards } from './FormationCards'
import { FormationTable } from './FormationTable'
import { formationPlans } from './formationPlans'
import styles from './styles.module.css'

export async function PricingView({
  eyebrow,
  title,
  intro,
  source,
  layout,
  buttons,
  periodToggle,
  initialPeriod,
  plans,
  showCents,
}: PricingBlock) {
  const { settings } = await getSiteGlobals()
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {source === 'custom' ? (
        <CustomPlans
          plans={plans ?? []}
          periodToggle={Boolean(periodToggle)}
          initialPeriod={initialPeriod ?? 'monthly'}
          showCents={Boolean(showCents)}
        />
      ) : (
        <>
          {layout === 'table' ? (
            <FormationTable plans={formationPlans()} buttons={buttons} />
          ) : (
            <FormationCards plans={formationPlans()} buttons={buttons} />
          )}
          {/* The packages are one-time fees: there is no period to switch between. */}
          <p className={styles.note}>
            <strong>Paid once, not a subscription.</strong> Every package is a one-time price with
            no monthly or yearly billing. The state filing fee is added at cost: it depends on your
            state and company type, and your order summary shows it before you pay.
          </p>
          <p className={styles.note}>
            <strong>Registered agent.</strong> {agentOfferSentence(agentRenewalPriceOf(settings))}{' '}
            Nothing renews without your consent.
          </p>
          <p className={styles.note}>
            <strong>By company type.</strong> {entityDifferences().join(' ')}
          </p>
        </>
      )}
    </>
  )
}
