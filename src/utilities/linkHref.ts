import type { Page } from '@/payload-types'

import { pathForSlug } from './paths'

/** What the link field stores (fields/link.ts). */
export type LinkData = {
  type?: 'reference' | 'custom' | null
  reference?: number | Pick<Page, 'slug'> | null
  url?: string | null
}

/**
 * Where a link leads: the referenced page's current path, so renaming a page never breaks the
 * links to it. Null when the page is gone or not readable (unpublished for visitors).
 */
export function linkHref({ type, reference, url }: LinkData): string | null {
  if (type === 'custom') return url || null
  if (reference && typeof reference === 'object' && reference.slug)
    return pathForSlug(reference.slug)
  return null
}
