import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { founderLogos } from '../logos'
import { ascendryPricing } from './home5Pricing'
import { quotes, team, variantPage } from './shared'

/** Home 5: an SEO agency, "Ascendry" (display only). */
export const home5 = async ({ pages, forms, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-seo.svg',
    'Illustration of a search results page with the first result highlighted, a magnifying glass over a rising bar chart and a traffic chart reading +248%',
  )
  const about = await image(
    'about-seo.svg',
    'Illustration of a keyword ranking table with positions moving up, an organic traffic chart reading +180% and a first-place trophy',
  )

  return variantPage({
    slug: 'home-5',
    title: 'SEO agency for growing brands',
    description:
      'Ascendry is an SEO agency that grows organic traffic and revenue: keyword strategy, technical SEO, content and conversion work, with plans from $19 a month.',
    image: hero.id,
    menu: [
      { label: 'About', anchor: 'about' },
      { label: 'Services', anchor: 'services' },
      { label: 'Team', anchor: 'team' },
      { label: 'Pricing', anchor: 'pricing' },
      { label: 'Testimonial', anchor: 'testimonial' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Ascendry SEO agency',
        title: 'Rank higher and turn search traffic into revenue',
        intro:
          'We find the searches your customers make, fix what holds your site back and build pages that rank and convert. Leave your email and a strategist will reach out to plan your first month.',
        form: forms.getStarted,
        media: hero.id,
      },
      {
        blockType: 'logos',
        anchor: 'clients',
        layout: 'strip',
        spacing: 'compact',
        intro: 'Growing brands that trust Ascendry with their search traffic',
        logos: await founderLogos(image),
      },
      {
        blockType: 'cardGrid',
        anchor: 'features',
        background: 'tinted',
        eyebrow: 'Why Ascendry',
        title: 'SEO that answers to your revenue',
        columns: '4',
        cardStyle: 'plain',
        items: [
          {
            icon: 'target',
            title: 'Keywords that sell',
            text: 'We prioritize the searches of people ready to buy, not just the ones with the most volume.',
          },
          {
            icon: 'zap',
            title: 'Fast, healthy sites',
            text: 'Technical fixes for speed, crawling and indexing come first, so every page can compete.',
          },
          {
            icon: 'pen-tool',
            title: 'Content with a purpose',
            text: 'Every page we write targets one intent and leads readers to a clear next step.',
          },
          {
            icon: 'chart',
            title: 'Reports you can read',
            text: 'Dashboards show your rankings, your traffic and the revenue search brings in.',
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'about',
        eyebrow: 'About us',
        title: 'Search growth you can measure',
        content: paragraphs(
          'Ascendry is a team of SEO strategists, writers, developers and analysts who work as an extension of your marketing team. We start from your business goals, not a checklist, and measure our work by the customers it brings you.',
          'Each month you see which keywords moved, which pages gained traffic and how much revenue organic search produced.',
        ),
        list: {
          style: 'checks',
          items: [
            { text: 'A dedicated strategist who knows your market' },
            { text: 'Monthly plans agreed with you before work begins' },
            { text: 'Honest advice, even when the answer is not more SEO' },
          ],
        },
        links: [{ link: seedLink(pages, 'Request a free audit', '/contact', 'primary') }],
        media: about.id,
        mediaPosition: 'right',
      },
      {
        blockType: 'stats',
        anchor: 'results',
        spacing: 'compact',
        layout: 'band',
        items: [
          { value: '98%', label: 'conversion rate' },
          { value: '60M+', label: 'visits of organic traffic for our clients' },
        ],
      },
      {
        blockType: 'cardGrid',
        anchor: 'services',
        background: 'tinted',
        eyebrow: 'Services',
        title: 'Everything it takes to win in search',
        intro:
          'Pick one service or let us run your whole search program. Every engagement starts with an audit of where you stand today.',
        columns: '3',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'search',
            title: 'Keyword research',
            text: 'We map the searches behind each stage of your buyers’ journey and the pages that should answer them.',
          },
          {
            icon: 'settings',
            title: 'Technical SEO',
            text: 'Site speed, crawl errors, structured data and mobile usability, fixed and monitored.',
          },
          {
            icon: 'file-text',
            title: 'On-page optimization',
            text: 'Titles, headings, internal links and copy tuned so each page ranks for its key phrases.',
          },
          {
            icon: 'globe',
            title: 'Link building',
            text: 'Earned mentions from relevant, reputable sites through outreach and content worth citing.',
          },
          {
            icon: 'building',
            title: 'Local SEO',
            text: 'Business listings, location pages and reviews that bring nearby customers to your door.',
          },
          {
            icon: 'trending-up',
            title: 'Conversion optimization',
            text: 'Landing page tests and CRO assets that turn more of your new visitors into leads and sales.',
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'reporting',
        eyebrow: 'Reporting',
        title: 'Know exactly what search earns you',
        content: paragraphs(
          'Rankings are a means, not the goal. We connect your analytics, sales and search data so you can see which keywords and pages bring in revenue, and where the next opportunity is.',
        ),
        list: {
          style: 'cards',
          items: [
            {
              icon: 'chart',
              title: 'Revenue tracking',
              text: 'See the sales and leads organic search brings in, page by page.',
            },
            {
              icon: 'layout',
              title: 'Custom dashboards',
              text: 'Views for your CEO, your marketing team and your sales team.',
            },
            {
              icon: 'calendar',
              title: 'Monthly reviews',
              text: 'A call with your strategist to go over results and agree on next steps.',
            },
          ],
        },
      },
      {
        blockType: 'cardGrid',
        anchor: 'process',
        background: 'dark',
        eyebrow: 'How we work',
        title: 'From audit to growth in three steps',
        columns: '3',
        cardStyle: 'tinted',
        numbered: true,
        items: [
          {
            number: '01',
            icon: 'search',
            title: 'Audit your site',
            text: 'We review your site, your rankings and your competitors to find the quickest wins.',
          },
          {
            number: '02',
            icon: 'clipboard',
            title: 'Build the plan',
            text: 'You get a prioritized roadmap of technical fixes, content and links, agreed with you.',
          },
          {
            number: '03',
            icon: 'rocket',
            title: 'Grow and report',
            text: 'We do the work each month and show you the rankings, traffic and revenue it brings.',
          },
        ],
      },
      {
        blockType: 'team',
        anchor: 'team',
        eyebrow: 'Our team',
        title: 'Meet the people behind the work',
        intro: 'A small, senior team that answers your questions directly.',
        source: 'typed',
        people: await team(image, [
          {
            name: 'Kevin Turner',
            role: 'Head of SEO strategy',
            bio: 'Twelve years of search strategy for online stores and software companies. Sets every client’s roadmap.',
            photo: 'avatar-kevin-turner.svg',
          },
          {
            name: 'Lena Fischer',
            role: 'Technical SEO lead',
            bio: 'Finds what slows a site down or keeps pages out of the index, and works with your developers to fix it.',
            photo: 'avatar-lena-fischer.svg',
          },
          {
            name: 'David Mensah',
            role: 'Content director',
            bio: 'Leads the writers who turn keyword research into pages people read to the end.',
            photo: 'avatar-david-mensah.svg',
          },
          {
            name: 'Nina Petrova',
            role: 'Analytics and CRO lead',
            bio: 'Builds the revenue dashboards and runs the landing page tests that turn visits into leads.',
            photo: 'avatar-nina-petrova.svg',
          },
        ]),
      },
      ascendryPricing(pages),
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        eyebrow: 'Testimonial',
        title: 'What our clients say',
        layout: 'single',
        items: await quotes(image, [
          {
            quote:
              'Within six months our product pages went from page three to the top five for our main searches. More importantly, the revenue dashboard showed us organic search had become our largest sales channel.',
            name: 'Omar Haddad',
            role: 'Head of E-commerce, Cedar & Loom Home Goods',
            avatar: 'avatar-omar-haddad.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'cta',
        anchor: 'contact',
        background: 'glow',
        title: 'Ready to grow your organic traffic?',
        intro:
          'Request a free audit and a strategist will show you where your site stands and what to fix first.',
        links: [
          { link: seedLink(pages, 'Request a free audit', '/contact', 'primary') },
          {
            link: { type: 'custom', url: '#pricing', label: 'See plans', appearance: 'secondary' },
          },
        ],
      },
    ],
  })
}
