import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { variantPage } from './shared'

const VIDEO_ID = '76979871'

/** What each plan offers; a feature not in a plan is shown crossed out. */
const planFeatures = (plan: 'free' | 'popular' | 'premium') => [
  { text: 'Live chat widget for your website', included: true },
  { text: 'Shared team inbox', included: true },
  { text: 'Saved replies and file sharing', included: true },
  { text: 'Chatbots and automatic routing', included: plan !== 'free' },
  { text: 'CRM, store and email integrations', included: plan !== 'free' },
  { text: 'Reports on chats and response times', included: plan !== 'free' },
  { text: 'Your own branding, no Chatnook logo', included: plan === 'premium' },
  { text: 'Dedicated success manager', included: plan === 'premium' },
]

/** Home 2 (/home-2): Chatnook, live chat software for websites. */
export const home2 = async ({ pages, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-live-chat.svg',
    'Illustration of a website with an open support chat window, a visitor’s message and a new-message badge',
  )
  const tour = await image(
    'video-live-chat-tour.svg',
    'The Chatnook inbox: a list of conversations beside an open chat with a customer',
  )
  const integrations = await image(
    'livechat-integrations.svg',
    'A chat bubble at the center of a ring of connected apps: calendar, store, email, analytics, cloud, alerts, contacts and settings',
  )

  return variantPage({
    slug: 'home-2',
    title: 'Chatnook: live chat for your website',
    description:
      'Chatnook adds live chat, a shared team inbox and chatbots to your website. Rated 4.9/5 from over 600 reviews. Start free, or upgrade from $199 a month.',
    image: hero.id,
    menu: [
      { label: 'Features', anchor: 'features' },
      { label: 'Tour', anchor: 'tour' },
      { label: 'Pricing', anchor: 'pricing' },
      { label: 'Integrations', anchor: 'integrations' },
      { label: 'Contact', anchor: 'contact' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Live chat for growing teams',
        title: 'Turn website visitors into happy customers',
        intro:
          'Chatnook puts a friendly chat window on every page of your site and brings every conversation into one shared inbox. Answer questions while buyers are still deciding, and let a chatbot help after hours.',
        links: [
          { link: seedLink(pages, 'Start for free', '/sign-up', 'primary') },
          {
            link: { type: 'custom', url: '#pricing', label: 'See plans', appearance: 'secondary' },
          },
        ],
        rating: { score: 4.9, label: 'from over 600 reviews' },
        media: hero.id,
      },
      {
        blockType: 'cardGrid',
        anchor: 'features',
        eyebrow: 'Features',
        title: 'Everything you need to talk with customers',
        intro:
          'Add one snippet to your site and your whole team can start chatting. No developers, no new phone system.',
        columns: '3',
        cardStyle: 'tinted',
        items: [
          {
            icon: 'message-circle',
            title: 'Live chat widget',
            text: 'A chat window in your brand colors that greets visitors by page and works on desktop and mobile.',
          },
          {
            icon: 'users',
            title: 'Shared team inbox',
            text: 'Chats and emails land in one inbox, with assignments and private notes so no customer waits twice.',
          },
          {
            icon: 'zap',
            title: 'Chatbots and automation',
            text: 'Answer common questions around the clock and route each conversation to the right person automatically.',
          },
        ],
      },
      {
        blockType: 'video',
        anchor: 'tour',
        background: 'tinted',
        eyebrow: 'Product tour',
        title: 'See Chatnook in action',
        intro:
          'Follow a support team through a busy day, from the first greeting to a solved question, all from one inbox.',
        layout: 'single',
        thumbnail: tour.id,
        video: { provider: 'vimeo', videoId: VIDEO_ID, title: 'Chatnook product tour, 2 minutes' },
      },
      {
        blockType: 'ticker',
        anchor: 'highlights',
        eyebrow: 'Built for every conversation',
        items: [
          { label: 'Live chat', icon: 'message-circle' },
          { label: 'Shared inbox', icon: 'mail' },
          { label: 'Chatbots', icon: 'zap' },
          { label: 'Saved replies', icon: 'file-text' },
          { label: 'Smart routing', icon: 'refresh' },
          { label: 'Customer profiles', icon: 'contact' },
          { label: 'Shopping cart view', icon: 'shopping-cart' },
          { label: 'Office hours', icon: 'clock' },
          { label: 'Satisfaction ratings', icon: 'star' },
          { label: 'Chat reports', icon: 'chart' },
          { label: 'Team roles', icon: 'users' },
          { label: 'Encrypted chats', icon: 'lock' },
        ],
      },
      {
        blockType: 'pricing',
        anchor: 'pricing',
        background: 'tinted',
        eyebrow: 'Pricing',
        title: 'Simple plans that grow with your team',
        intro:
          'Join 64,739 customers who talk with their visitors on Chatnook. Start free and upgrade when your team needs more.',
        source: 'custom',
        periodToggle: false,
        initialPeriod: 'monthly',
        showCents: false,
        plans: [
          {
            name: 'Free',
            monthlyPrice: 0,
            yearlyPrice: 0,
            description: 'For small sites answering their first chats.',
            features: planFeatures('free'),
            link: seedLink(pages, 'Start for free', '/sign-up'),
          },
          {
            name: 'Popular',
            monthlyPrice: 199,
            yearlyPrice: 199,
            description: 'For sales and support teams that chat every day.',
            highlighted: true,
            features: planFeatures('popular'),
            link: seedLink(pages, 'Choose plan', '/pricing'),
          },
          {
            name: 'Premium',
            monthlyPrice: 299,
            yearlyPrice: 299,
            description: 'For busy teams that want their own brand and a dedicated contact.',
            features: planFeatures('premium'),
            link: seedLink(pages, 'Choose plan', '/pricing'),
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'integrations',
        eyebrow: 'Integrations',
        title: 'Connects to the tools you already use',
        content: paragraphs(
          'Chatnook shares every conversation with the rest of your stack, so agents see the whole customer and nobody types the same details twice.',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'CRM and contacts',
              text: 'New leads and chat transcripts are saved to the right customer record automatically.',
            },
            {
              title: 'Online stores',
              text: 'See what a shopper has in their cart and help them check out without leaving the chat.',
            },
            {
              title: 'Email and calendars',
              text: 'Follow up by email or book a demo straight from the conversation.',
            },
            {
              title: 'Analytics and alerts',
              text: 'Send chat data to your dashboards and get notified wherever your team works.',
            },
          ],
        },
        links: [{ link: seedLink(pages, 'Ask about an integration', '/contact', 'secondary') }],
        media: integrations.id,
        mediaPosition: 'left',
      },
      {
        blockType: 'cta',
        anchor: 'contact',
        background: 'glow',
        title: 'Start your first conversation today',
        intro:
          'Create a free Chatnook account, add the widget to your site and greet your next visitor. Rated 4.9/5 from over 600 reviews.',
        links: [
          { link: seedLink(pages, 'Start for free', '/sign-up', 'primary') },
          { link: seedLink(pages, 'Talk to sales', '/contact', 'secondary') },
        ],
      },
    ],
  })
}
