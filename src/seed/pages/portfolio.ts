import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

const intro =
  'Many founders who form their company with us also ask our design team for a name mark, a website or an app. Here is some of that work.'

const portfolio = (
  { pages }: SeedContext,
  slug: string,
  layout: 'classic' | 'modern' | 'minimal',
  allLabel: string,
): SeedPage => ({
  title: 'Portfolio',
  slug,
  _status: 'published',
  meta: {
    title: `Portfolio · ${DEFAULT_SITE_NAME}`,
    description:
      'Brands, websites, apps and launch campaigns our design team made for founders who formed their company with us.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Portfolio' },
    {
      blockType: 'portfolio',
      anchor: 'work',
      layout,
      allLabel,
      eyebrow: 'Our work',
      title: 'Launch work for new companies',
      intro,
    },
    {
      blockType: 'cta',
      background: 'tinted',
      title: 'Starting something?',
      intro: 'Form your company with us and add a logo, a website or business cards to your order.',
      links: [
        { link: seedLink(pages, 'See our services', '/service', 'primary') },
        { link: seedLink(pages, 'Get a quote', '/quote', 'secondary') },
      ],
    },
  ],
})

/** /portfolio (classic), /portfolio-3 (modern) and /portfolio-4 (minimal): one block, three layouts. */
export const portfolioPages = (context: SeedContext): SeedPage[] => [
  portfolio(context, 'portfolio', 'classic', 'Show All'),
  portfolio(context, 'portfolio-3', 'modern', 'Show all'),
  portfolio(context, 'portfolio-4', 'minimal', 'Show all'),
]
