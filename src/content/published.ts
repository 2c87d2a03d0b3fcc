import { getPayloadClient } from '@/utilities/payload'
import { publicPath } from '@/utilities/paths'

type ContentCollection = 'jobs' | 'projects'

/** Every published document's slug, for prerendering; empty when no database is reachable. */
export async function publishedSlugs(collection: ContentCollection): Promise<string[]> {
  try {
    return (await publishedDocs(collection)).map((doc) => doc.slug)
  } catch {
    return []
  }
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
