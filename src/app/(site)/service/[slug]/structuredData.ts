import { servicePath } from '@/content/services'
import type { Service } from '@/payload-types'
import { serverUrl } from '@/utilities/serverUrl'

/**
 * schema.org Service, so search engines can show what the service is, who provides it and, when
 * it has a price, what it costs. A service priced on request has no offer.
 */
export function serviceStructuredData(service: Service, provider: string) {
  const url = `${serverUrl()}${servicePath(service.slug)}`
  const amount = service.price?.amount
  return {
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    url,
    areaServed: { '@type': 'Country', name: 'United States' },
    provider: { '@type': 'Organization', name: provider, url: serverUrl() },
    ...(typeof amount === 'number'
      ? {
          offers: {
            '@type': 'Offer',
            price: amount,
            priceCurrency: 'USD',
            url,
            ...(service.price?.note ? { description: service.price.note } : {}),
          },
        }
      : {}),
  }
}
