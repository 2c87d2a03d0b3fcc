import type { Payload } from 'payload'

import { HOME_SLUG } from '@/utilities/paths'

import type { SeededPages } from './links'

/** Addresses older links still use (the original site's static files), kept working. */
const LEGACY: { from: string; to: string }[] = [
  { from: '/service.html', to: 'service' },
  { from: '/about.html', to: 'about' },
  { from: '/index.html', to: HOME_SLUG },
]

/** Permanent redirects from the legacy addresses to the pages that replaced them. */
export async function seedRedirects(
  payload: Payload,
  pages: SeededPages,
  context: Record<string, unknown>,
): Promise<void> {
  for (const { from, to } of LEGACY) {
    const page = pages[to]
    if (!page) continue
    await payload.create({
      collection: 'redirects',
      data: {
        from,
        to: { type: 'reference', reference: { relationTo: 'pages', value: page } },
        type: '308',
      },
      context,
      overrideAccess: true,
    })
  }
}
