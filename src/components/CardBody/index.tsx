import type { ComponentProps } from 'react'

import { Icon } from '@/components/Icon'
import { Media } from '@/components/Media'
import type { Media as MediaDoc } from '@/payload-types'

import styles from './styles.module.css'

type Props = {
  icon?: ComponentProps<typeof Icon>['name']
  image?: number | MediaDoc | null
  title: string
  text?: string | null
}

/**
 * What every card shows: an image or an icon badge, a title and a sentence or two. Feature,
 * service and step cards share it today; team, testimonial or stat cards can tomorrow.
 */
export function CardBody({ icon, image, title, text }: Props) {
  const hasImage = image && typeof image === 'object'
  return (
    <>
      {hasImage ? (
        <Media resource={image} sizes="(max-width: 640px) 100vw, 400px" className={styles.image} />
      ) : (
        icon && <IconBadge name={icon} />
      )}
      <h3>{title}</h3>
      {text && <p className={styles.text}>{text}</p>}
    </>
  )
}

/** An icon on a soft brand tile, as cards show it. */
export function IconBadge({ name }: { name: string }) {
  return (
    <span className={styles.badge}>
      <Icon name={name} size={28} strokeWidth={1.75} />
    </span>
  )
}
