import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import type { CallToActionBlock as CallToActionBlockProps } from '@/payload-types'

import styles from './styles.module.css'

export function CallToActionBlock({ eyebrow, title, intro, links }: CallToActionBlockProps) {
  return (
    <div className={styles.cta}>
      <div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      <LinkButtons links={links} />
    </div>
  )
}
