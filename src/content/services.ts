import type { CardGridBlock } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

export type Card = NonNullable<CardGridBlock['items']>[number]

/** The services collection as cards, in the order staff gave them. */
export const serviceCards = (): Promise<Card[]> =>
  cachedQuery(['services', 'cards'], [listTag('services')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'services',
      sort: 'order',
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    return docs.map(({ id, title, summary, icon, enableLink, link }) => ({
      id: String(id),
      title,
      text: summary,
      icon,
      enableLink,
      link: link ?? undefined,
    }))
  })
