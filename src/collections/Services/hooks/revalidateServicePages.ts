import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Services are shown by card grids on any number of pages (the home page, /service), so a change
 * refreshes the whole public site; each page re-renders on its next visit.
 */
const refreshSite = (context: Record<string, unknown>) => {
  if (!context.disableRevalidate) revalidatePath('/', 'layout')
}

export const revalidateServicePages: CollectionAfterChangeHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}

export const revalidateServicePagesDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}
