import { cache } from 'react'

import type { Page } from '@/payload-types'

import { HOME_SLUG } from './paths'
import { getPayloadClient } from './payload'


/** The published page at `slug`, or null. Deduplicated within one render. */
export const findPublishedPage = cache(async (slug: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    draft: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** Slugs of every published page, for prerendering; empty when no database is reachable (image builds). */
export async function publishedSlugs(): Promise<string[]> {
  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      limit: 1000,
      pagination: false,
      select: { slug: true },
      overrideAccess: false,
    })
    return docs.map((doc) => doc.slug)
  } catch {
    return []
  }
}
