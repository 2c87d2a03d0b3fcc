import type { Category } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

/** Every blog topic, cached as one list, so made-up addresses add nothing to the cache. */
const allCategories = (): Promise<Category[]> =>
  cachedQuery(['categories', 'all'], [listTag('categories')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      pagination: false,
      sort: 'title',
      depth: 0,
      overrideAccess: false,
    })
    return docs
  })

/** A blog topic by its slug, or null. */
export const findCategory = async (slug: string): Promise<Category | null> =>
  (await allCategories()).find((category) => category.slug === slug) ?? null
