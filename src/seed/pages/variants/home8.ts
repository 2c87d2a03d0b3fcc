import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { variantPage } from './shared'

/** Home 8: Halden & Ware, a business consulting firm (display only). */
export const home8 = async ({ pages, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-consulting.svg',
    'Illustration of two consultants talking at a table under a board of growth charts',
  )
  const about = await image(
    'about-consulting.svg',
    'Illustration of rising bar chart columns and an arrow striking the center of a target',
  )
  const thumbnail = await image(
    'video-consulting.svg',
    'Illustration of a consultant presenting a rising chart on a flip chart to three colleagues',
  )

  return variantPage({
    slug: 'home-8',
    title: 'Halden & Ware: business consulting for growth',
    description:
      'Halden & Ware helps owners grow with clear strategy, leaner operations and a plan they can act on. 15+ years, 600+ projects delivered. Book a consultation.',
    image: hero.id,
    menu: [
      { label: 'About', anchor: 'about' },
      { label: 'Services', anchor: 'features' },
      { label: 'Pricing', anchor: 'pricing' },
      { label: 'Team', anchor: 'team' },
      { label: 'Blog', anchor: 'blog' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Business consulting',
        title: 'Clear strategy. Measurable growth.',
        intro:
          'Halden & Ware works beside owners and leadership teams to find what holds the business back, agree on a plan and see it through, with results you can read in your own numbers.',
        links: [
          { link: seedLink(pages, 'Book a consultation', '/quote', 'primary') },
          {
            link: {
              type: 'custom',
              url: '#features',
              label: 'Our services',
              appearance: 'secondary',
            },
          },
        ],
        media: hero.id,
      },
      {
        blockType: 'stats',
        anchor: 'numbers',
        background: 'tinted',
        spacing: 'compact',
        title: 'A track record you can check',
        layout: 'band',
        items: [
          { value: '15+', label: 'years advising businesses' },
          { value: '84k', label: 'customers served' },
          { value: '600+', label: 'projects delivered' },
        ],
      },
      {
        blockType: 'content',
        anchor: 'about',
        eyebrow: 'About us',
        title: 'Advice that ends in action, not a slide deck',
        content: paragraphs(
          'Halden & Ware started with a simple idea: the best advice is the kind a business can put to work on Monday morning. We spend time on your floor and in your numbers before we recommend anything.',
          'Every engagement ends with a plan your team owns, named owners for each step and the figures that will show whether it worked.',
        ),
        links: [{ link: seedLink(pages, 'Request a proposal', '/quote', 'primary') }],
        media: about.id,
        mediaPosition: 'right',
      },
      {
        blockType: 'content',
        anchor: 'mission',
        background: 'tinted',
        eyebrow: 'Our mission',
        title: 'Make every client stronger than we found them',
        content: paragraphs(
          'Three commitments shape how we work with every client, from a family-owned manufacturer to a software company preparing for its next stage.',
        ),
        list: {
          style: 'cards',
          items: [
            {
              icon: 'target',
              title: 'Start from the numbers',
              text: 'Recommendations come from your own data and conversations with your people, never from a template.',
            },
            {
              icon: 'users',
              title: 'Build your team’s skills',
              text: 'We work alongside your staff so the know-how stays in the business after we leave.',
            },
            {
              icon: 'trending-up',
              title: 'Measure what changes',
              text: 'Each engagement agrees its targets up front and reports progress against them.',
            },
          ],
        },
      },
      {
        blockType: 'cardGrid',
        anchor: 'features',
        eyebrow: 'Services',
        title: 'Six ways we help your business grow',
        intro:
          'Bring us one question or the whole business. Each service can stand alone or be combined into one engagement.',
        columns: '3',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'target',
            title: 'Business strategy',
            text: 'Decide where to compete and how to win, with a plan your leadership team can commit to.',
          },
          {
            icon: 'settings',
            title: 'Operations improvement',
            text: 'Find the bottlenecks that slow delivery and raise costs, then remove them step by step.',
          },
          {
            icon: 'calculator',
            title: 'Financial planning',
            text: 'Budgets, cash-flow forecasts and pricing reviews that show where the margin really is.',
          },
          {
            icon: 'trending-up',
            title: 'Growth and marketing',
            text: 'Sharpen your positioning and build a sales and marketing plan that fills the pipeline.',
          },
          {
            icon: 'users',
            title: 'Leadership and people',
            text: 'Structure teams, clarify roles and coach managers so decisions get made faster.',
          },
          {
            icon: 'zap',
            title: 'Digital transformation',
            text: 'Choose and roll out the tools that remove manual work, without disrupting day-to-day trade.',
          },
        ],
      },
      {
        blockType: 'cardGrid',
        anchor: 'process',
        background: 'tinted',
        eyebrow: 'How we work',
        title: 'From first call to lasting results',
        columns: '4',
        cardStyle: 'plain',
        numbered: true,
        items: [
          {
            number: '01',
            icon: 'search',
            title: 'Discover',
            text: 'We interview your team, study your figures and map how work really gets done.',
          },
          {
            number: '02',
            icon: 'clipboard',
            title: 'Plan',
            text: 'Together we agree on priorities, targets and who owns each step.',
          },
          {
            number: '03',
            icon: 'rocket',
            title: 'Deliver',
            text: 'We work beside your people to put the changes in place, week by week.',
          },
          {
            number: '04',
            icon: 'chart',
            title: 'Measure',
            text: 'Progress is reported against the targets we set, and the plan is adjusted where needed.',
          },
        ],
      },
      {
        blockType: 'video',
        anchor: 'video',
        eyebrow: 'See how we work',
        title: 'Inside a Halden & Ware engagement',
        intro:
          'Watch a planning workshop with a client team, from the first whiteboard sketch to the agreed plan.',
        layout: 'single',
        thumbnail: thumbnail.id,
        video: {
          provider: 'vimeo',
          videoId: '76979871',
          title: 'Inside a Halden & Ware planning workshop, 2 minutes',
        },
      },
      {
        blockType: 'pricing',
        anchor: 'pricing',
        background: 'tinted',
        eyebrow: 'Pricing',
        title: 'One plan for ongoing advice',
        intro:
          'A standing line to a senior consultant for day-to-day decisions. Larger projects are scoped and quoted separately.',
        source: 'custom',
        periodToggle: true,
        initialPeriod: 'monthly',
        showCents: true,
        plans: [
          {
            name: 'For business',
            monthlyPrice: 30,
            yearlyPrice: 24.99,
            description:
              'For owners who want an experienced advisor on call as the business grows.',
            features: [
              { text: 'A dedicated senior consultant', included: true },
              { text: 'Monthly strategy session', included: true },
              { text: 'Email advice on business days', included: true },
              { text: 'Quarterly performance review', included: true },
              { text: 'Templates for budgets and plans', included: true },
            ],
            link: seedLink(pages, 'Get started', '/quote'),
          },
        ],
      },
      {
        blockType: 'team',
        anchor: 'team',
        eyebrow: 'Our team',
        title: 'The people you will work with',
        intro:
          'A small team of specialists who stay with your project from the first call to the results.',
        source: 'all',
        limit: 6,
        enableLink: true,
        link: seedLink(pages, 'Meet All Members', '/team', 'secondary'),
      },
      {
        blockType: 'posts',
        anchor: 'blog',
        background: 'tinted',
        eyebrow: 'From the blog',
        title: 'Practical guides for business owners',
        layout: 'latest',
        source: 'newest',
        limit: 3,
      },
      {
        blockType: 'cta',
        anchor: 'contact',
        title: 'Let’s talk about your next stage of growth',
        intro:
          'Tell us where the business is today and where you want it to be. A consultant will come back to you with how we would approach it.',
        links: [
          { link: seedLink(pages, 'Book a consultation', '/quote', 'primary') },
          { link: seedLink(pages, 'Contact us', '/contact', 'secondary') },
        ],
      },
    ],
  })
}
