import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { bullets, heading, paragraph, richText } from './richText'

type JobData = Omit<RequiredDataFromCollectionSlug<'jobs'>, 'applicationForm'>

const benefits = bullets([
  'Health, dental and vision cover for you and your family, paid in full',
  '401(k) with a 4% match from your first month',
  'A home-office budget of $1,500 and a new laptop',
  'Four weeks of paid time off plus US federal holidays',
])

const description = (about: string, work: string[], need: string[]) =>
  richText(
    paragraph(about),
    heading('What you will do'),
    bullets(work),
    heading('What you bring'),
    bullets(need),
    heading('What we offer'),
    benefits,
  )

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

/** The roles on /career: at least one per team, one of them already filled. */
const JOBS: JobData[] = [
  {
    title: 'Senior Product Designer',
    slug: 'senior-product-designer',
    category: 'design',
    timeType: 'full-time',
    location: 'Remote (US)',
    salary: { min: 125_000, max: 150_000 },
    summary:
      'Shape the order flow thousands of founders use to start their company, from the first question to the approved filing.',
    description: description(
      'Our order wizard is where a founder decides to trust us with their company. You will own its experience end to end and make every step clearer, faster and calmer.',
      [
        'Design the order wizard, the customer dashboard and the emails that follow a filing',
        'Run interviews with new founders every month and turn what you hear into changes',
        'Keep our design system consistent, accessible and documented',
      ],
      [
        'Six or more years designing web products, with shipped work you can walk us through',
        'A habit of writing plain-language copy together with your designs',
        'Care for accessibility: keyboard use, contrast and screen readers',
      ],
    ),
    publishedAt: daysAgo(3),
  },
  {
    title: 'Brand & Content Designer',
    slug: 'brand-content-designer',
    category: 'design',
    timeType: 'contract',
    location: 'Remote (US)',
    salary: { min: 70_000, max: 85_000 },
    summary:
      'Draw the illustrations, guides and social posts that explain LLCs, EINs and registered agents to first-time founders.',
    description: description(
      'Starting a company is full of unfamiliar words. You will make them friendly: illustrations, diagrams and short guides that a founder understands at a glance.',
      [
        'Illustrate our guides, blog posts and the pages of the order flow',
        'Produce a monthly set of social posts and one launch campaign per quarter',
        'Keep the brand library tidy for the whole team',
      ],
      [
        'A portfolio of illustration and editorial design',
        'Comfort with SVG and a design tool of your choice',
        'About 30 hours a week for a six-month contract, with the option to extend',
      ],
    ),
    publishedAt: daysAgo(9),
  },
  {
    title: 'Full-Stack Engineer (Next.js)',
    slug: 'full-stack-engineer',
    category: 'development',
    timeType: 'full-time',
    location: 'Remote (US)',
    salary: { min: 140_000, max: 170_000 },
    summary:
      'Build the site, the order wizard and the payment flow on Next.js, Payload and PostgreSQL, with a small team that ships every week.',
    description: description(
      'Every order we take runs through code you will own: the pages founders read, the wizard they fill in and the payment that must never charge twice.',
      [
        'Build features across Next.js, Payload CMS and PostgreSQL',
        'Keep the payment and order paths safe, tested and fast',
        'Review code and share what you learn in short write-ups',
      ],
      [
        'Four or more years with TypeScript and React on the server and in the browser',
        'Experience with relational databases and writing tests that use them',
        'Sound judgement about security and money',
      ],
    ),
    publishedAt: daysAgo(1),
  },
  {
    title: 'Platform Engineer',
    slug: 'platform-engineer',
    category: 'development',
    timeType: 'full-time',
    location: 'Wilmington, DE',
    salary: { min: 135_000, max: 160_000 },
    summary:
      'Run the infrastructure behind our filings: databases, deployments, monitoring and the integrations with state systems.',
    description: description(
      'State filing systems are slow and sometimes down; our customers should never notice. You will keep our platform reliable and our integrations patient.',
      [
        'Operate PostgreSQL, our deployments and the proxy in front of the site',
        'Build monitoring that tells us about a failed filing before a customer does',
        'Automate the routine: backups, restores, certificate renewals',
      ],
      [
        'Experience running production systems on Linux',
        'Comfort with containers, nginx and a cloud provider',
        'Three days a week in our Wilmington office',
      ],
    ),
    publishedAt: daysAgo(14),
  },
  {
    title: 'Formation Specialist (State Filings)',
    slug: 'formation-specialist',
    category: 'business',
    timeType: 'full-time',
    location: 'Wilmington, DE',
    salary: { min: 52_000, max: 62_000 },
    summary:
      'Prepare and file articles of organization and incorporation with all 50 states and DC, and answer founders’ questions along the way.',
    description: description(
      'You are the person who turns an order into an approved company. Accuracy matters more than speed, and we give you both the tools and the time.',
      [
        'Prepare formation documents and file them with the states',
        'Follow up with state offices and keep customers informed',
        'Spot unusual cases early and ask the right questions',
      ],
      [
        'Two or more years in a law office, registered agent or filing service',
        'Precision with names, addresses and dates',
        'Clear, friendly writing',
      ],
    ),
    publishedAt: daysAgo(5),
  },
  {
    title: 'Customer Success Lead',
    slug: 'customer-success-lead',
    category: 'business',
    timeType: 'full-time',
    location: 'Remote (US)',
    salary: { min: 80_000, max: 95_000 },
    summary:
      'Lead the team that answers founders by email and phone, and turn their questions into better guides and a better product.',
    description: description(
      'Our support team replies within a business day. You will keep it that way as we grow, and make sure what customers tell us reaches the product team.',
      [
        'Lead a team of five support specialists',
        'Own our help articles and reply templates',
        'Report each month on what customers ask and why',
      ],
      [
        'Three or more years leading a support team',
        'Patience and a knack for explaining paperwork',
        'Experience with a help-desk tool',
      ],
    ),
    open: false,
    publishedAt: daysAgo(40),
  },
]

/** Replaces the seeded roles; each uses the job application form. */
export async function seedJobs(
  payload: Payload,
  applicationForm: number,
  context: Record<string, unknown>,
): Promise<void> {
  await payload.delete({ collection: 'jobs', where: {}, context, overrideAccess: true })
  for (const job of JOBS) {
    await payload.create({
      collection: 'jobs',
      data: { ...job, applicationForm, _status: 'published' },
      context,
      overrideAccess: true,
    })
  }
}
