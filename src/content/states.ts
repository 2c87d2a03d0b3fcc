import type { StateFee } from '@/payload-types'
import { cachedQuery, docTag, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

/** Every state record by name, for /states and the sitemap; expired when staff edit any state. */
export const stateRecords = (): Promise<StateFee[]> =>
  cachedQuery(['state-fees', 'records'], [listTag('state-fees')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'state-fees',
      sort: 'name',
      pagination: false,
      depth: 0,
      // Not the edit history. No `select` that leaves fields out: it empties the rows of the
      // expedite array (their fields other than `source` come back missing).
      joins: false,
      overrideAccess: false,
    })
    return docs as StateFee[]
  })

/** One state's record with its guide's questions, for /states/<slug>; null for an unknown slug. */
export const stateRecord = (slug: string): Promise<StateFee | null> =>
  cachedQuery(
    ['state-fees', 'record', slug],
    [listTag('state-fees'), docTag('state-fees', slug)],
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'state-fees',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        joins: false,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
  )
