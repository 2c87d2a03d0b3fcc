import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/content/published'
import { publishedPagesForSitemap } from '@/content/pages'
import { pathForSlug } from '@/utilities/paths'
import { serverUrl } from '@/utilities/serverUrl'

// Built per request from the database: always current, and `next build` needs no database.
export const dynamic = 'force-dynamic'

/** Every published page, and the detail page of every published post, role and project. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts, jobs, projects] = await Promise.all([
    publishedPagesForSitemap(),
    sitemapEntries('posts'),
    sitemapEntries('jobs'),
    sitemapEntries('projects'),
  ])
  return [
    ...pages.map(({ slug, updatedAt }) => ({ path: pathForSlug(slug), updatedAt })),
    ...posts,
    ...jobs,
    ...projects,
  ].map(({ path, updatedAt }) => ({ url: `${serverUrl()}${path}`, lastModified: updatedAt }))
}
