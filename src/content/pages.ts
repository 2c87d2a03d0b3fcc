import { cache } from 'react'

import { SLUG } from '@/utilities/slugify'
import type { Page } from '@/payload-types'
import { cachedQuery, docTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

/**
 * The page answering at `path` (its slug or one of its aliases): the published version, cached
 * under the path's tag, or in preview the latest draft, read directly so drafts never enter the
 * cache. React's `cache` only dedupes the read within one render (the metadata and the page ask
 * for it twice; docs/architecture.md).
 */
export const findPage = cache(async (path: string, draft = false): Promise<Page | null> => {
  // A path no slug can have (a NUL, a nested path) is answered without asking the database.
  if (!SLUG.test(path)) return null
  const query = async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { or: [{ slug: { equals: path } }, { aliases: { in: [path] } }] },
      limit: 1,
      depth: 2,
      draft,
      // Preview is enabled only for signed-in staff (see /next/preview); visitors see published pages.
      overrideAccess: draft,
    })
    return docs[0] ?? null
  }
  return draft ? query() : cachedQuery(['pages', 'path', path], [docTag('pages', path)], query)
})

/** Published pages with their last change, for the sitemap; not those hidden from search engines. */
export async function publishedPagesForSitemap(): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      _status: { equals: 'published' },
      hideFromSearchEngines: { not_equals: true },
    },
    pagination: false,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs.map(({ slug, updatedAt }) => ({ slug, updatedAt }))
}
