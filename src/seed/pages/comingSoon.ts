import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'
import { integrationLogos } from './logos'

/**
 * /coming-soon: the countdown fills the first screen and carries the page's heading, so the page
 * has no title banner. Midnight on 29 December 2023 is New York time, the support team's.
 */
export const comingSoon = async ({ pages, forms, image }: SeedContext): Promise<SeedPage> => ({
  title: 'Coming soon: your company dashboard',
  slug: 'coming-soon',
  _status: 'published',
  meta: {
    title: `Coming soon: your company dashboard · ${DEFAULT_SITE_NAME}`,
    description:
      'Filing deadlines, formation documents and reminders for your company in one place: the new dashboard in your customer portal.',
  },
  layout: [
    {
      blockType: 'countdown',
      background: 'glow',
      spacing: 'spacious',
      display: 'page',
      eyebrow: 'Coming soon to your customer portal',
      title: 'Your company dashboard is almost here',
      intro:
        'Annual report dates, franchise tax deadlines and every document we filed for you, in one place, with a reminder well before anything is due.',
      launchAt: '2023-12-29T05:00:00.000Z',
      launchAt_tz: 'America/New_York',
      liveTitle: 'Your company dashboard is nearly ready',
      liveText:
        'The countdown is over and the last checks are under way. Until the dashboard opens, your order page (the link in every email we send) shows your filing, your documents and your deadlines.',
      note: 'Want an email on launch day? Leave your address and we will write once, when it opens.',
      form: forms.launchNotice,
      links: [
        { link: seedLink(pages, 'Contact us', '/contact', 'primary') },
        { link: seedLink(pages, 'Start your company', '/free', 'secondary') },
      ],
    },
    {
      blockType: 'logos',
      anchor: 'integrations',
      layout: 'grid',
      eyebrow: 'Connected from day one',
      title: 'Works with the tools your company runs on',
      intro:
        'Connect your business bank, bookkeeping and payroll once, and your dashboard keeps filings and records in step.',
      logos: await integrationLogos(image),
    },
  ],
})
