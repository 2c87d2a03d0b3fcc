import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import { Media } from '@/components/Media'
import { SiteFormView } from '@/components/SiteForm'
import { StoreBadges } from '@/components/StoreBadges'
import type { CallToActionBlock } from '@/payload-types'

import styles from './styles.module.css'

export function CallToActionView({
  eyebrow,
  title,
  intro,
  links,
  form,
  apps,
  media,
}: CallToActionBlock) {
  const picture = media && typeof media === 'object' ? media : null
  const heading = (
    <div>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2>{title}</h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
  const actions = (
    <div className={styles.actions}>
      {form && <SiteFormView form={form} layout="inline" />}
      <LinkButtons links={links} />
      <StoreBadges {...apps} />
    </div>
  )
  if (!picture) {
    return (
      <div className={styles.cta}>
        {heading}
        {actions}
      </div>
    )
  }
  // With a picture (an app on a phone), the actions go under the text.
  return (
    <div className={`${styles.cta} ${styles.withMedia}`}>
      <div className={styles.copy}>
        {heading}
        {actions}
      </div>
      <Media resource={picture} sizes="(max-width: 800px) 80vw, 420px" className={styles.media} />
    </div>
  )
}
