import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Team blocks render members into the cached HTML of whichever pages hold them (the about page,
 * the team page, any landing page). Members change rarely, so a change refreshes the whole public
 * site and each page re-renders on its next visit.
 */
const refreshSite = (context: Record<string, unknown>) => {
  if (!context.disableRevalidate) revalidatePath('/', 'layout')
}

export const revalidateTeam: CollectionAfterChangeHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}

export const revalidateTeamDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  refreshSite(context)
  return doc
}
