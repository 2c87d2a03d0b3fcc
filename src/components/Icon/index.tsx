import { type IconName, iconNames, interfaceIconNames, type SpriteIconName } from './names'

const known = new Set<string>([...iconNames, ...interfaceIconNames])

/**
 * The sprite's address, with a version that changes when its list of icons does: browsers keep
 * it for a year (src/app/icons.svg/route.ts).
 */
export const SPRITE_URL = `/icons.svg?v=${fnv1a([...known].join(','))}`

function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * A decorative icon (hidden from assistive technology; the text beside it carries the meaning),
 * drawn from the one cached sprite: each use is a few bytes of HTML instead of the whole drawing.
 * Stroke and fill come from CSS (`.icon` in globals.css), so `currentColor` follows the text.
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
  if (!name || !known.has(name)) return null
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth ? { strokeWidth } : undefined}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}
