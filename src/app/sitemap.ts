import type { MetadataRoute } from 'next'

import { publishedPagesForSitemap } from '@/utilities/pages'
import { pathForSlug } from '@/utilities/paths'
import { serverUrl } from '@/utilities/serverUrl'

// Built per request from the database: always current, and `next build` needs no database.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await publishedPagesForSitemap()
  return pages.map((page) => ({
    url: `${serverUrl()}${pathForSlug(page.slug)}`,
    lastModified: page.updatedAt,
  }))
}
