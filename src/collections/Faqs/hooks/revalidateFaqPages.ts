import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * A question is written once and shown by every FAQ section of its topic, on any page. Which
 * pages those are is not worth tracking: a change refreshes the public site, and each page
 * re-renders on its next visit. Questions change far less often than visitors arrive.
 */
const refreshSite = (context: Record<string, unknown>) => {
  if (!context.disableRevalidate) revalidatePath('/', 'layout')
}

export const revalidateFaqPages: CollectionAfterChangeHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}

export const revalidateFaqPagesDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}
