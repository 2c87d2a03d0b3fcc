import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import { Media } from '@/components/Media'
import { VideoModal } from '@/components/islands'
import { SiteFormView } from '@/components/SiteForm'
import { videoEmbed } from '@/utilities/videoEmbed'
import type { HeroBlock } from '@/payload-types'

import { Rating } from './Rating'
import styles from './styles.module.css'

export function HeroView({
  variant,
  eyebrow,
  title,
  intro,
  links,
  rating,
  media,
  form,
  enableVideo,
  videoLabel,
  video,
}: HeroBlock) {
  const embed = enableVideo ? videoEmbed(video) : null
  const hasMedia = variant === 'split' && media && typeof media === 'object'
  return (
    <div
      className={`${styles.inner} ${hasMedia ? styles.split : ''} ${variant === 'centered' ? styles.centered : ''}`}
    >
      <div className={styles.copy}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {(links?.length || embed) && (
          <div className={styles.actions}>
            <LinkButtons links={links} className={styles.buttons} />
            {embed && (
              <VideoModal
                embed={embed}
                title={video?.title || 'Video'}
                label={videoLabel || 'Watch video'}
              />
            )}
          </div>
        )}
        {form && (
          <div className={styles.form}>
            <SiteFormView form={form} layout="inline" />
          </div>
        )}
        {typeof rating?.score === 'number' && <Rating score={rating.score} label={rating.label} />}
      </div>
      {hasMedia && (
        <div className={styles.media}>
          <Media resource={media} sizes="(max-width: 900px) 100vw, 540px" priority />
        </div>
      )}
    </div>
  )
}
