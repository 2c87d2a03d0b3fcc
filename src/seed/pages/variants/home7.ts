import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { quotes, variantPage } from './shared'

/** Home 7: Nimbleroot Hosting, web hosting with a 10-day free trial (display only). */
export const home7 = async ({ pages, forms, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-hosting.svg',
    'Illustration of two server racks linked to the cloud and a globe, beside a page-speed gauge',
  )
  const speed = await image(
    'hosting-speed.svg',
    'Illustration of a speed gauge with its needle in the green and a lightning bolt',
  )
  const security = await image(
    'hosting-security.svg',
    'Illustration of a server rack behind a blue shield with a padlock and a green check mark',
  )

  const purchase = seedLink(pages, 'Purchase', '/pricing')
  const feature = (text: string, included = true) => ({ text, included })

  return variantPage({
    slug: 'home-7',
    title: 'Nimbleroot Hosting: fast, secure web hosting',
    description:
      'Fast, secure web hosting for business sites, online stores and blogs, with free migration, backups and SSL. Try any Nimbleroot plan free for 10 days.',
    image: hero.id,
    menu: [
      { label: 'Performance', anchor: 'speed' },
      { label: 'Services', anchor: 'services' },
      { label: 'Pricing', anchor: 'pricing' },
      { label: 'Reviews', anchor: 'testimonial' },
      { label: 'Contact', anchor: 'contact' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Managed web hosting',
        title: 'Fast, secure hosting for every site you run',
        intro:
          'Nimbleroot Hosting gives your business site, store or blog quick servers, free SSL and automatic backups, and our team moves your current site over for you. Try any plan free for 10 days.',
        links: [
          { link: seedLink(pages, 'Start 10-day free trial', '/sign-up', 'primary') },
          {
            link: { type: 'custom', url: '#pricing', label: 'See plans', appearance: 'secondary' },
          },
        ],
        media: hero.id,
      },
      {
        blockType: 'stats',
        anchor: 'facts',
        background: 'tinted',
        spacing: 'compact',
        title: 'Hosting trusted around the world',
        layout: 'band',
        items: [
          { value: '110k+', label: 'services hosted' },
          { value: '250', label: 'countries and territories served' },
          { value: '10 days', label: 'free trial on every plan' },
          { value: '$2.99', label: 'a month to start on Basic' },
        ],
      },
      {
        blockType: 'content',
        anchor: 'speed',
        eyebrow: 'Performance',
        title: 'Pages that load before visitors lose interest',
        content: paragraphs(
          'A slow page costs you readers and sales. Every Nimbleroot plan is tuned for speed from the first day, so your pages are ready the moment someone asks for them, whether they shop from Ohio or Osaka.',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'Solid-state storage',
              text: 'Your files and databases sit on fast SSD drives, never spinning disks.',
            },
            {
              title: 'Caching built in',
              text: 'Pages are kept ready to serve, with no plugin to install or tune.',
            },
            {
              title: 'Global delivery network',
              text: 'Images and scripts reach each visitor from a location near them.',
            },
          ],
        },
        links: [
          {
            link: {
              type: 'custom',
              url: '#pricing',
              label: 'Compare plans',
              appearance: 'secondary',
            },
          },
        ],
        media: speed.id,
        mediaPosition: 'right',
      },
      {
        blockType: 'content',
        anchor: 'security',
        background: 'tinted',
        eyebrow: 'Security',
        title: 'Protection that works while you sleep',
        content: paragraphs(
          'Security on Nimbleroot is part of every plan, not an add-on you remember after a scare. Three layers of protection run around the clock, and you hear from us only when something needs your attention.',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'Web application firewall',
              text: 'Common attacks are stopped before they reach your site.',
            },
            {
              title: 'Daily malware scans',
              text: 'You hear from us at once if anything suspicious turns up.',
            },
            {
              title: 'Free SSL for every domain',
              text: 'Certificates are issued and renewed automatically.',
            },
          ],
        },
        media: security.id,
        mediaPosition: 'left',
      },
      {
        blockType: 'cardGrid',
        anchor: 'services',
        eyebrow: 'Services',
        title: 'Everything your website needs, under one roof',
        intro:
          'Start with hosting, then add what your site needs next. Each service is set up and supported by the same team.',
        columns: '4',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'refresh',
            title: 'Website migration',
            text: 'We move your files, databases and email from your current host and check everything before you switch over.',
          },
          {
            icon: 'building',
            title: 'Business hosting',
            text: 'Dedicated resources for company sites that have to stay quick when traffic picks up.',
          },
          {
            icon: 'shopping-cart',
            title: 'E-commerce hosting',
            text: 'Servers tuned for online stores, so product pages and checkout stay fast on busy days.',
          },
          {
            icon: 'layout',
            title: 'Website builder',
            text: 'Drag-and-drop page editing with ready-made templates, no code required.',
          },
          {
            icon: 'shield',
            title: 'PCI compliance',
            text: 'A hosting setup that helps your store meet the PCI DSS rules for taking card payments.',
          },
          {
            icon: 'pen-tool',
            title: 'Blog hosting',
            text: 'One-click blog installs with automatic updates, so you can focus on writing.',
          },
          {
            icon: 'database',
            title: 'Data backup',
            text: 'Automatic backups of your files and databases, restored in a few clicks when you need them.',
          },
          {
            icon: 'lock',
            title: 'Website security',
            text: 'Firewall, malware scanning and free SSL working together to keep your site and visitors safe.',
          },
        ],
      },
      {
        blockType: 'pricing',
        anchor: 'pricing',
        background: 'tinted',
        eyebrow: 'Pricing',
        title: 'Simple plans that grow with your site',
        intro:
          'Every plan includes free SSL and a free website migration, and each one starts with a 10-day free trial. Switch between monthly and yearly billing to compare.',
        source: 'custom',
        periodToggle: true,
        initialPeriod: 'monthly',
        showCents: true,
        plans: [
          {
            name: 'Basic',
            monthlyPrice: 2.99,
            yearlyPrice: 19,
            description: 'For a personal site or a first small business website.',
            features: [
              feature('1 website'),
              feature('25 GB SSD storage'),
              feature('Free SSL certificate'),
              feature('Free website migration'),
              feature('Weekly backups'),
              feature('Staging site', false),
              feature('Priority support', false),
            ],
            link: purchase,
          },
          {
            name: 'Popular',
            monthlyPrice: 18.99,
            yearlyPrice: 15.19,
            description: 'For growing businesses, online stores and busy blogs.',
            highlighted: true,
            features: [
              feature('10 websites'),
              feature('100 GB SSD storage'),
              feature('Free SSL certificates'),
              feature('Free website migration'),
              feature('Daily backups'),
              feature('Staging site'),
              feature('Priority support', false),
            ],
            link: purchase,
          },
          {
            name: 'Enterprise',
            monthlyPrice: 39,
            yearlyPrice: 33.39,
            description: 'For agencies and high-traffic stores that need room to scale.',
            features: [
              feature('Unlimited websites'),
              feature('250 GB SSD storage'),
              feature('Free SSL certificates'),
              feature('Free website migrations'),
              feature('Daily backups'),
              feature('Staging sites'),
              feature('Priority support'),
            ],
            link: purchase,
          },
        ],
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        eyebrow: 'Testimonials',
        title: 'Site owners who moved to Nimbleroot',
        layout: 'slider',
        items: await quotes(image, [
          {
            quote:
              'The migration team moved our store, its order history and our email over one weekend. Customers noticed nothing except that checkout felt quicker on Monday.',
            name: 'Omar Haddad',
            role: 'Owner, Haddad Coffee Roasters',
            avatar: 'avatar-omar-haddad.svg',
            rating: 5,
          },
          {
            quote:
              'We run our clients’ sites on the Enterprise plan. Staging copies let us test every update before it goes live, and restoring a backup takes a couple of clicks.',
            name: 'Grace Liu',
            role: 'Lead developer, Parkside Digital',
            avatar: 'avatar-grace-liu.svg',
            rating: 5,
          },
          {
            quote:
              'My blog used to crawl whenever a post was shared widely. On the Popular plan it stays quick, and support walked me through my domain settings the same afternoon.',
            name: 'Samuel Reed',
            role: 'Editor, Trailhead Notes',
            avatar: 'avatar-samuel-reed.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'cta',
        anchor: 'contact',
        title: 'Ready for faster hosting?',
        intro:
          'Leave your email and a hosting specialist will help you pick a plan and schedule your free migration. Every plan starts with a 10-day free trial.',
        form: forms.getStarted,
        links: [{ link: seedLink(pages, 'Talk to sales', '/contact', 'secondary') }],
      },
    ],
  })
}
