import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { pathForSlug } from '@/utilities/paths'

const pathsOf = (page: Pick<Page, 'slug' | 'aliases'>) => [page.slug, ...(page.aliases ?? [])].map(pathForSlug)

/**
 * Refreshes the cached public paths a change affects: the page's paths when it is published,
 * and its former paths when it moved, lost an alias or was unpublished.
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const paths = new Set<string>()
  if (doc._status === 'published') pathsOf(doc).forEach((p) => paths.add(p))
  if (previousDoc?._status === 'published') pathsOf(previousDoc).forEach((p) => paths.add(p))
  paths.forEach((path) => revalidatePath(path))
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, context }) => {
  if (!context.disableRevalidate && doc) pathsOf(doc).forEach((path) => revalidatePath(path))
  return doc
}
