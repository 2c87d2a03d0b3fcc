import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

/** /career: the open roles (from the Jobs collection) and how hiring works. */
export const careerPage = ({ pages }: SeedContext): SeedPage => ({
  title: 'Careers',
  slug: 'career',
  _status: 'published',
  meta: {
    title: `Careers · ${DEFAULT_SITE_NAME}`,
    description:
      'Join the team that helps founders start their US companies. Open roles in design, development and business, most of them remote.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Careers' },
    {
      blockType: 'jobs',
      anchor: 'positions',
      eyebrow: 'Open positions',
      title: 'Help founders start their companies',
      intro:
        'We are a small team of designers, engineers and filing specialists. Most roles are remote within the US; our office is in Wilmington, Delaware.',
    },
    {
      blockType: 'cardGrid',
      anchor: 'hiring',
      background: 'tinted',
      eyebrow: 'How we hire',
      title: 'Three steps, about three weeks',
      columns: '3',
      cardStyle: 'plain',
      numbered: true,
      items: [
        {
          title: 'Apply',
          text: 'Send the form on the role’s page. A person reads every application and replies within two weeks.',
        },
        {
          title: 'Talk',
          text: 'A 30-minute call with the hiring manager, then a conversation about real work with two future teammates.',
        },
        {
          title: 'Decide',
          text: 'We make a written offer with the salary range from the posting, or tell you honestly why not.',
        },
      ],
    },
    {
      blockType: 'cta',
      title: 'No role for you today?',
      intro: 'Tell us what you do best. We keep your note and write when a matching role opens.',
      links: [{ link: seedLink(pages, 'Get in touch', '/contact', 'primary') }],
    },
  ],
})
