import { RichText } from '@payloadcms/richtext-lexical/react'

import { Buttons } from '@/components/Buttons'
import { Media } from '@/components/Media'
import type { ContentBlock as ContentBlockProps } from '@/payload-types'

export function ContentBlock({ eyebrow, content, links, media, mediaPosition }: ContentBlockProps) {
  const hasMedia = media && typeof media === 'object'
  return (
    <section className="section">
      <div className={`container content${hasMedia ? ` content--media-${mediaPosition ?? 'right'}` : ''}`}>
        <div className="content__copy prose">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <RichText data={content} />
          <Buttons links={links} />
        </div>
        {hasMedia && (
          <div className="content__media">
            <Media resource={media} sizes="(max-width: 900px) 100vw, 540px" />
          </div>
        )}
      </div>
    </section>
  )
}
