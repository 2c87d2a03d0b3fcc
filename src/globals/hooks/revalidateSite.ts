import { revalidatePath } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

/** Header, footer and settings appear on every page: refresh the whole public site. */
export const revalidateSite: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePath('/', 'layout')
  return doc
}
