import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePath } from 'next/cache'

import type { Page } from '@/payload-types'
import { pathForSlug } from '@/utilities/paths'

/** Refreshes the cached public page when a published page changes, moves or is unpublished. */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  if (doc._status === 'published') revalidatePath(pathForSlug(doc.slug))
  if (previousDoc?._status === 'published' && (doc._status !== 'published' || previousDoc.slug !== doc.slug)) {
    revalidatePath(pathForSlug(previousDoc.slug))
  }
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, context }) => {
  if (!context.disableRevalidate && doc?.slug) revalidatePath(pathForSlug(doc.slug))
  return doc
}
