import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import { paragraphs } from '../richText'
import type { SeedContext, SeedPage } from '../types'

/** The members the about page introduces; the rest are on /team. */
const teaser = ['Daniel Okafor', 'Rachel Kim', 'Hannah Brooks', 'Marcus Bell']

/** /about: why the service exists, what it has done, what it values and who does the work. */
export const aboutPage = async ({ payload, pages, image }: SeedContext): Promise<SeedPage> => {
  const vision = await image(
    'about-vision.svg',
    'Illustration of an online filing form and an approved company certificate with a gold seal',
  )
  const customer = await image('customer-jordan-ellis.svg', 'Illustrated portrait of Jordan Ellis')
  const { docs: members } = await payload.find({
    collection: 'team-members',
    where: { name: { in: teaser } },
    depth: 0,
    overrideAccess: true,
  })
  const picked = teaser.flatMap((name) => members.filter((m) => m.name === name).map((m) => m.id))

  return {
    title: 'About Us',
    slug: 'about',
    _status: 'published',
    meta: {
      title: `About Us · ${DEFAULT_SITE_NAME}`,
      description:
        'Why we form US companies for founders, the numbers behind the service, our core values and the team that files your LLC, C Corporation or Nonprofit.',
      image: vision.id,
    },
    layout: [
      { blockType: 'pageTitle', background: 'dark', spacing: 'compact' },
      {
        blockType: 'content',
        anchor: 'vision',
        eyebrow: 'Our vision',
        title: 'Starting a company should be the easy part',
        content: paragraphs(
          `We started ${DEFAULT_SITE_NAME} after watching friends lose weeks to state forms that differ from one state to the next, fees that appeared at the last step and filings that went quiet for a month. Founders should spend that time on customers, not paperwork.`,
          'Our specialists now prepare and file LLCs, C Corporations and Nonprofits for founders across the country, and stay with them after approval. Our mission:',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'One price, known up front',
              text: 'Your package and your state’s fee are settled when you order, with nothing added later.',
            },
            {
              title: 'Every filing checked twice',
              text: 'A second specialist reviews each document before it goes to the state, so fewer come back.',
            },
            {
              title: 'News before you ask',
              text: 'We tell you when we file, when the state answers and when your documents are ready.',
            },
          ],
        },
        media: vision.id,
        mediaPosition: 'right',
      },
      {
        blockType: 'stats',
        anchor: 'numbers',
        background: 'tinted',
        eyebrow: 'In numbers',
        title: 'Why founders trust us',
        layout: 'band',
        items: [
          { value: '36K+', label: 'founders served' },
          { value: '54K+', label: 'filings completed' },
          { value: '4.8/5', label: 'average customer rating' },
          { value: '80%', label: 'of customers come back for another service' },
        ],
      },
      {
        blockType: 'content',
        anchor: 'values',
        eyebrow: 'Core values',
        title: 'What we hold ourselves to',
        content: paragraphs(
          'Four commitments guide how we handle every order, from a single-member LLC in Wyoming to a Delaware C Corporation raising its first round.',
        ),
        list: {
          style: 'cards',
          items: [
            {
              icon: 'badge-check',
              title: 'Accuracy first',
              text: 'We would rather call you about a detail than file a form the state sends back.',
            },
            {
              icon: 'lock',
              title: 'Privacy by default',
              text: 'Social Security numbers are encrypted and seen only by the people who file for you.',
            },
            {
              icon: 'calculator',
              title: 'Honest pricing',
              text: 'State fees are passed on as the state charges them; our own price never changes after you order.',
            },
            {
              icon: 'headphones',
              title: 'People, not tickets',
              text: 'Your questions reach a specialist who knows your order, and every email is answered within 24 hours.',
            },
          ],
        },
      },
      {
        blockType: 'team',
        anchor: 'team',
        background: 'tinted',
        eyebrow: 'Our team',
        title: 'The people behind your paperwork',
        intro: 'A small team of filing, compliance and support specialists, led by our founder.',
        source: 'picked',
        members: picked,
        enableLink: true,
        link: seedLink(pages, 'Meet All Members', '/team', 'secondary'),
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        eyebrow: 'From our customers',
        layout: 'single',
        items: [
          {
            quote:
              'We had our Delaware C Corporation, an EIN and a registered agent in place before our first investor call. When the state questioned our name, the filing team fixed it the same afternoon.',
            name: 'Jordan Ellis',
            role: 'Co-founder, Brightline Robotics Inc.',
            avatar: customer.id,
            rating: 5,
          },
        ],
      },
      {
        blockType: 'cta',
        anchor: 'get-started',
        background: 'glow',
        title: 'Let’s form your company',
        intro:
          'Tell us about your business today and a filing specialist takes it from there. The Free package costs $0 plus your state’s filing fee.',
        links: [
          { link: seedLink(pages, 'Form my company', '/free', 'primary') },
          { link: seedLink(pages, 'Compare packages', '/pricing', 'secondary') },
        ],
      },
    ],
  }
}
