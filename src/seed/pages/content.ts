import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import { bullets, paragraph, richText } from '../richText'
import type { SeedContext, SeedPage } from '../types'

/** /content: the short guide to forming a US company, the page older links call "content". */
export const contentPage = ({ pages }: SeedContext): SeedPage => ({
  title: 'Forming a US company: the short guide',
  slug: 'content',
  _status: 'published',
  meta: {
    title: `Forming a US company: the short guide · ${DEFAULT_SITE_NAME}`,
    description:
      'What forming an LLC, C Corporation or Nonprofit takes, step by step: choosing the type and state, the filing, the EIN, and what comes after.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Guide' },
    {
      blockType: 'richText',
      spacing: 'compact',
      content: richText(
        paragraph(
          'Forming a company in the United States takes four decisions and one filing. This page walks through them in the order we ask about them when you order, so nothing on the order form is a surprise.',
        ),
        bullets([
          'Company type: an LLC suits most small businesses and keeps taxes simple; a C Corporation suits founders who plan to raise money from investors or issue stock options; a Nonprofit suits organizations that will apply for tax-exempt status.',
          'State: most companies form where they do business. Delaware and Wyoming are popular for investors and privacy, but a company that works elsewhere usually registers there too and pays both states.',
          'Filing speed: the standard filing follows the state’s normal processing time; expedited filing goes to the front of our queue and uses the state’s faster service where it has one.',
          'Registered agent: every company needs an address in its state that accepts legal mail during business hours. Our packages include one for the first year.',
        ]),
        paragraph(
          'We prepare the formation document (articles of organization for an LLC, a certificate or articles of incorporation for a corporation) and file it with the state. The state fee is charged at cost and shown on the order summary before you pay.',
        ),
        paragraph(
          'Once the state approves the filing you receive the stamped documents, and we apply for the company’s EIN with the IRS if your package includes it. After that come the business bank account, an operating agreement or bylaws, and each state’s annual report: our blog covers each of them in detail.',
        ),
      ),
    },
    {
      blockType: 'cta',
      background: 'tinted',
      title: 'Ready to start?',
      intro: 'Compare the packages, or tell us about your case and get one all-in quote.',
      links: [
        { link: seedLink(pages, 'Compare packages', '/pricing', 'primary') },
        { link: seedLink(pages, 'Get a quote', '/quote', 'secondary') },
      ],
    },
  ],
})
