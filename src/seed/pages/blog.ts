import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

/** /blog: every post, three to a page, beside search, topics, recent posts, tags and the newsletter. */
export const blogPage = ({ pages, forms }: SeedContext): SeedPage => ({
  title: 'Blog',
  slug: 'blog',
  _status: 'published',
  meta: {
    title: `Blog · ${DEFAULT_SITE_NAME}`,
    description:
      'Plain-language guides to forming and running a US company: EINs, registered agents, LLC or C Corporation, state fees, operating agreements and banking.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact' },
    {
      blockType: 'posts',
      anchor: 'posts',
      layout: 'archive',
      perPage: 3,
      eyebrow: 'Guides for founders',
      title: 'Start, file and stay in good standing',
      intro: 'Written by the people who file thousands of companies a year, in plain language.',
      form: forms.newsletter,
    },
    {
      blockType: 'cta',
      background: 'tinted',
      title: 'Ready to form your company?',
      intro: 'Pick a package, choose your state and we file for you, usually the same day.',
      links: [
        { link: seedLink(pages, 'Start my company', '/popular', 'primary') },
        { link: seedLink(pages, 'Ask a question', '/contact', 'secondary') },
      ],
    },
  ],
})
