import Image from 'next/image'

import type { Media as MediaDoc } from '@/payload-types'

type Props = {
  resource?: number | MediaDoc | null
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  className?: string
  priority?: boolean
}

/** An uploaded image, served through Next's image optimiser. */
export function Media({ resource, sizes, className, priority = false }: Props) {
  if (!resource || typeof resource === 'number' || !resource.url) return null
  return (
    <Image
      src={resource.url}
      alt={resource.alt}
      width={resource.width ?? 1200}
      height={resource.height ?? 800}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
