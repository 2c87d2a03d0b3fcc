import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

/** /quote: where 'Get Started' buttons lead when a visitor wants a person to price their case. */
export const quotePage = ({ pages, forms }: SeedContext): SeedPage => ({
  title: 'Get a Quote',
  slug: 'quote',
  _status: 'published',
  meta: {
    title: `Get a Quote · ${DEFAULT_SITE_NAME}`,
    description:
      'Tell us the company you want to form and where. A formation specialist sends a clear, all-in quote within one business day.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Get a Quote' },
    {
      blockType: 'formBlock',
      anchor: 'quote',
      layout: 'split',
      eyebrow: 'A quote within one business day',
      title: 'Tell us about the company you want to form',
      intro:
        'Choose the company type and state and tell us anything unusual: several owners, a foreign founder, a business license. A formation specialist replies with one price that includes the state fee, and no obligation.',
      form: forms.quote,
    },
    {
      blockType: 'cta',
      anchor: 'start',
      background: 'tinted',
      title: 'Already know what you need?',
      intro:
        'Our packages show every price up front, state fee included, and you can order in about ten minutes.',
      links: [
        { link: seedLink(pages, 'Compare packages', '/pricing', 'primary') },
        { link: seedLink(pages, 'Start for free', '/free', 'secondary') },
      ],
    },
  ],
})
