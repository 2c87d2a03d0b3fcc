import type { MetadataRoute } from 'next'

import { sitemapEntries as jobEntries } from '@/content/jobs'
import { publishedPagesForSitemap } from '@/utilities/pages'
import { pathForSlug } from '@/utilities/paths'
import { serverUrl } from '@/utilities/serverUrl'

// Built per request from the database: always current, and `next build` needs no database.
export const dynamic = 'force-dynamic'

/** Every published page, and the detail page of every published role. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, jobs] = await Promise.all([publishedPagesForSitemap(), jobEntries()])
  return [
    ...pages.map(({ slug, updatedAt }) => ({ path: pathForSlug(slug), updatedAt })),
    ...jobs,
  ].map(({ path, updatedAt }) => ({ url: `${serverUrl()}${path}`, lastModified: updatedAt }))
}
