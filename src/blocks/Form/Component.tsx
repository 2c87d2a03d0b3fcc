import { SectionHeading } from '@/components/SectionHeading'
import { FormView } from '@/components/SiteForm'
import type { FormBlock as FormBlockProps } from '@/payload-types'

import styles from './styles.module.css'

export function FormBlock({ eyebrow, title, intro, form, layout }: FormBlockProps) {
  const heading = <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
  if (layout === 'inline') {
    return (
      <div className={styles.inline}>
        {heading}
        <FormView form={form} layout="inline" />
      </div>
    )
  }
  return (
    <div className={layout === 'split' ? styles.split : styles.stack}>
      {heading}
      <div className={styles.card}>
        <FormView form={form} />
      </div>
    </div>
  )
}
