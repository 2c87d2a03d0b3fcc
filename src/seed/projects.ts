import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Media } from '@/payload-types'

type ProjectData = Omit<RequiredDataFromCollectionSlug<'projects'>, 'image'> & {
  image: { file: string; alt: string }
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

/**
 * Launch work our design team did for founders we formed: brands, websites, apps and campaigns,
 * newest first. Tags are spread so every filter of every portfolio layout shows something.
 */
const PROJECTS: ProjectData[] = [
  {
    title: 'Applications',
    slug: 'applications',
    featured: true,
    category: 'ui-ux-design',
    tags: ['website', 'ui-ux-design', 'design'],
    client: 'Payloom, Inc.',
    duration: '10 weeks',
    website: 'https://payloom.example.com',
    summary:
      'A web and mobile redesign that let a payroll start-up’s customers sign up in minutes.',
    overview:
      'Payloom formed its Delaware C Corporation with us and came back a year later with a problem: half of the small businesses that started signing up gave up before paying their first employee.\n\nWe rebuilt the product’s applications on the web and on phones around one idea: a new customer should run payroll on their first visit. Every screen was tested with owners of real small businesses before it shipped.',
    workDone: [
      { item: 'Strategic discovery' },
      { item: 'Web and mobile redesign' },
      { item: 'Landing page redesign' },
      { item: 'Component UI kit' },
      { item: 'Design sprints' },
    ],
    results: [
      { figure: '+38%', label: 'sign-ups completed' },
      { figure: '4 min', label: 'from sign-up to the first payroll' },
      { figure: '−52%', label: 'support tickets about onboarding' },
    ],
    image: {
      file: 'project-applications.svg',
      alt: 'Two phone screens of a payroll app with a payment summary card',
    },
    publishedAt: daysAgo(4),
  },
  {
    title: 'Harbor Lane Brand Identity',
    slug: 'harbor-lane-brand',
    category: 'branding',
    tags: ['branding', 'design'],
    client: 'Harbor Lane Coffee LLC',
    duration: '5 weeks',
    website: 'https://harborlane.example.com',
    summary: 'A name mark, colors and packaging for a roaster’s first café.',
    overview:
      'Two founders formed Harbor Lane Coffee as an LLC in Maine and wanted to open with a brand that felt local without looking old-fashioned. We designed the mark, the palette and the first bags, cups and menu boards.',
    workDone: [
      { item: 'Logo and name mark' },
      { item: 'Color and type system' },
      { item: 'Packaging and menu boards' },
    ],
    results: [
      { figure: '3', label: 'cafés using the system in the first year' },
      { figure: '2×', label: 'online bean orders after launch' },
    ],
    image: {
      file: 'project-harbor-lane.svg',
      alt: 'A teal coffee brand mark beside color swatches and a business card',
    },
    publishedAt: daysAgo(11),
  },
  {
    title: 'LedgerLoop Marketing Site',
    slug: 'ledgerloop-website',
    category: 'ui-ux-design',
    tags: ['website', 'ui-ux-design'],
    client: 'LedgerLoop Inc.',
    duration: '6 weeks',
    website: 'https://ledgerloop.example.com',
    summary: 'A fast, clear website for a bookkeeping service for new LLCs.',
    overview:
      'LedgerLoop needed a site that explained monthly bookkeeping to founders who had never hired an accountant. We wrote the page structure with them, designed it and built it with a content system their team updates alone.',
    workDone: [
      { item: 'Content strategy' },
      { item: 'Website design' },
      { item: 'Pricing page and calculator' },
    ],
    results: [
      { figure: '+61%', label: 'demo requests' },
      { figure: '0.9 s', label: 'largest contentful paint on phones' },
    ],
    image: {
      file: 'project-ledgerloop.svg',
      alt: 'A browser window showing a bookkeeping website with feature cards',
    },
    publishedAt: daysAgo(19),
  },
  {
    title: 'Mesa Pine Launch Campaign',
    slug: 'mesa-pine-campaign',
    category: 'commercial',
    tags: ['commercial', 'branding'],
    client: 'Mesa Pine Outfitters LLC',
    duration: '4 weeks',
    website: 'https://mesapine.example.com',
    summary: 'Posters, social ads and a store window for an outdoor shop’s opening.',
    overview:
      'Mesa Pine opened its first store in Flagstaff a month after forming. We planned and designed the launch: posters around town, a week of social ads and the window display.',
    workDone: [
      { item: 'Campaign concept' },
      { item: 'Posters and social ads' },
      { item: 'Store window' },
    ],
    results: [
      { figure: '1,200', label: 'visitors on opening weekend' },
      { figure: '4.1%', label: 'click-through on social ads' },
    ],
    image: {
      file: 'project-mesa-pine.svg',
      alt: 'A rust-colored campaign poster with a sun motif',
    },
    publishedAt: daysAgo(27),
  },
  {
    title: 'Orbitra Launch Artwork',
    slug: 'orbitra-artwork',
    category: 'marketing',
    tags: ['digital-art', 'design'],
    client: 'Orbitra Labs, Inc.',
    duration: '3 weeks',
    summary: 'Illustrations for a satellite-data start-up’s launch and investor deck.',
    overview:
      'Orbitra incorporated in Delaware to raise its first round. We drew a set of illustrations that made orbital data feel approachable, used across the launch page, the deck and the first conference booth.',
    workDone: [
      { item: 'Illustration set' },
      { item: 'Investor deck design' },
      { item: 'Booth graphics' },
    ],
    results: [{ figure: '14', label: 'illustrations in a reusable library' }],
    image: {
      file: 'project-orbitra.svg',
      alt: 'Abstract overlapping violet, pink and amber circles on a night sky',
    },
    publishedAt: daysAgo(36),
  },
  {
    title: 'Quillstack Documentation',
    slug: 'quillstack-docs',
    category: 'ui-ux-design',
    tags: ['website', 'design'],
    client: 'Quillstack, Inc.',
    duration: '8 weeks',
    website: 'https://docs.quillstack.example.com',
    summary: 'A documentation site developers find answers in on the first search.',
    overview:
      'Quillstack’s API documentation had grown to 400 pages nobody could navigate. We reorganized it around tasks, designed a reading layout for code and built search that understands the product’s vocabulary.',
    workDone: [
      { item: 'Information architecture' },
      { item: 'Docs design' },
      { item: 'Search tuning' },
    ],
    results: [
      { figure: '−35%', label: 'support questions answered by the docs' },
      { figure: '72%', label: 'of searches end on the first result' },
    ],
    image: {
      file: 'project-quillstack.svg',
      alt: 'A browser window with a documentation layout and green highlights',
    },
    publishedAt: daysAgo(45),
  },
  {
    title: 'Tallowbird Packaging',
    slug: 'tallowbird-packaging',
    category: 'branding',
    tags: ['branding', 'commercial'],
    client: 'Tallowbird Candle Co. LLC',
    duration: '6 weeks',
    website: 'https://tallowbird.example.com',
    summary: 'A brand and gift boxes for a candle maker moving into retail.',
    overview:
      'Tallowbird sold at markets for two years before forming an LLC and signing its first retail stockists. We refined the brand and designed packaging that stands out on a crowded gift shelf.',
    workDone: [{ item: 'Brand refresh' }, { item: 'Packaging design' }, { item: 'Retail display' }],
    results: [{ figure: '27', label: 'stores stocking the range within six months' }],
    image: {
      file: 'project-tallowbird.svg',
      alt: 'A pink brand mark with swatches and a label card',
    },
    publishedAt: daysAgo(58),
  },
  {
    title: 'Payloom Mobile App',
    slug: 'payloom-mobile-app',
    category: 'ui-ux-design',
    tags: ['ui-ux-design', 'design'],
    client: 'Payloom, Inc.',
    duration: '12 weeks',
    summary: 'The first version of a payroll app for owners who run their business from a phone.',
    overview:
      'Before the redesign, we designed Payloom’s first mobile app: approving a payroll, adding a new hire and paying a contractor, each in under a minute.',
    workDone: [{ item: 'User research' }, { item: 'App design' }, { item: 'Prototype testing' }],
    results: [{ figure: '4.8', label: 'average App Store rating' }],
    image: {
      file: 'project-payloom.svg',
      alt: 'Two green phone screens of a payroll app',
    },
    publishedAt: daysAgo(80),
  },
  {
    title: 'Fernwick Festival Posters',
    slug: 'fernwick-posters',
    category: 'commercial',
    tags: ['commercial', 'digital-art'],
    client: 'Fernwick Events LLC',
    duration: '2 weeks',
    summary: 'A poster series and tickets for a small music festival’s first year.',
    overview:
      'Fernwick Events formed its LLC to run a one-day festival in Asheville. We designed a poster series that worked in print and on Instagram, and the tickets to match.',
    workDone: [{ item: 'Poster series' }, { item: 'Ticket design' }],
    results: [{ figure: 'Sold out', label: 'three weeks before the day' }],
    image: {
      file: 'project-fernwick.svg',
      alt: 'A blue festival poster with concentric circles',
    },
    publishedAt: daysAgo(95),
  },
]

/** Creates the seeded projects (the seed has removed the old ones), uploading each image once. */
export async function seedProjects(
  payload: Payload,
  image: (file: string, alt: string) => Promise<Media>,
  context: Record<string, unknown>,
): Promise<void> {
  for (const { image: picture, ...project } of PROJECTS) {
    await payload.create({
      collection: 'projects',
      data: {
        ...project,
        image: (await image(picture.file, picture.alt)).id,
        _status: 'published',
      },
      context,
      overrideAccess: true,
    })
  }
}
