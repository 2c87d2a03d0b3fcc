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

export type SiteSearch = {
  results: SearchResult[]
  /** How many documents match; only the best CANDIDATES of them can be paged to. */
  total: number
  page: number
  totalPages: number
}

/** Results on one page of a search. */
export const RESULTS_PER_PAGE = 10

/** The best this many matches (by priority) are ranked and paged; a visitor with more adds a word. */
export const CANDIDATES = 50

const containsAll = (text: string, words: string[]) => {
  const lower = text.toLowerCase()
  return words.every((word) => lower.includes(word))
}

/**
 * The site search: published pages, services, posts, open roles and state guides whose title or summary
 * holds every word, ten to a page. Those whose title holds them all come first, then by priority
 * and title.
 * Not cached: the words are the visitor’s (docs/performance.md#caching).
 */
export async function searchSite(query: string, page = 1): Promise<SiteSearch> {
  const like = likeWords(query)
  if (!like) return { results: [], total: 0, page: 1, totalPages: 0 }
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
  const totalPages = Math.ceil(results.length / RESULTS_PER_PAGE)
  const shown = Math.min(Math.max(1, page), Math.max(1, totalPages))
  const start = (shown - 1) * RESULTS_PER_PAGE
  return {
    results: results.slice(start, start + RESULTS_PER_PAGE),
    total: totalDocs,
    page: shown,
    totalPages,
  }
}
