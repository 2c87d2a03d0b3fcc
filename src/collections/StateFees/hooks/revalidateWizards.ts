import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * The wizard pages render the fee table into their cached HTML. Fees change rarely, and any page
 * may hold a wizard, so a change refreshes the whole public site (each page re-renders on its
 * next visit).
 */
const refreshSite = (context: Record<string, unknown>) => {
  if (!context.disableRevalidate) revalidatePath('/', 'layout')
}

export const revalidateWizards: CollectionAfterChangeHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}

export const revalidateWizardsDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}
