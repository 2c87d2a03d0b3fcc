import type { Payload, Where } from 'payload'

import { DEFAULT_PRIORITIES, SEARCHED_COLLECTIONS, searchEntry } from './entry'

const published: Where = { _status: { equals: 'published' } }

/**
 * Fills an empty search index from the published documents: a database that had content before
 * the site search existed, or whose results were removed. Documents saved from then on are kept
 * by the plugin's hooks. Returns how many results it wrote.
 */
export async function indexSiteSearchIfEmpty(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'search' })
  if (totalDocs > 0) return 0
  let written = 0
  for (const collection of SEARCHED_COLLECTIONS) {
    const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
    const { docs } = await payload.find({
      collection,
      where: drafts ? published : undefined,
      pagination: false,
      depth: 0,
    })
    for (const doc of docs) {
      await payload.create({
        collection: 'search',
        data: {
          doc: { relationTo: collection, value: doc.id },
          priority: DEFAULT_PRIORITIES[collection],
          ...searchEntry(collection, doc as unknown as Record<string, unknown>),
        },
        depth: 0,
      })
      written += 1
    }
  }
  return written
}
