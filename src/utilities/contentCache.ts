import { revalidateTag, unstable_cache } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Cache tags of the content collections (posts, jobs, projects). Every query a public page makes
 * for them goes through `cachedQuery` with these tags, so the page's cache entry carries them and
 * a change revalidates exactly the pages that show the changed document:
 * - `list:<collection>`: every list of that collection (list pages, blocks, related items);
 * - `doc:<collection>:<slug>`: the one document's detail page.
 */
export const listTag = (collection: string) => `list:${collection}`
export const docTag = (collection: string, slug: string) => `doc:${collection}:${slug}`

/**
 * Runs a public query once and keeps its answer in Next's data cache under `tags` until one of
 * them is revalidated. `key` names the query (with its arguments); preview (draft mode) must call
 * the query directly instead, so drafts never enter the cache.
 */
export const cachedQuery = <T>(
  key: string[],
  tags: string[],
  query: () => Promise<T>,
): Promise<T> => unstable_cache(query, key, { tags })()

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
