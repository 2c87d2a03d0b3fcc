import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { founderLogos } from '../logos'
import { quotes, variantPage } from './shared'

/** The tools the integrations ticker shows, as `logos.ts` names them. */
const tools: [file: string, name: string][] = [
  ['logo-mailmoor.svg', 'Mailmoor'],
  ['logo-inkpact.svg', 'Inkpact'],
  ['logo-ledgerloop.svg', 'Ledgerloop'],
  ['logo-payloom.svg', 'Payloom'],
  ['logo-taxtide.svg', 'Taxtide'],
  ['logo-ironleaf-bank.svg', 'Ironleaf Bank'],
]

/** Home 6: a cold email outreach platform, "Replyforge" (display only). */
export const home6 = async ({ pages, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-cold-email.svg',
    'Illustration of envelopes flying out of an inbox tray, a four-step email sequence from day 1 to day 10 and an open-rate chart reading 64%',
  )
  const app = await image(
    'app-cold-email.svg',
    'The Replyforge app on a phone, showing an active campaign with emails sent, open and reply rates, a chart and the latest replies',
  )
  const toolLogos = await Promise.all(
    tools.map(async ([file, name]) => ({ label: name, logo: (await image(file, name)).id })),
  )

  return variantPage({
    slug: 'home-6',
    title: 'Cold email that lands in the inbox',
    description:
      'Replyforge helps sales teams send personalized cold email sequences that reach the inbox, with warm-up, reply detection and a unified inbox for every reply.',
    image: hero.id,
    menu: [
      { label: 'How it works', anchor: 'how-it-works' },
      { label: 'Services', anchor: 'services' },
      { label: 'Testimonials', anchor: 'testimonial' },
      { label: 'FAQ', anchor: 'faq' },
      { label: 'Get the app', anchor: 'download' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Replyforge cold email outreach',
        title: 'Cold email that reaches the inbox and gets replies',
        intro:
          'Write one sequence, personalize it for every prospect and let Replyforge send it at a safe, human pace. Follow-ups stop the moment someone answers, and every reply waits for you in one inbox.',
        links: [
          { link: seedLink(pages, 'Get Started', '/quote', 'primary') },
          {
            link: {
              type: 'custom',
              url: '#how-it-works',
              label: 'See how it works',
              appearance: 'secondary',
            },
          },
        ],
        media: hero.id,
      },
      {
        blockType: 'logos',
        anchor: 'customers',
        layout: 'strip',
        spacing: 'compact',
        intro: 'Join 90,000+ customers who fill their calendars with Replyforge',
        logos: await founderLogos(image),
      },
      {
        blockType: 'cardGrid',
        anchor: 'how-it-works',
        background: 'tinted',
        eyebrow: 'How it works',
        title: 'Your first campaign in three steps',
        columns: '3',
        cardStyle: 'tinted',
        numbered: true,
        items: [
          {
            number: '01',
            icon: 'mail',
            title: 'Connect your inbox',
            text: 'Link your sending accounts and Replyforge starts warming them up right away.',
          },
          {
            number: '02',
            icon: 'pen-tool',
            title: 'Build your sequence',
            text: 'Import your prospects, write your emails and follow-ups, and personalize each one with your own fields.',
          },
          {
            number: '03',
            icon: 'calendar',
            title: 'Book more meetings',
            text: 'Replyforge sends on schedule, stops when prospects reply and hands the conversation to you.',
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'benefits',
        eyebrow: 'Benefits',
        title: 'More conversations, less busywork',
        content: paragraphs(
          'Cold email works when it reads like one person writing to another. Replyforge takes care of the sending, the timing and the follow-ups, so your team can spend its time on the prospects who answer.',
        ),
        list: {
          style: 'cards',
          items: [
            {
              icon: 'send',
              title: 'Land in the inbox',
              text: 'Warm-up, sending limits and domain checks keep your emails out of spam folders.',
            },
            {
              icon: 'message-circle',
              title: 'Get more replies',
              text: 'Personal first lines and well-timed follow-ups start real conversations.',
            },
            {
              icon: 'clock',
              title: 'Save hours every week',
              text: 'No more copying addresses or setting reminders: sequences run on their own.',
            },
            {
              icon: 'shield',
              title: 'Protect your brand',
              text: 'Opt-outs are honored across every campaign, and risky sends are paused automatically.',
            },
          ],
        },
      },
      {
        blockType: 'cardGrid',
        anchor: 'services',
        background: 'tinted',
        eyebrow: 'Services',
        title: 'Everything your outreach needs in one place',
        intro:
          'From the first warm-up email to the booked meeting, Replyforge covers each step of your cold email outreach.',
        columns: '3',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'zap',
            title: 'Inbox warm-up',
            text: 'New inboxes build a sending reputation gradually before your campaigns go out.',
          },
          {
            icon: 'refresh',
            title: 'Automated follow-ups',
            text: 'Plan every follow-up in advance; each one stops as soon as the prospect replies.',
          },
          {
            icon: 'users',
            title: 'Personalization at scale',
            text: 'Custom fields and conditional lines make every email read as if written for one person.',
          },
          {
            icon: 'shield-alert',
            title: 'Deliverability monitoring',
            text: 'Bounce, spam and blocklist checks on every inbox, with alerts before problems grow.',
          },
          {
            icon: 'message-circle',
            title: 'Unified inbox',
            text: 'Every reply from every connected account in one place, sorted by intent.',
          },
          {
            icon: 'chart',
            title: 'Campaign analytics',
            text: 'Open, reply and meeting rates by sequence and by step, so you know what to improve.',
          },
        ],
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        eyebrow: 'Testimonials',
        title: 'Sales teams that switched to Replyforge',
        layout: 'masonry',
        items: await quotes(image, [
          {
            quote:
              'We booked more demos in our first month with Replyforge than in the whole previous quarter.',
            name: 'Ben Carter',
            role: 'Head of Sales, Stackwise Analytics',
            avatar: 'avatar-ben-carter.svg',
            rating: 5,
          },
          {
            quote:
              'Our old tool sent everything at 9 am sharp and half of it went to spam. Replyforge spreads our sends across the day and warms up every new inbox, and our open rates recovered within weeks. The unified inbox means no reply slips through anymore.',
            name: 'Lena Fischer',
            role: 'Growth Lead, Nordhaven Software',
            avatar: 'avatar-lena-fischer.svg',
            rating: 5,
          },
          {
            quote:
              'Setting up a sequence takes me ten minutes, and the follow-ups stop by themselves when someone answers.',
            name: 'Grace Liu',
            role: 'Account Executive, Brightmoor Logistics',
            avatar: 'avatar-grace-liu.svg',
            rating: 5,
          },
          {
            quote:
              'As an agency we run outreach for a dozen clients at once. Separate inboxes, separate reports and one place to answer replies: it replaced two tools and a spreadsheet.',
            name: 'Samuel Reed',
            role: 'Founder, Redline Outreach Agency',
            avatar: 'avatar-samuel-reed.svg',
            rating: 5,
          },
          {
            quote:
              'The personalization fields are what sold me. Prospects reply to the first line because it is actually about them.',
            name: 'Nina Petrova',
            role: 'Business Development Manager, Talloway Studio',
            avatar: 'avatar-nina-petrova.svg',
            rating: 4,
          },
          {
            quote:
              'I was worried cold email would damage our domain. The team helped us set up a separate sending domain and the deliverability alerts warn us long before anything goes wrong.',
            name: 'David Mensah',
            role: 'Co-founder, Kitepoint Payroll',
            avatar: 'avatar-david-mensah.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'faq',
        anchor: 'faq',
        background: 'tinted',
        eyebrow: 'FAQ',
        title: 'Questions about cold email',
        layout: 'accordion',
        groups: [{ topic: 'cold-email', limit: 5 }],
        closing: 'Still have questions?',
        links: [{ link: seedLink(pages, 'Contact us', '/contact', 'secondary') }],
      },
      {
        blockType: 'ticker',
        anchor: 'integrations',
        spacing: 'compact',
        title: 'Works with the tools you already use',
        items: toolLogos,
      },
      {
        blockType: 'cta',
        anchor: 'download',
        background: 'glow',
        eyebrow: 'Replyforge app',
        title: 'Answer every reply, wherever you are',
        intro:
          'Follow your campaigns and reply to interested prospects from your phone. Our mobile app is almost ready, or get started on the web today.',
        links: [{ link: seedLink(pages, 'Get Started', '/quote', 'primary') }],
        apps: { appStore: '/coming-soon', googlePlay: '/coming-soon' },
        media: app.id,
      },
    ],
  })
}
