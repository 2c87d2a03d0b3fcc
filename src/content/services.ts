import type { CardGridBlock, Faq, Service } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { formatDollars } from '@/utilities/money'
import { getPayloadClient } from '@/utilities/payload'
import { publicPath } from '@/utilities/paths'

import { findBySlug } from './published'

export type Card = NonNullable<CardGridBlock['items']>[number]

/** A service's own page, /service/<slug>. */
export const servicePath = (slug: string): string => publicPath('services', slug)

/**
 * Where a service card's "Learn more" leads: the link staff set when they ticked "Link the card
 * somewhere else", otherwise the service's own page (docs/content-editing.md#service-pages).
 */
const cardLink = ({ slug, enableLink, link }: Pick<Service, 'slug' | 'enableLink' | 'link'>) => {
  if (enableLink && link) return link
  return slug ? { type: 'custom' as const, url: servicePath(slug), label: 'Learn more' } : undefined
}

/** The services collection as cards, in the order staff gave them. */
export const serviceCards = (): Promise<Card[]> =>
  cachedQuery(['services', 'cards'], [listTag('services')], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'services',
      sort: 'order',
      pagination: false,
      depth: 1,
      select: { title: true, summary: true, icon: true, slug: true, enableLink: true, link: true },
      overrideAccess: false,
    })
    return docs.map(({ id, title, summary, icon, slug, enableLink, link }) => {
      const target = cardLink({ slug, enableLink, link })
      return {
        id: String(id),
        title,
        text: summary,
        icon,
        enableLink: Boolean(target),
        link: target,
      }
    })
  })

/** One service with its questions, for /service/<slug>; null for an unknown slug. */
export const findService = (slug: string, draft = false) => findBySlug('services', slug, draft)

/** "$70", or null when the service has no amount (priced on request). */
export const servicePrice = (price: Service['price']): string | null =>
  typeof price?.amount === 'number' ? formatDollars(price.amount, { max: 0 }) : null

/** The questions linked to a service that still exist, in the order staff put them. */
export const serviceQuestions = (service: Service): Faq[] =>
  (service.faqs ?? []).filter((faq): faq is Faq => typeof faq === 'object' && faq !== null)
