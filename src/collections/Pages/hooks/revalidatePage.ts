import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { docTag, expireTag } from '@/utilities/contentCache'
import { pathForSlug } from '@/utilities/paths'
import { refreshSite } from '@/utilities/revalidateSite'

const slugsOf = (page: Pick<Page, 'slug' | 'aliases'>) => [page.slug, ...(page.aliases ?? [])]

/** Every cached page, header and footer included: links to a page follow it by reference. */
const revalidateEverything = refreshSite

/**
 * Refreshes the cached public paths a change affects: the page's paths when it is published,
 * and its former paths when it moved, lost an alias, was unpublished or went to the trash. A page that moved or
 * went away may be linked from other pages and the menus, so then the whole site is refreshed
 * (rare, and cheaper than tracking who links where).
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const wasPublished = previousDoc?._status === 'published'
  const moved =
    wasPublished &&
    (doc._status !== 'published' || doc.slug !== previousDoc.slug || Boolean(doc.deletedAt))
  if (moved) {
    revalidateEverything()
    return doc
  }
  const visible = [doc._status === 'published' && doc, wasPublished && previousDoc].filter(
    (page): page is Page => Boolean(page),
  )
  const slugs = new Set(visible.flatMap(slugsOf))
  slugs.forEach((slug) => revalidatePath(pathForSlug(slug)))
  // A page is read by the path it answers at (its slug or an alias), under that path's tag; the
  // blog's lists frame themselves in /blog's blocks through the same read.
  slugs.forEach((slug) => expireTag(docTag('pages', slug)))
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, context }) => {
  if (!context.disableRevalidate && doc) revalidateEverything()
  return doc
}
