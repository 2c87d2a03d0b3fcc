import { RESULT_KINDS, type SearchedCollection } from '@/collections/Search/entry'
import { getPayloadClient } from '@/utilities/payload'
import { likeWords } from '@/utilities/searchQuery'

export type SearchResult = {
  id: number
  /** What it is: "Page", "Blog post", "Open role", "State guide". */
  kind: string
  title: string
  path: string
  summary: string
}

export type SiteSearch = { results: SearchResult[]; total: number }

/** How many results a search shows; a visitor with more adds a word. */
export const RESULTS_SHOWN = 20

// The best of this many matches (by priority) are ranked; a site this size rarely has more.
const CANDIDATES = 60

const containsAll = (text: string, words: string[]) => {
  const lower = text.toLowerCase()
  return words.every((word) => lower.includes(word))
}

/**
 * The site search: published pages, posts, open roles and state guides whose title or summary
 * holds every word. Those whose title holds them all come first, then by priority and title.
 * Not cached: the words are the visitor’s (docs/performance.md#caching).
 */
export async function searchSite(query: string): Promise<SiteSearch> {
  const like = likeWords(query)
  if (!like) return { results: [], total: 0 }
  const payload = await getPayloadClient()
  const { docs, totalDocs } = await payload.find({
    collection: 'search',
    where: {
      and: [
        { listed: { not_equals: false } },
        { or: [{ title: { like } }, { summary: { like } }] },
      ],
    },
    sort: ['-priority', 'title'],
    limit: CANDIDATES,
    depth: 0,
    select: { title: true, path: true, summary: true, doc: true },
    overrideAccess: false,
  })
  const words = query.toLowerCase().split(' ').filter(Boolean)
  const results = docs.map((doc) => ({
    id: doc.id,
    kind: RESULT_KINDS[doc.doc.relationTo as SearchedCollection] ?? 'Page',
    title: doc.title ?? '',
    path: doc.path ?? '/',
    summary: doc.summary ?? '',
  }))
  const inTitle = (result: SearchResult) => (containsAll(result.title, words) ? 0 : 1)
  // Array.prototype.sort is stable: within each group the database's order stays.
  results.sort((a, b) => inTitle(a) - inTitle(b))
  return { results: results.slice(0, RESULTS_SHOWN), total: totalDocs }
}
