import { spriteDocument } from '@/components/Icon/drawings'

const sprite = spriteDocument()

/**
 * Every icon the site draws, as one SVG of symbols that `<Icon>` refers to. Its address carries
 * a version (SPRITE_URL), so browsers and the proxy keep it for a year.
 */
export function GET() {
  return new Response(sprite, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
