import { iconNames, interfaceIconNames } from '@/utilities/iconNames'

/** Every name the sprite has a symbol for. */
export const spriteIcons = new Set<string>([...iconNames, ...interfaceIconNames])

function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * The sprite's address, with a version that changes when its list of icons does: browsers keep
 * it for a year (src/app/icons.svg/route.ts).
 */
export const SPRITE_URL = `/icons.svg?v=${fnv1a([...spriteIcons].join(','))}`
