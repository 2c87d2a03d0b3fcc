import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { seedLink, type SeededPages } from './links'

type ServiceSeed = Pick<RequiredDataFromCollectionSlug<'services'>, 'title' | 'summary' | 'icon'>

/** The eleven services the home page and /service list (docs/product.md#the-marketing-site), in their order. */
const services: ServiceSeed[] = [
  {
    icon: 'id-card',
    title: 'EIN',
    summary:
      'Get the federal tax ID number your company needs to hire, open a bank account and file taxes.',
  },
  {
    icon: 'building',
    title: 'LLC Formation',
    summary:
      'We prepare and file your Articles of Organization with the state and send you the approved documents.',
  },
  {
    icon: 'file-badge',
    title: 'Business Licenses and permits',
    summary:
      'Find out which licenses and permits your business needs where you operate, and apply with confidence.',
  },
  {
    icon: 'landmark',
    title: 'Business Banking',
    summary:
      'Open a business bank account with the formation documents and EIN that banks ask for.',
  },
  {
    icon: 'shield',
    title: 'Business Insurance',
    summary:
      'Protect your company and your personal assets with general liability and professional cover.',
  },
  {
    icon: 'calculator',
    title: 'Taxes and bookkeeping',
    summary: 'Stay on top of filings and deadlines with bookkeeping and tax help from specialists.',
  },
  {
    icon: 'palette',
    title: 'Logo',
    summary: 'A professional logo that makes your new brand recognizable from day one.',
  },
  {
    icon: 'globe',
    title: 'Website experts',
    summary: 'A fast, mobile-friendly website so customers can find you and get in touch.',
  },
  {
    icon: 'contact',
    title: 'Business Cards',
    summary: 'Printed business cards that match your brand, ready for your first meetings.',
  },
  {
    icon: 'stamp',
    title: 'Trademark',
    summary: 'Register your business name and logo so no one else can use them.',
  },
  {
    icon: 'shirt',
    title: 'Branded Merchandise',
    summary: 'T-shirts, mugs and giveaways with your brand on them, for your team and customers.',
  },
]

/** The shipped services, each linking to the service details page. */
export async function seedServices(
  payload: Payload,
  pages: SeededPages,
  context: Record<string, unknown>,
): Promise<void> {
  for (const [i, service] of services.entries()) {
    await payload.create({
      collection: 'services',
      data: {
        ...service,
        order: (i + 1) * 10,
        enableLink: true,
        link: seedLink(pages, 'Learn more', '/service-details'),
      },
      context,
      overrideAccess: true,
    })
  }
}
