import Image from 'next/image'

import type { Media as MediaDoc } from '@/payload-types'
import { onSitePath } from '@/utilities/serverUrl'

type Props = {
  resource?: number | MediaDoc | null
  className?: string
  /** The page's main picture: fetched first, before the scripts (the largest paint waits on it). */
  priority?: boolean
} & (
  | {
      /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
      sizes: string
      width?: never
    }
  | {
      /** A picture always drawn at most this many CSS pixels wide (a logo, an avatar). */
      width: number
      sizes?: never
    }
)

/**
 * An uploaded image, served through Next's image optimiser. A fluid picture lists every width
 * for its `sizes`; a fixed-size one only its 1x and 2x files, which keeps the HTML short.
 */
export function Media({ resource, sizes, width, className, priority = false }: Props) {
  if (!resource || typeof resource === 'number' || !resource.url) return null
  const intrinsicWidth = resource.width ?? 1200
  const intrinsicHeight = resource.height ?? 800
  const drawnWidth = width ? Math.min(width, intrinsicWidth) : intrinsicWidth
  return (
    <Image
      src={onSitePath(resource.url)}
      alt={resource.alt}
      width={drawnWidth}
      height={Math.round((drawnWidth * intrinsicHeight) / intrinsicWidth)}
      className={className}
      // Only the props that apply: each one travels in the page data as well.
      {...(sizes ? { sizes } : {})}
      {...(priority ? { preload: true, loading: 'eager', fetchPriority: 'high' } : {})}
    />
  )
}
