import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media as MediaDoc } from '@/payload-types'
import { onSitePath } from '@/utilities/serverUrl'

type Props = {
  resource?: number | MediaDoc | null
  /** Said instead of the upload's own alternative text, where the block has its own. */
  alt?: string
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
 * A plain `<img>` drawn on the server: `next/image`'s component would add about 5 KB of
 * compressed script to every page for nothing these pictures use
 * (docs/performance.md#images-without-image-script).
 */
export function Media({ resource, alt, sizes, width, className, priority = false }: Props) {
  if (!resource || typeof resource === 'number' || !resource.url) return null
  const intrinsicWidth = resource.width ?? 1200
  const intrinsicHeight = resource.height ?? 800
  const drawnWidth = width ? Math.min(width, intrinsicWidth) : intrinsicWidth
  const { props } = getImageProps({
    src: onSitePath(resource.url),
    alt: alt || resource.alt,
    width: drawnWidth,
    height: Math.round((drawnWidth * intrinsicHeight) / intrinsicWidth),
    className,
    sizes,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  })
  if (priority)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  // eslint-disable-next-line @next/next/no-img-element -- the optimiser's own markup, drawn here
  return <img {...props} alt={props.alt} />
}
