import type { RequiredDataFromCollectionSlug } from 'payload'

import { heading, paragraph, richText } from '../richText'

export const home: RequiredDataFromCollectionSlug<'pages'> = {
  title: 'Form your US company online',
  slug: 'home',
  _status: 'published',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'LLC · C Corporation · Nonprofit',
      heading: 'Start your US company in any state, the simple way',
      text: 'Tell us about your business, pick a filing speed and pay the state fee online. We file the paperwork and keep you posted at every step.',
      links: [
        { label: 'Start my LLC for free', url: '/free' },
        { label: 'Compare packages', url: '/pricing' },
      ],
    },
    {
      blockType: 'richText',
      content: richText(
        heading('Everything a new company needs'),
        paragraph(
          'Formation filing, EIN registration, an operating agreement and a registered agent for the first year: one order covers the essentials, with state fees shown before you pay.',
        ),
      ),
    },
  ],
}
