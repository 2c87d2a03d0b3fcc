import { VideoModal } from '@/components/islands'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import { type VideoSource, videoEmbed } from '@/utilities/videoEmbed'
import type { Media as MediaDoc, VideoBlock } from '@/payload-types'

import styles from './styles.module.css'

function VideoThumbnail({
  video,
  thumbnail,
  sizes,
}: {
  video: VideoSource | null | undefined
  thumbnail: number | MediaDoc | null | undefined
  sizes: string
}) {
  const picture = thumbnail && typeof thumbnail === 'object' && (
    <Media resource={thumbnail} sizes={sizes} />
  )
  const embed = videoEmbed(video)
  // A draft without a valid video still shows its picture, without a button that does nothing.
  if (!embed) return picture || null
  return (
    <VideoModal embed={embed} title={video?.title || 'Video'}>
      {picture}
    </VideoModal>
  )
}

export function VideoView({ eyebrow, title, intro, layout, thumbnail, video, items }: VideoBlock) {
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {layout === 'cards' ? (
        <ul className={styles.cards}>
          {(items ?? []).map((item, i) => (
            <li key={item.id ?? i} className={styles.card}>
              <VideoThumbnail
                video={item.video}
                thumbnail={item.thumbnail}
                sizes="(max-width: 700px) 100vw, 400px"
              />
              <h3 className={styles.cardTitle}>{item.title}</h3>
              {item.description && <p>{item.description}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.single}>
          <VideoThumbnail
            video={video}
            thumbnail={thumbnail}
            sizes="(max-width: 1000px) 100vw, 960px"
          />
        </div>
      )}
    </>
  )
}
