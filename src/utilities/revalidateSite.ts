import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { expireTag, globalTag, listTag, SITE_TAG } from './contentCache'

/**
 * Every public page and every cached read (docs/architecture.md): for a change that any page may
 * show or link to, which pages show it is not worth tracking; it changes far less often than
 * visitors arrive, and each page re-renders on its next visit.
 */
export const refreshSite = () => {
  expireTag(SITE_TAG)
  revalidatePath('/', 'layout')
}

/**
 * Content that any page may show (the header, footer and settings, state fees in the wizard,
 * services, FAQs, team members): a change expires its own tag and refreshes the whole public
 * site. Seeds and scripts pass `context.disableRevalidate`: outside a Next request there is no
 * cache to refresh.
 */
const expire = (tag: string, context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  expireTag(tag)
  refreshSite()
}

export const revalidateSiteAfterChange: CollectionAfterChangeHook = ({
  doc,
  collection,
  context,
}) => {
  expire(listTag(collection.slug), context)
  return doc
}

/**
 * For uploads: an edited picture (its alt text, focal point or file) may be on any page; a new
 * one is on none until a document that uses it is saved, which expires that document's pages.
 */
export const revalidateSiteAfterUpdate: CollectionAfterChangeHook = (args) =>
  args.operation === 'update' ? revalidateSiteAfterChange(args) : args.doc

export const revalidateSiteAfterDelete: CollectionAfterDeleteHook = ({
  doc,
  collection,
  context,
}) => {
  expire(listTag(collection.slug), context)
  return doc
}

export const revalidateSiteAfterGlobalChange: GlobalAfterChangeHook = ({
  doc,
  global,
  context,
}) => {
  expire(globalTag(global.slug), context)
  return doc
}
