import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

/** /team: everyone in the Team members collection, then a way to reach them. */
export const teamPage = ({ pages }: SeedContext): SeedPage => ({
  title: 'Our Team',
  slug: 'team',
  _status: 'published',
  meta: {
    title: `Our Team · ${DEFAULT_SITE_NAME}`,
    description:
      'Meet the filing specialists, registered agent lead, tax advisor and support team who form and look after your US company.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Team' },
    {
      blockType: 'team',
      anchor: 'team',
      eyebrow: 'Meet the team',
      title: 'Specialists for every step',
      intro:
        'Filing, registered agent mail, tax questions and support: these are the people who handle your order, from the first form to your first annual report.',
      source: 'all',
    },
    {
      blockType: 'cta',
      anchor: 'contact',
      background: 'tinted',
      title: 'Have a question for the team?',
      intro:
        'Call or write to us Monday to Friday, 9 am to 5 pm EST, and a specialist who knows your order will answer. Want to join us instead? Our open roles are on the careers page.',
      links: [
        { link: seedLink(pages, 'Contact the team', '/contact', 'primary') },
        { link: seedLink(pages, 'See open roles', '/career', 'secondary') },
      ],
    },
  ],
})
