import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import { FormView } from '@/components/SiteForm'
import type { CallToActionBlock as CallToActionBlockProps } from '@/payload-types'

import styles from './styles.module.css'

export function CallToActionBlock({ eyebrow, title, intro, links, form }: CallToActionBlockProps) {
  return (
    <div className={styles.cta}>
      <div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      <div className={styles.actions}>
        {form && <FormView form={form} layout="inline" />}
        <LinkButtons links={links} />
      </div>
    </div>
  )
}
