import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

/** The two pricing layouts: package cards at /pricing, a comparison table at /pricing-2. */
export const pricingPages = ({ pages }: SeedContext): SeedPage[] => {
  const buttons = {
    free: seedLink(pages, 'Start for free', '/free'),
    popular: seedLink(pages, 'Choose Popular', '/popular'),
    standard: seedLink(pages, 'Choose Standard', '/standard'),
  }
  const cta = {
    blockType: 'cta' as const,
    anchor: 'questions',
    title: 'Not sure which package fits?',
    intro:
      'Call or email us Monday to Friday, 9 am to 5 pm EST. We reply to every email within 24 hours.',
    links: [
      { link: seedLink(pages, 'Start for free', '/free', 'primary') },
      { link: seedLink(pages, 'Talk to us', '/contact', 'secondary') },
    ],
  }
  return [
    {
      title: 'Pricing',
      slug: 'pricing',
      _status: 'published',
      meta: {
        title: `Pricing: company formation packages from $0 · ${DEFAULT_SITE_NAME}`,
        description:
          'Form your LLC, C Corporation or Nonprofit for $0, $199 or $299, paid once, plus the state filing fee. First-year registered agent free with every package.',
      },
      layout: [
        { blockType: 'pageTitle', background: 'dark', spacing: 'compact', title: 'Pricing' },
        {
          blockType: 'pricing',
          anchor: 'packages',
          eyebrow: 'Packages',
          title: 'Simple pricing for your new company',
          intro:
            'Start for free and add only what you need, or choose a package with everything a new company needs in its first weeks.',
          source: 'formation',
          layout: 'cards',
          buttons,
          plans: [],
        },
        cta,
      ],
    },
    {
      title: 'Compare packages',
      slug: 'pricing-2',
      _status: 'published',
      meta: {
        title: `Compare company formation packages · ${DEFAULT_SITE_NAME}`,
        description:
          'See side by side what the Free, Popular and Standard packages include. One-time prices, no monthly or yearly billing.',
      },
      layout: [
        {
          blockType: 'pageTitle',
          background: 'dark',
          spacing: 'compact',
          title: 'Compare packages',
          crumb: 'Pricing',
        },
        {
          blockType: 'pricing',
          anchor: 'compare',
          eyebrow: 'Side by side',
          title: 'What each package includes',
          intro:
            'Every package files your company with the state and includes a free first year of registered agent service. Popular and Standard add the documents and accounts most founders need next.',
          source: 'formation',
          layout: 'table',
          buttons,
          plans: [],
        },
        { ...cta, background: 'tinted' },
      ],
    },
  ]
}
