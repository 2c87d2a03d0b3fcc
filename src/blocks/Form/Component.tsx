import { SectionHeading } from '@/components/SectionHeading'
import { SiteFormView } from '@/components/SiteForm'
import type { FormBlock } from '@/payload-types'

import styles from './styles.module.css'

export function FormView({ eyebrow, title, intro, form, layout }: FormBlock) {
  const heading = <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
  if (layout === 'inline') {
    return (
      <div className={styles.inline}>
        {heading}
        <SiteFormView form={form} layout="inline" />
      </div>
    )
  }
  return (
    <div className={layout === 'split' ? styles.split : styles.stack}>
      {heading}
      <div className={`card-surface card-raised ${styles.card}`}>
        <SiteFormView form={form} />
      </div>
    </div>
  )
}
