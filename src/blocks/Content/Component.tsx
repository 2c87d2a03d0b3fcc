import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import { Media } from '@/components/Media'
import type { ContentBlock } from '@/payload-types'

import { ContentList } from './List'
import styles from './styles.module.css'
import { RichText } from '@/components/RichText'

export function ContentView({
  eyebrow,
  title,
  intro,
  content,
  list,
  links,
  media,
  mediaPosition,
}: ContentBlock) {
  const hasMedia = media && typeof media === 'object'
  const layout = hasMedia ? (mediaPosition === 'left' ? styles.mediaLeft : styles.mediaRight) : ''
  // Cards need the full width, so they follow the text and image instead of sitting in the column.
  const cards = list?.style === 'cards'
  return (
    <>
      <div className={`${styles.content} ${layout}`}>
        <div className="prose">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          {title && <h2>{title}</h2>}
          {intro && <p className={styles.intro}>{intro}</p>}
          <RichText data={content} />
          {list && !cards && <ContentList {...list} />}
          <LinkButtons links={links} />
        </div>
        {hasMedia && (
          <div className={styles.media}>
            <Media resource={media} sizes="(max-width: 900px) 100vw, 540px" />
          </div>
        )}
      </div>
      {list && cards && <ContentList {...list} />}
    </>
  )
}
