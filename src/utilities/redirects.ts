import { notFound, permanentRedirect, redirect } from 'next/navigation'

import type { Redirect } from '@/payload-types'

import { normalizeRedirectPath, REDIRECTS_TAG } from '@/collections/Redirects/paths'

import { cachedQuery } from './contentCache'
import { pathForSlug } from './paths'
import { getPayloadClient } from './payload'

/** Where a redirect leads: the referenced page's current path, or its custom URL. */
function targetOf(redirect: Redirect): string | null {
  const { to } = redirect
  if (to?.type === 'custom') return to.url || null
  const doc = to?.reference?.value
  if (!doc || typeof doc !== 'object' || !('slug' in doc) || !doc.slug) return null
  return pathForSlug(doc.slug)
}

const findRedirect = (path: string) =>
  cachedQuery(['redirect', path], [REDIRECTS_TAG], async () => {
    try {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { from: { equals: path } },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      const found = docs[0]
      return found ? { to: targetOf(found), permanent: found.type !== '307' } : null
    } catch {
      return null
    }
  })

/**
 * For a path no page answers: follows the redirect staff set up for it (308 permanent or 307
 * temporary), else shows the not-found page.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const found = await findRedirect(normalizeRedirectPath(path))
  if (found?.to) {
    if (found.permanent) permanentRedirect(found.to)
    redirect(found.to)
  }
  notFound()
}
