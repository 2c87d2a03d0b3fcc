import type { SectionName } from '@/order/filing/details'
import type { SectionPlan } from '@/order/filing/sections'

import pageStyles from '../styles.module.css'
import styles from './styles.module.css'

type Props = { message: string; sections: SectionName[]; plans: SectionPlan[] }

/** Staff's request for changes, in their words, with the sections it names. */
export function ChangeNotice({ message, sections, plans }: Props) {
  const named = plans.filter((plan) => sections.includes(plan.name)).map((plan) => plan.title)
  return (
    <div className={`${pageStyles.notice} ${styles.change}`} role="note">
      <p>We need a few changes before we file:</p>
      <blockquote className={styles.message}>{message}</blockquote>
      {named.length > 0 && <p>Sections to look at: {named.join(', ')}.</p>}
    </div>
  )
}
