import type { BeforeSync } from '@payloadcms/plugin-search/types'

import { publicPath } from '@/utilities/paths'

/** The collections the site search covers, in the order their results are labelled. */
export const SEARCHED_COLLECTIONS = ['pages', 'services', 'posts', 'jobs', 'state-fees'] as const

export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number]

/** What a result says it is, e.g. "State guide · Texas company formation guide". */
export const RESULT_KINDS: Record<SearchedCollection, string> = {
  pages: 'Page',
  services: 'Service',
  posts: 'Blog post',
  jobs: 'Open role',
  'state-fees': 'State guide',
}

/** Pages first, then services and state guides, then posts and roles; staff may change one's priority. */
export const DEFAULT_PRIORITIES: Record<SearchedCollection, number> = {
  pages: 30,
  services: 20,
  'state-fees': 20,
  posts: 10,
  jobs: 10,
}

type Doc = Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

const metaDescription = (doc: Doc): string =>
  doc.meta && typeof doc.meta === 'object' ? text((doc.meta as Doc).description) : ''

// No figures here: a fee shown to a visitor names its source, which a result has no room for.
const stateSummary = (name: string) =>
  `Forming an LLC, C Corporation or Nonprofit in ${name}: filing fees, yearly reports, deadlines and naming rules, each with its source.`

/** A searched document's title, address and summary, as its own page shows them. */
export function searchEntry(collection: SearchedCollection, doc: Doc) {
  const slug = text(doc.slug)
  if (collection === 'state-fees') {
    const name = text(doc.name)
    return {
      title: `${name} company formation guide`,
      path: publicPath(collection, slug),
      summary: stateSummary(name),
      listed: true,
    }
  }
  const summary =
    collection === 'posts'
      ? text(doc.excerpt)
      : collection === 'jobs' || collection === 'services'
        ? text(doc.summary)
        : metaDescription(doc)
  return {
    title: text(doc.title),
    path: publicPath(collection, slug),
    summary: summary || metaDescription(doc),
    // Closed roles keep their page but leave the lists, this one included; so do pages hidden
    // from search engines.
    listed: collection === 'jobs' ? doc.open !== false : doc.hideFromSearchEngines !== true,
  }
}

/** The search plugin's `beforeSync`: what a result keeps of its document. */
export const beforeSync: BeforeSync = ({ collectionSlug, originalDoc, searchDoc }) => ({
  ...searchDoc,
  ...searchEntry(collectionSlug as SearchedCollection, originalDoc),
})
