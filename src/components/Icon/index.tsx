'use client'

import type { IconName, SpriteIconName } from '@/utilities/iconNames'
import { SPRITE_URL, spriteIcons } from './spriteUrl'

/**
 * A decorative icon (hidden from assistive technology; the text beside it carries the meaning),
 * drawn from the one cached sprite: each use is a few bytes of HTML instead of the whole drawing.
 * Stroke and fill come from CSS (`.icon` in globals.css), so `currentColor` follows the text.
 *
 * A client component although it has no state: the page data then names it with its props
 * (`name`, `size`) instead of spelling out the SVG elements a second time. Its code is in every
 * page's first chunk anyway (the header's menu button draws one).
 */
export function Icon({
  name,
  size = 24,
  className,
  strokeWidth,
}: {
  name?: SpriteIconName | IconName | string | null
  size?: number
  className?: string
  strokeWidth?: number
}) {
  if (!name || !spriteIcons.has(name)) return null
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth ? { strokeWidth } : undefined}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}
