import type { Redirect } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { pathForSlug } from '@/utilities/paths'
import { getPayloadClient } from '@/utilities/payload'

export type RedirectRule = { to: string; permanent: boolean }

/** Where a redirect leads: the referenced page's current path, or its custom URL. */
function targetOf(redirect: Redirect): string | null {
  const { to } = redirect
  if (to?.type === 'custom') return to.url || null
  const doc = to?.reference?.value
  if (!doc || typeof doc !== 'object' || !('slug' in doc) || !doc.slug) return null
  return pathForSlug(doc.slug)
}

/** Every redirect staff set up, by old path; cached until one changes. */
export const redirectRules = (): Promise<Record<string, RedirectRule>> =>
  cachedQuery(['redirects', 'all'], [listTag('redirects')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    return Object.fromEntries(
      docs.flatMap((doc) => {
        const to = targetOf(doc)
        return to ? [[doc.from, { to, permanent: doc.type !== '307' }]] : []
      }),
    )
  })
