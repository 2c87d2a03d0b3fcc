import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { OFFICE_LATITUDE, OFFICE_LONGITUDE } from '@/blocks/Map/config'

import type { SeedContext, SeedPage } from '../types'

const banner = (title: string) =>
  ({
    blockType: 'pageTitle',
    background: 'dark',
    spacing: 'compact',
    title,
    crumb: 'Contact',
  }) as const

const page = (slug: string, title: string, description: string, layout: SeedPage['layout']) =>
  ({
    title,
    slug,
    _status: 'published',
    meta: { title: `${title} · ${DEFAULT_SITE_NAME}`, description },
    layout,
  }) satisfies SeedPage

// The map's defaults are the office's: 1201 N Orange St, Wilmington, with its drawn map.
const map = (background: 'plain' | 'tinted') =>
  ({
    blockType: 'map',
    background,
    latitude: OFFICE_LATITUDE,
    longitude: OFFICE_LONGITUDE,
    eyebrow: 'Find us',
    title: 'Visit our office in Wilmington',
    intro:
      'Our team works from downtown Wilmington, Delaware, a short walk from the state’s Division of Corporations. Visits by appointment.',
  }) as const

/**
 * The three contact layouts: /contact (details and map), /contact-2 (form, map and questions)
 * and /contact-3 (details and form). The details come from the Footer's contact group.
 */
export const contactPages = ({ forms }: SeedContext): SeedPage[] => [
  page(
    'contact',
    'Contact Us',
    'Call, email or visit the Formation team in Wilmington, Delaware: formation specialists answer Monday to Friday, 9 am to 5 pm EST.',
    [
      banner('Contact Us'),
      {
        blockType: 'contactInfo',
        eyebrow: 'Contact',
        title: 'Talk to a formation specialist',
        intro:
          'Questions about a filing, a state’s fees or an order in progress? A real person who files companies every day answers.',
      },
      map('tinted'),
    ],
  ),
  page(
    'contact-2',
    'Get in touch',
    'Send the Formation team a message, find our Wilmington office and read the answers founders ask for most.',
    [
      banner('Get in touch'),
      {
        blockType: 'formBlock',
        anchor: 'message',
        layout: 'split',
        eyebrow: 'Send us a message',
        title: 'How can we help your company?',
        intro:
          'Ask about a state, a package or an order in progress. A formation specialist replies within 24 hours, Monday to Friday 9 am to 5 pm EST.',
        form: forms.contact,
      },
      map('plain'),
      {
        blockType: 'faq',
        background: 'tinted',
        eyebrow: 'FAQ',
        title: 'Answers before you write',
        intro: 'Most questions about timings, fees and registered agents are answered here.',
        layout: 'accordion',
        groups: [{ title: 'General Question', topic: 'general', limit: 4 }],
      },
    ],
  ),
  page(
    'contact-3',
    'Write to us',
    'Reach the Formation team by phone, email or message: we reply to every email within 24 hours.',
    [
      banner('Write to us'),
      {
        blockType: 'contactInfo',
        eyebrow: 'We are here to help',
        title: 'Every way to reach us',
        intro:
          'Tell us about the company you are forming, or the order you placed, and we will get back to you within one business day.',
      },
      {
        blockType: 'formBlock',
        anchor: 'message',
        background: 'tinted',
        layout: 'card',
        title: 'Send us a message',
        intro: 'Fields marked optional can stay empty. We never share your details.',
        form: forms.contact,
      },
    ],
  ),
]
