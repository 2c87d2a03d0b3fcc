import type { RequiredDataFromCollectionSlug } from 'payload'

import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings/config'
import type { ClientPackage } from '@/order/pricing'

type OrderPage = { slug: ClientPackage; title: string; crumb: string; description: string }

// Which route carries which package is not in the spec beyond the names; /standard records its
// orders as package `standard` so staff can tell them from popular ones.
const orderPages: OrderPage[] = [
  {
    slug: 'free',
    title: 'Start your company for free',
    crumb: 'Free package',
    description:
      'Form an LLC, C Corporation or Nonprofit for $0 plus the state filing fee. Order online in five short steps.',
  },
  {
    slug: 'popular',
    title: 'Start your company: Popular package',
    crumb: 'Popular package',
    description:
      'Expedited filing, operating agreement, EIN, business bank account, tax consultation and IRS Form 2553 for $199 plus the state fee.',
  },
  {
    slug: 'standard',
    title: 'Start your company: Standard package',
    crumb: 'Standard package',
    description:
      'Everything in Popular plus business contract templates, with expedited filing, for $299 plus the state fee.',
  },
]

/** The order wizard pages, /free, /popular and /standard. */
export const orderWizardPages = (): RequiredDataFromCollectionSlug<'pages'>[] =>
  orderPages.map(({ slug, title, crumb, description }) => ({
    title,
    slug,
    _status: 'published',
    meta: { title: `${title} · ${DEFAULT_SITE_NAME}`, description },
    layout: [
      { blockType: 'pageTitle', background: 'dark', spacing: 'compact', title, crumb },
      { blockType: 'orderWizard', anchor: 'order', background: 'tinted', clientPackage: slug },
    ],
  }))
