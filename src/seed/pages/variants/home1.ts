import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { founderLogos } from '../logos'
import { quotes, variantPage } from './shared'

/** Home 1 (/home): Lanternfield Studio, a brand, web and product design agency. */
export const home1 = async ({ pages, forms, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-agency.svg',
    'Illustration of a website layout being designed, with color swatches, a type specimen card and a pen tool drawing a curve',
  )
  const studio = await image(
    'about-agency.svg',
    'Illustration of a designer’s desk with a laptop, a lamp and a pinboard of sketches, color swatches and wireframes',
  )
  const process = await image(
    'agency-process.svg',
    'Illustration of a project board with four columns, Idea, Sketch, Build and Launch, under a light bulb and a rocket',
  )

  return variantPage({
    slug: 'home',
    title: 'Lanternfield Studio: brand, web and product design',
    description:
      'Lanternfield Studio designs brands, websites and digital products for growing companies, from the first sketch to launch day and the growth that follows.',
    image: hero.id,
    menu: [
      { label: 'Services', anchor: 'services' },
      { label: 'Portfolio', anchor: 'portfolio' },
      { label: 'Reviews', anchor: 'testimonial' },
      { label: 'FAQ', anchor: 'faq' },
      { label: 'Contact', anchor: 'contact' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Design and development studio',
        title: 'Brands and websites that turn visitors into customers',
        intro:
          'Lanternfield Studio is a senior team of strategists, designers and engineers. We shape your brand, design and build your website or product, and stay on to help it grow. Subscribe to our monthly notes on design that sells.',
        links: [{ link: seedLink(pages, 'Start a project', '/contact', 'primary') }],
        enableVideo: true,
        videoLabel: 'Watch our showreel',
        video: {
          provider: 'vimeo',
          videoId: '76979871',
          title: 'Lanternfield Studio showreel, 2 minutes',
        },
        form: forms.newsletter,
        media: hero.id,
      },
      {
        blockType: 'logos',
        anchor: 'clients',
        layout: 'strip',
        spacing: 'compact',
        intro: 'Brands we have designed, built and launched with',
        logos: await founderLogos(image),
      },
      {
        blockType: 'cardGrid',
        anchor: 'services',
        background: 'tinted',
        eyebrow: 'What we do',
        title: 'Four ways we help your business grow',
        intro:
          'Hire us for one discipline or for the whole journey, from the first sketch to launch day and beyond.',
        columns: '4',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'palette',
            title: 'Brand identity',
            text: 'Names, logos, color and type systems that make you recognizable everywhere, with guidelines your team can follow.',
          },
          {
            icon: 'code',
            title: 'Web design and development',
            text: 'Fast, accessible websites planned around what your visitors need to decide, and built so your team can edit every page.',
          },
          {
            icon: 'pen-tool',
            title: 'Product and UX design',
            text: 'Research, user flows and interface design for apps and dashboards, tested with real users before a line of code is written.',
          },
          {
            icon: 'trending-up',
            title: 'Growth marketing',
            text: 'Landing pages, campaigns and conversion tests that bring the right people to your site and keep them coming back.',
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'about',
        eyebrow: 'About the studio',
        title: 'A small senior team, fully invested in your launch',
        content: paragraphs(
          'Lanternfield Studio brings strategy, design and engineering under one roof, so nothing gets lost between the pitch deck and the finished product. The people you meet on the first call are the people who do the work.',
          'We take on a short list of clients at a time. That means quick answers, honest advice and a team that knows your business almost as well as you do.',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'Senior people only',
              text: 'Every project is led by a designer and an engineer with a long record of shipped work.',
            },
            {
              title: 'One team, start to finish',
              text: 'Brand, web and product design sit side by side, so every decision carries through to launch.',
            },
            {
              title: 'Built to hand over',
              text: 'Clean code, tidy design files and training, so your team can run what we build.',
            },
          ],
        },
        media: studio.id,
        mediaPosition: 'left',
      },
      {
        blockType: 'content',
        anchor: 'process',
        background: 'tinted',
        eyebrow: 'How we work',
        title: 'From first idea to launch in four clear steps',
        content: paragraphs(
          'Every project follows the same open process. You see the work at each stage, and nothing moves forward until you are happy with it.',
        ),
        list: {
          style: 'numbered',
          items: [
            {
              title: 'Idea',
              text: 'We learn your business, your customers and your goals, and agree on what success looks like.',
            },
            {
              title: 'Sketch',
              text: 'Wireframes and early concepts let us test directions quickly, before anything is polished.',
            },
            {
              title: 'Build',
              text: 'We design every screen and develop it in weekly releases you can click through.',
            },
            {
              title: 'Launch',
              text: 'We go live together, measure what happens and keep improving what matters most.',
            },
          ],
        },
        links: [{ link: seedLink(pages, 'Request a quote', '/quote', 'primary') }],
        media: process.id,
        mediaPosition: 'right',
      },
      {
        blockType: 'portfolio',
        anchor: 'portfolio',
        eyebrow: 'Portfolio',
        title: 'Recent work for ambitious brands',
        intro:
          'Two of our latest projects. Open either one to read the brief, what we did and the results.',
        layout: 'classic',
        limit: 2,
        filters: [],
        showFilters: false,
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        background: 'dark',
        eyebrow: 'Client story',
        title: 'What our clients say',
        layout: 'single',
        items: await quotes(image, [
          {
            quote:
              'Lanternfield gave our café a brand that feels like the neighborhood, not a chain. They listened more than they talked, showed us every step and delivered the logo, the packaging and the menu boards exactly when they said they would.',
            name: 'Maya Lopez',
            role: 'Co-founder, Harbor Lane Coffee',
            avatar: 'avatar-maya-lopez.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'faq',
        anchor: 'faq',
        eyebrow: 'FAQ',
        title: 'Questions clients ask before we start',
        layout: 'accordion',
        groups: [{ topic: 'agency', limit: 5 }],
        closing: 'Have a question we did not cover?',
        links: [{ link: seedLink(pages, 'Ask us', '/contact', 'secondary') }],
      },
      {
        blockType: 'cta',
        anchor: 'contact',
        background: 'glow',
        title: 'Let’s build something your customers remember',
        intro:
          'Tell us about your project and we will reply with first ideas, a timeline and a fixed quote for each phase.',
        links: [
          { link: seedLink(pages, 'Request a quote', '/quote', 'primary') },
          { link: seedLink(pages, 'Book a call', '/contact', 'secondary') },
        ],
      },
    ],
  })
}
