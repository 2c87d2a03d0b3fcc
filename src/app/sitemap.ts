import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/content/published'
import { publishedPagesForSitemap } from '@/content/pages'
import { stateRecords } from '@/content/states'
import { STATES_PATH, statePath } from '@/states/links'
import { pathForSlug } from '@/utilities/paths'
import { requestServerUrl } from '@/utilities/serverUrl'

// Built per request from the database: always current, and `next build` needs no database.
export const dynamic = 'force-dynamic'

/**
 * Every published page, the detail page of every published post, role and project and of every
 * service, and the state guides with their comparison.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, pages, posts, jobs, projects, services, states] = await Promise.all([
    requestServerUrl(),
    publishedPagesForSitemap(),
    sitemapEntries('posts'),
    sitemapEntries('jobs'),
    sitemapEntries('projects'),
    sitemapEntries('services'),
    stateRecords(),
  ])
  const lastStateChange = states
    .map((state) => state.updatedAt)
    .sort()
    .at(-1)
  return [
    ...pages.map(({ slug, updatedAt }) => ({ path: pathForSlug(slug), updatedAt })),
    ...posts,
    ...jobs,
    ...projects,
    ...services,
    ...(lastStateChange ? [{ path: STATES_PATH, updatedAt: lastStateChange }] : []),
    ...states.map(({ slug, updatedAt }) => ({ path: statePath(slug), updatedAt })),
  ].map(({ path, updatedAt }) => ({ url: `${origin}${path}`, lastModified: updatedAt }))
}
