import type { RequiredDataFromCollectionSlug } from 'payload'

import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'
import { HOME_SLUG } from '@/utilities/paths'

import { seedLink } from '../links'
import type { SeedContext } from '../types'
import { founderLogos } from './logos'

/** Home 10, the business-formation home page, shown at / and /home-10. */
export const home = async ({
  pages,
  image,
}: SeedContext): Promise<RequiredDataFromCollectionSlug<'pages'>> => {
  const heroImage = await image(
    'hero-formation.svg',
    'Illustration of company formation papers with an approval seal in front of office buildings',
  )
  return {
    title: 'Form your US company online',
    slug: HOME_SLUG,
    aliases: ['home-10'],
    _status: 'published',
    meta: {
      title: `Form an LLC, C Corporation or Nonprofit in any US state · ${DEFAULT_SITE_NAME}`,
      description:
        'Start your US company online: state filing in all 50 states and DC, EIN, operating agreement and a free first-year registered agent. Transparent state fees, expedited filing in 2 business days.',
      image: heroImage.id,
    },
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Business formation in all 50 states',
        title: 'Start your US company in minutes, not weeks',
        intro:
          'Form an LLC, C Corporation or Nonprofit in any state. Tell us about your business, choose a filing speed and pay the state fee online. We prepare and file the paperwork and keep you posted until your company is approved.',
        links: [
          { link: seedLink(pages, 'Start for free', '/free', 'primary') },
          { link: seedLink(pages, 'See packages', '/pricing', 'secondary') },
        ],
        rating: { score: 4.8, label: 'average rating from founders we have helped' },
        media: heroImage.id,
      },
      {
        blockType: 'logos',
        anchor: 'trusted-by',
        layout: 'strip',
        spacing: 'compact',
        intro: 'Founders who started with us went on to build',
        logos: await founderLogos(image),
      },
      {
        blockType: 'statePicker',
        anchor: 'states',
        background: 'tinted',
        eyebrow: 'State guides',
        title: 'Where will you form your company?',
        intro:
          'Fees, yearly reports and deadlines differ from state to state. Choose yours to see what it costs, with the source of every figure.',
        buttonLabel: 'See the guide',
        compareLabel: 'Compare all 50 states and DC',
      },
      {
        blockType: 'cardGrid',
        anchor: 'why-us',
        eyebrow: 'Why founders choose us',
        title: 'Everything a new company needs, in one order',
        columns: '4',
        cardStyle: 'plain',
        items: [
          {
            icon: 'landmark',
            title: 'File in any state',
            text: 'All 50 states and DC, with the state filing fee shown before you pay.',
          },
          {
            icon: 'clock',
            title: 'Fast-track filing',
            text: 'Choose expedited filing and we submit your documents within 2 business days.',
          },
          {
            icon: 'badge-check',
            title: 'Registered agent included',
            text: 'Your first year of registered agent service is free with every package.',
          },
          {
            icon: 'headphones',
            title: 'Real people to help',
            text: 'Phone and email support Monday to Friday, 9 am to 5 pm EST.',
          },
        ],
      },
      {
        blockType: 'cardGrid',
        anchor: 'services',
        background: 'tinted',
        eyebrow: 'Services',
        title: 'From filing to first customer',
        intro:
          'Form your company, then add what your business needs next. Every service is handled by specialists.',
        columns: '3',
        cardStyle: 'outlined',
        source: 'services',
      },
      {
        blockType: 'cardGrid',
        anchor: 'how-it-works',
        eyebrow: 'How it works',
        title: 'Your company in three steps',
        columns: '3',
        cardStyle: 'tinted',
        numbered: true,
        items: [
          {
            number: '01',
            icon: 'mouse-pointer',
            title: 'Select Your Service',
            text: 'Pick a package and the state where you want to form your company.',
          },
          {
            number: '02',
            icon: 'clipboard',
            title: 'Complete Your Registration',
            text: 'Tell us about your company and contact person, review the order and pay securely by card.',
          },
          {
            number: '03',
            icon: 'sofa',
            title: 'Save Time and Relax',
            text: 'We file with the state and send your documents as soon as they are approved.',
          },
        ],
      },
      {
        blockType: 'cta',
        anchor: 'get-started',
        title: 'Ready to start your company?',
        intro:
          'A typical state filing takes about 3 weeks, or 2 business days with expedited filing. Start today for $0 plus the state fee.',
        links: [
          { link: seedLink(pages, 'Start my company', '/free', 'primary') },
          { link: seedLink(pages, 'Talk to us', '/contact', 'secondary') },
        ],
      },
    ],
  }
}
