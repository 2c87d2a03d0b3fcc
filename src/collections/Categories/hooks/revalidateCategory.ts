import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTag, listTag } from '@/utilities/contentCache'

// A topic's name shows on every post card and post page, so its change expires them all.
const expirePosts = (context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  expireTag(listTag('posts'))
  expireTag(listTag('categories'))
}

export const revalidateCategory: CollectionAfterChangeHook = ({ doc, context }) => {
  expirePosts(context)
  return doc
}

export const revalidateCategoryDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  expirePosts(context)
  return doc
}
