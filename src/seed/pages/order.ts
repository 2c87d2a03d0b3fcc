import type { RequiredDataFromCollectionSlug } from 'payload'

import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'
import type { ClientPackage } from '@/order/pricing'

import { seedLink } from '../links'
import type { SeedContext } from '../types'

type OrderPage = { slug: ClientPackage; title: string; crumb: string; description: string }

// Which route carries which package is not in the product description (docs/product.md) beyond
// the names; /standard records its orders as package `standard` so staff can tell them from
// popular ones.
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

type Layout = RequiredDataFromCollectionSlug<'pages'>['layout']

/** Below the wizard: what happens once the order is paid, then the questions buyers ask. */
const landingSections = ({ pages }: SeedContext): Layout => [
  {
    blockType: 'cardGrid',
    anchor: 'after-you-pay',
    eyebrow: 'After you pay',
    title: 'What happens once your order is in',
    columns: '4',
    cardStyle: 'outlined',
    numbered: true,
    items: [
      {
        icon: 'badge-check',
        title: 'Order confirmed',
        text: 'Your receipt arrives by email and your customer portal opens with the password you chose.',
      },
      {
        icon: 'clipboard',
        title: 'Name check and filing',
        text: 'We confirm your company name is available and file your documents with the state.',
      },
      {
        icon: 'landmark',
        title: 'State approval',
        text: 'The state reviews the filing. You can follow every step in your portal.',
      },
      {
        icon: 'rocket',
        title: 'Ready for business',
        text: 'Download your approved documents and move on to your EIN and business bank account.',
      },
    ],
  },
  {
    blockType: 'faq',
    anchor: 'faq',
    background: 'tinted',
    eyebrow: 'FAQ',
    title: 'Discover the answers to the questions',
    layout: 'accordion',
    groups: [{ title: 'Ordering', topic: 'ordering', limit: 3 }],
    links: [{ link: seedLink(pages, 'Ask your questions', '/contact', 'primary') }],
  },
]

/** The order wizard pages, /free, /popular and /standard. */
export const orderWizardPages = (context: SeedContext): RequiredDataFromCollectionSlug<'pages'>[] =>
  orderPages.map(({ slug, title, crumb, description }) => ({
    title,
    slug,
    _status: 'published',
    meta: { title: `${title} · ${DEFAULT_SITE_NAME}`, description },
    layout: [
      { blockType: 'pageTitle', background: 'dark', spacing: 'compact', title, crumb },
      { blockType: 'orderWizard', anchor: 'order', background: 'tinted', clientPackage: slug },
      ...landingSections(context),
    ],
  }))
