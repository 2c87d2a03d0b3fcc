import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

/**
 * Content that any page may show (the header, footer and settings, state fees in the wizard,
 * services, FAQs, team members) refreshes the whole public site when it changes: which pages show
 * it is not worth tracking, it changes far less often than visitors arrive, and each page
 * re-renders on its next visit. Seeds and scripts pass `context.disableRevalidate`: outside a
 * Next request there is no cache to refresh.
 */
const refreshSite = (context: Record<string, unknown>) => {
  if (!context.disableRevalidate) revalidatePath('/', 'layout')
}

export const revalidateSiteAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}

export const revalidateSiteAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}

export const revalidateSiteAfterGlobalChange: GlobalAfterChangeHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}
