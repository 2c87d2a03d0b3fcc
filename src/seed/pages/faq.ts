import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import type { SeedContext, SeedPage } from '../types'

type FaqBlockData = Extract<SeedPage['layout'][number], { blockType: 'faq' }>

const banner = (title: string, crumb: string) =>
  ({ blockType: 'pageTitle', background: 'dark', spacing: 'compact', title, crumb }) as const

const page = (slug: string, title: string, description: string, layout: SeedPage['layout']) =>
  ({
    title,
    slug,
    _status: 'published',
    meta: { title: `${title} · ${DEFAULT_SITE_NAME}`, description },
    layout,
  }) satisfies SeedPage

const heading = {
  eyebrow: 'FAQ',
  title: 'Answers before you start',
  intro:
    'What founders ask us most about forming a company: timings, fees, registered agents and the paperwork that comes after.',
}

const generalGrid: FaqBlockData = {
  blockType: 'faq',
  anchor: 'questions',
  ...heading,
  layout: 'grid',
  groups: [{ title: 'General Question', topic: 'general', limit: 6 }],
}

/** The four FAQ layouts: /faq and /faq-2 (grid), /faq-3 (groups), /faq-4 (vertical tabs). */
export const faqPages = ({ pages }: SeedContext): SeedPage[] => [
  page(
    'faq',
    'Frequently asked questions',
    'How long forming a US company takes, what the state fee is, why you need a registered agent and an EIN: answers to the questions founders ask us most.',
    [
      banner('Frequently asked questions', 'FAQ'),
      {
        ...generalGrid,
        closing: 'Still, have any questions?',
        links: [{ link: seedLink(pages, 'Contact us', '/contact', 'primary') }],
      },
    ],
  ),
  page(
    'faq-2',
    'Questions and support',
    'Answers to common questions about forming your company, and every way to reach our support team.',
    [
      banner('Questions and support', 'FAQ'),
      generalGrid,
      {
        blockType: 'cardGrid',
        anchor: 'support',
        background: 'tinted',
        eyebrow: 'Support',
        title: 'Talk to a person',
        intro:
          'Did not find your answer? The team that files your company is one call or email away.',
        columns: '3',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'headphones',
            title: 'Call us',
            text: 'Speak to a formation specialist Monday to Friday, 9 am to 5 pm EST.',
            enableLink: true,
            link: { type: 'custom', url: 'tel:+13025550142', label: '+1 (302) 555-0142' },
          },
          {
            icon: 'contact',
            title: 'Email us',
            text: 'Write at any hour and get a reply within 24 hours, with your order at hand.',
            enableLink: true,
            link: {
              type: 'custom',
              url: 'mailto:support@formation.example',
              label: 'support@formation.example',
            },
          },
          {
            icon: 'lock',
            title: 'Customer portal',
            text: 'Follow your filing, download approved documents and update your details, day or night.',
          },
        ],
      },
    ],
  ),
  page(
    'faq-3',
    'Questions about your company and account',
    'General questions about forming a US company, and about your account and our support.',
    [
      banner('Questions about your company and account', 'FAQ'),
      {
        blockType: 'faq',
        anchor: 'questions',
        ...heading,
        layout: 'groups',
        groups: [
          { title: 'General Question', topic: 'general', limit: 3 },
          { title: 'Account & Support', topic: 'account', limit: 3 },
        ],
      },
    ],
  ),
  page(
    'faq-4',
    'Help center',
    'Questions and answers by topic: forming your company, your account and support, paying online and the technical side.',
    [
      banner('Help center', 'FAQ'),
      {
        blockType: 'faq',
        anchor: 'questions',
        eyebrow: 'Help center',
        title: 'Find answers by topic',
        intro: 'Pick a topic to see its questions, the most asked one open first.',
        layout: 'tabs',
        groups: [
          { title: 'General Question', topic: 'general', limit: 6 },
          { title: 'Account & Support', topic: 'account', limit: 6 },
          { title: 'Purchasing Online', topic: 'purchasing', limit: 6 },
          { title: 'Technical Methods', topic: 'technical', limit: 6 },
        ],
        links: [{ link: seedLink(pages, 'Contact us', '/contact', 'primary') }],
      },
    ],
  ),
]
