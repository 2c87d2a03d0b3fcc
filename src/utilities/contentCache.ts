import { revalidateTag, unstable_cache } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * The one cache of public content (docs/architecture.md). Every read a public page makes goes
 * through `cachedQuery` under tags, and a change expires the tags it affects:
 * - `list:<collection>`: every list of that collection (list pages, blocks, related items), and
 *   every read of a collection any page may show (services, FAQs, team members, state fees);
 * - `doc:<collection>:<slug>`: one document's page (for pages, one path: a slug or an alias);
 * - `global:<slug>`: a global (header, footer, site settings);
 * - `site`: every read, expired with every page when something any page may link to changes.
 */
export const listTag = (collection: string) => `list:${collection}`
export const docTag = (collection: string, slug: string) => `doc:${collection}:${slug}`
export const globalTag = (slug: string) => `global:${slug}`
export const SITE_TAG = 'site'

/** Next's data cache exists only inside the Next server: seeds, scripts and tests read directly. */
const insideNext = () => Boolean(process.env.NEXT_RUNTIME)

/**
 * Runs a public query once and keeps its answer in Next's data cache under `tags` (and the site
 * tag) until one of them is expired. `key` names the query (with its arguments); preview (draft
 * mode) must call the query directly instead, so drafts never enter the cache.
 */
export const cachedQuery = <T>(
  key: string[],
  tags: string[],
  query: () => Promise<T>,
): Promise<T> =>
  insideNext() ? unstable_cache(query, key, { tags: [...tags, SITE_TAG] })() : query()

type Publishable = { slug?: string | null; _status?: 'draft' | 'published' | null }

/** Expires a tag at once: the next visitor gets the new page, not the old one while it re-renders. */
export const expireTag = (tag: string) => revalidateTag(tag, { expire: 0 })

/**
 * Revalidation for a collection whose documents have a slug and drafts: a change that a visitor
 * can see (publishing, editing a published document, unpublishing, renaming) expires that
 * collection's lists and the document's page under its old and new slug; saving a draft of an
 * unpublished document expires nothing. Seeds and scripts pass `context.disableRevalidate`:
 * outside a Next request there is no cache to expire.
 */
export function revalidateContent(collection: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const expire = (docs: (Publishable | null | undefined)[]) => {
    const visible = docs.filter((doc): doc is Publishable => doc?._status === 'published')
    if (visible.length === 0) return
    expireTag(listTag(collection))
    new Set(visible.map((doc) => doc.slug).filter(Boolean)).forEach((slug) =>
      expireTag(docTag(collection, slug!)),
    )
  }
  return {
    afterChange: [
      ({ doc, previousDoc, context }) => {
        if (!context.disableRevalidate) expire([doc, previousDoc])
        return doc
      },
    ],
    afterDelete: [
      ({ doc, context }) => {
        if (!context.disableRevalidate) expire([doc])
        return doc
      },
    ],
  }
}
