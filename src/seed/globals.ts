import { DEFAULT_AGENT_RENEWAL_PRICE, DEFAULT_SITE_NAME } from '@/utilities/siteSettings'
import type { Footer, Header, SiteSetting } from '@/payload-types'

import { type SeededPages, seedLink } from './links'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

export const header = (pages: SeededPages): Data<Header> => ({
  navItems: [
    { link: seedLink(pages, 'About', '/about') },
    { link: seedLink(pages, 'Services', '/service') },
    { link: seedLink(pages, 'Contact', '/contact') },
    { link: seedLink(pages, 'Pricing', '/pricing-2') },
    { link: seedLink(pages, 'Choose your state', '/states') },
  ],
  loginLabel: 'Login',
  signUp: seedLink(pages, 'Sign up', '/sign-up'),
})

export const footer = (pages: SeededPages): Data<Footer> => ({
  about:
    'We help entrepreneurs form LLCs, C Corporations and Nonprofits in every US state, and get everything a new company needs from day one.',
  // Only pages the site has, or is about to have: no dead ends in the footer.
  columns: [
    {
      title: 'Company',
      links: [
        { link: seedLink(pages, 'About us', '/about') },
        { link: seedLink(pages, 'Team', '/team') },
        { link: seedLink(pages, 'Services', '/service') },
        { link: seedLink(pages, 'Pricing', '/pricing') },
        { link: seedLink(pages, 'Blog', '/blog') },
        { link: seedLink(pages, 'Careers', '/career') },
      ],
    },
    {
      title: 'Help',
      links: [
        { link: seedLink(pages, 'FAQ', '/faq') },
        { link: seedLink(pages, 'State guides', '/states') },
        { link: seedLink(pages, 'Contact', '/contact') },
        { link: seedLink(pages, "What's coming", '/coming-soon') },
      ],
    },
    {
      title: 'Legal',
      links: [
        { link: seedLink(pages, 'Privacy policy', '/privacy') },
        { link: seedLink(pages, 'Terms of service', '/terms') },
        { link: seedLink(pages, 'Refund policy', '/refunds') },
      ],
    },
  ],
  contact: {
    email: 'support@formation.example',
    phone: '+1 (302) 555-0142',
    address: '1201 N Orange St, Wilmington, DE 19801',
    supportHours: 'Monday to Friday 9 am to 5 pm EST',
    replyTime: 'We reply to every email within 24 hours.',
  },
})

export const siteSettings: Data<SiteSetting> = {
  siteName: DEFAULT_SITE_NAME,
  portalUrl: null,
  // Where local runs write staff notifications (.data/mail); operators set their team's address.
  notificationEmail: 'team@formation.example',
  preloader: { enabled: false, durationMs: 1000 },
  wizardStepDelayMs: 2000,
  // Demo content, as the footer's address: operators enter their agent's name and offices.
  registeredAgent: {
    renewalPrice: DEFAULT_AGENT_RENEWAL_PRICE,
    name: 'Formation Agent Services LLC',
    offices: [{ state: 'delaware', street: '1201 N Orange St', city: 'Wilmington', zip: '19801' }],
  },
}
