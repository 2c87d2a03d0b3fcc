import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import { bullets, paragraph, richText } from '../richText'
import type { SeedContext, SeedPage } from '../types'

/** /service-details: branding for a new company in detail (each service also has a page). */
const serviceDetails = async ({ pages, image }: SeedContext): Promise<SeedPage> => {
  const kit = await image(
    'branding-kit.svg',
    'A brand kit for a new company: logo sketch, color swatches, a business card and a website on a laptop',
  )
  return {
    title: 'Branding & Digital Strategies',
    slug: 'service-details',
    _status: 'published',
    meta: {
      title: `Branding & Digital Strategies for new companies · ${DEFAULT_SITE_NAME}`,
      description:
        'Logo, website, business cards, trademark and branded merchandise for your new company, from the team that files it.',
      image: kit.id,
    },
    layout: [
      { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Service details' },
      {
        blockType: 'content',
        anchor: 'overview',
        eyebrow: 'Branding for new companies',
        title: 'Look established from your first day',
        intro:
          'Your company is filed; now customers need to recognize it. We turn your new business name into a brand that works everywhere you show up.',
        content: richText(
          paragraph(
            'Most founders put off branding until the first customer asks for a card or a website. We start right after your formation documents are approved, using the exact company name the state registered, so your logo, domain and trademark all match.',
          ),
          bullets([
            'One point of contact: the same specialist guides you from sketches to launch.',
            'Decisions in days: you review concepts online and choose in one short call.',
            'Files you own: every design is yours, with print and web versions.',
          ]),
        ),
        links: [{ link: seedLink(pages, 'Order with Popular', '/popular', 'primary') }],
        media: kit.id,
        mediaPosition: 'right',
      },
      {
        blockType: 'cardGrid',
        anchor: 'included',
        background: 'tinted',
        eyebrow: "What's included",
        title: 'Everything your brand needs to launch',
        columns: '3',
        cardStyle: 'outlined',
        source: 'cards',
        items: [
          {
            icon: 'palette',
            title: 'Logo',
            text: 'Three logo concepts drawn for your company, two rounds of changes, and final files for print, web and social profiles.',
          },
          {
            icon: 'globe',
            title: 'Website',
            text: 'A five-page, mobile-friendly website with your contact form, set up on your own domain.',
          },
          {
            icon: 'contact',
            title: 'Business Cards',
            text: '250 printed cards in your brand colors, shipped to your business address.',
          },
          {
            icon: 'stamp',
            title: 'Trademark',
            text: 'A search for conflicting marks and a federal application to register your name or logo.',
          },
          {
            icon: 'shirt',
            title: 'Branded Merchandise',
            text: 'T-shirts, mugs and giveaways with your logo, ordered in the quantities you need.',
          },
          {
            icon: 'headphones',
            title: 'Launch support',
            text: 'Help setting up your email signature and social profiles so everything matches.',
          },
        ],
      },
      {
        blockType: 'faq',
        anchor: 'faq',
        eyebrow: 'Questions',
        title: 'Branding, answered',
        layout: 'accordion',
        groups: [{ title: 'Branding services', topic: 'branding' }],
      },
      {
        blockType: 'cta',
        anchor: 'order',
        title: 'Form your company and build its brand',
        intro:
          'Start with the formation package that fits you; we contact you about your brand as soon as the state approves your company.',
        links: [
          { link: seedLink(pages, 'See packages', '/pricing', 'primary') },
          { link: seedLink(pages, 'Talk to us', '/contact', 'secondary') },
        ],
      },
    ],
  }
}

/** /service: the services collection, then how we work with customers. */
const service = ({ pages }: SeedContext): SeedPage => ({
  title: 'Our Services',
  slug: 'service',
  _status: 'published',
  meta: {
    title: `Services for new US companies · ${DEFAULT_SITE_NAME}`,
    description:
      'LLC formation, EIN, business licenses, banking, insurance, taxes and bookkeeping, and branding for your new company.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Services' },
    {
      blockType: 'cardGrid',
      anchor: 'services',
      eyebrow: 'Services',
      title: 'Everything your company needs, from filing to first customer',
      intro:
        'Form your company with us, then add the services your business needs next. Every service is handled by specialists.',
      columns: '3',
      cardStyle: 'outlined',
      source: 'services',
    },
    {
      blockType: 'cardGrid',
      anchor: 'how-we-work',
      background: 'tinted',
      eyebrow: 'How we work with you',
      title: 'A team that knows your company',
      columns: '4',
      cardStyle: 'plain',
      source: 'cards',
      items: [
        {
          icon: 'headphones',
          title: 'One point of contact',
          text: 'The specialist who files your company is the one you call about what comes next.',
        },
        {
          icon: 'badge-check',
          title: 'Prices before you pay',
          text: 'Every package is a one-time price, and the state fee is shown before checkout.',
        },
        {
          icon: 'clock',
          title: 'Updates at every step',
          text: 'We email you when your documents are filed and again when the state approves them.',
        },
        {
          icon: 'lock',
          title: 'Your data kept safe',
          text: 'Payments go through Square and identity numbers are encrypted at rest.',
        },
      ],
    },
    {
      blockType: 'cta',
      anchor: 'get-started',
      title: 'Start with your company, add services as you grow',
      intro: 'Form your company today for $0 plus the state fee, or compare our packages.',
      links: [
        { link: seedLink(pages, 'Start my company', '/free', 'primary') },
        { link: seedLink(pages, 'Compare packages', '/pricing-2', 'secondary') },
      ],
    },
  ],
})

/** The services list (each card leads to its service's page) and the branding details page. */
export const servicePages = async (context: SeedContext): Promise<SeedPage[]> => [
  await serviceDetails(context),
  service(context),
]
