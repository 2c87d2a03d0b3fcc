import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { pathForSlug } from '@/utilities/paths'

const pathsOf = (page: Pick<Page, 'slug' | 'aliases'>) =>
  [page.slug, ...(page.aliases ?? [])].map(pathForSlug)

/** Every cached page, header and footer included: links to a page follow it by reference. */
const revalidateEverything = () => revalidatePath('/', 'layout')

/**
 * Refreshes the cached public paths a change affects: the page's paths when it is published,
 * and its former paths when it moved, lost an alias or was unpublished. A page that moved or
 * went away may be linked from other pages and the menus, so then the whole site is refreshed
 * (rare, and cheaper than tracking who links where).
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const wasPublished = previousDoc?._status === 'published'
  const moved = wasPublished && (doc._status !== 'published' || doc.slug !== previousDoc.slug)
  if (moved) {
    revalidateEverything()
    return doc
  }
  const paths = new Set<string>()
  if (doc._status === 'published') pathsOf(doc).forEach((p) => paths.add(p))
  if (wasPublished) pathsOf(previousDoc).forEach((p) => paths.add(p))
  paths.forEach((path) => revalidatePath(path))
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, context }) => {
  if (!context.disableRevalidate && doc) revalidateEverything()
  return doc
}
