import type { Payload, Where } from 'payload'

import {
  DEFAULT_PRIORITIES,
  SEARCHED_COLLECTIONS,
  type SearchedCollection,
  searchEntry,
} from './entry'

const published: Where = { _status: { equals: 'published' } }

const hasResults = async (payload: Payload, collection: SearchedCollection) =>
  (
    await payload.count({
      collection: 'search',
      where: { 'doc.relationTo': { equals: collection } },
    })
  ).totalDocs > 0

/**
 * Fills the search index for every searched collection that has no results yet: a database with
 * content from before the site search, or from before a collection was searched (services), or
 * whose results were removed. Documents saved from then on are kept by the plugin's hooks.
 * Returns how many results it wrote.
 */
export async function indexMissingCollections(payload: Payload): Promise<number> {
  let written = 0
  for (const collection of SEARCHED_COLLECTIONS) {
    if (await hasResults(payload, collection)) continue
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
