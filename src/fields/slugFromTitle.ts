import type { CollectionSlug, FieldHook, PayloadRequest } from 'payload'

import { SLUG, slugify } from '@/utilities/slugify'

type Args = { from: string; reserved: string[] }

/** "annual-report", "annual-report-2"…: the slugs a title may be given. */
const madeFrom = (slug: string, title: unknown): boolean => {
  const base = typeof title === 'string' ? slugify(title) : ''
  return Boolean(base) && (slug === base || new RegExp(`^${base}-\\d+$`).test(slug))
}

async function hasBeenPublished(req: PayloadRequest, collection: CollectionSlug, id: unknown) {
  if (id === undefined || id === null) return false
  // The collection's own row is published exactly while a published version exists.
  const row = await req.payload.db.findOne<{ id: number; _status?: string }>({
    collection,
    req,
    where: { id: { equals: id } },
  })
  return row?._status === 'published'
}

async function unusedSlug(
  req: PayloadRequest,
  collection: CollectionSlug,
  base: string,
  args: Args,
  id: unknown,
) {
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (args.reserved.includes(candidate)) continue
    const { totalDocs } = await req.payload.count({
      collection,
      overrideAccess: true,
      req,
      // A document in the trash keeps its path until it is removed for good.
      trash: true,
      where: {
        and: [{ slug: { equals: candidate } }, ...(id ? [{ id: { not_equals: id } }] : [])],
      },
    })
    if (totalDocs === 0) return candidate
  }
  return base
}

/**
 * A slug left empty is made from the title, unique within the collection; while a document has
 * never been published and its slug still follows its title, the slug follows a new title too, so
 * an autosave of a half-typed title never fixes the path. A slug staff typed, or one already
 * public, is never changed (docs/content-editing.md).
 */
export const slugFromTitle =
  (args: Args): FieldHook =>
  async ({ collection, data, operation, originalDoc, req, value }) => {
    if (!collection) return value
    const current =
      value === undefined && operation === 'update' ? (originalDoc?.slug as unknown) : value
    const typed = typeof current === 'string' ? current.trim() : ''
    const title =
      data?.[args.from] ?? (operation === 'update' ? originalDoc?.[args.from] : undefined)
    const base = typeof title === 'string' ? slugify(title) : ''
    if (!base) return typed || current

    const titleChanged = originalDoc && title !== originalDoc[args.from]
    const follows =
      typed !== '' &&
      titleChanged &&
      typed === originalDoc?.slug &&
      madeFrom(typed, originalDoc?.[args.from]) &&
      !madeFrom(typed, title) &&
      !(collection.versions?.drafts
        ? await hasBeenPublished(req, collection.slug, originalDoc?.id)
        : true)
    if (typed && !follows) return SLUG.test(typed) ? typed : current
    return unusedSlug(req, collection.slug, base, args, originalDoc?.id)
  }
