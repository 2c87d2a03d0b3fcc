import { SLUG } from '@/utilities/slugify'
import type { Job, Post, Project, Service } from '@/payload-types'
import { cachedQuery, docTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'
import { publicPath } from '@/utilities/paths'

// Services have no drafts: every one is public, and `draft` reads the same document.
type ContentCollection = 'posts' | 'jobs' | 'projects' | 'services'
type DocumentOf = { posts: Post; jobs: Job; projects: Project; services: Service }

// A post's page shows its author's photo, one level deeper than a role, a project or a service
// (its questions) needs.
const DEPTH: Record<ContentCollection, number> = { posts: 2, jobs: 1, projects: 1, services: 1 }

/**
 * One document's page: the published document (cached under its tag), or in preview the latest
 * draft, read directly so drafts never enter the cache.
 */
export async function findBySlug<C extends ContentCollection>(
  collection: C,
  slug: string,
  draft = false,
): Promise<DocumentOf[C] | null> {
  // A path no slug can have (a NUL, a space) is answered without asking the database.
  if (!SLUG.test(slug)) return null
  const query = async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: DEPTH[collection],
      draft,
      overrideAccess: draft,
    })
    return (docs[0] as DocumentOf[C] | undefined) ?? null
  }
  return draft
    ? query()
    : cachedQuery([collection, 'slug', slug], [docTag(collection, slug)], query)
}

/** Published documents' pages with their last change, for the sitemap. */
export async function sitemapEntries(
  collection: ContentCollection,
): Promise<{ path: string; updatedAt: string }[]> {
  return (await publishedDocs(collection)).map((doc) => ({
    path: publicPath(collection, doc.slug),
    updatedAt: doc.updatedAt,
  }))
}

async function publishedDocs(collection: ContentCollection) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    pagination: false,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs as { slug: string; updatedAt: string }[]
}
