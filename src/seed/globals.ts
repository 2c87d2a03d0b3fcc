import type { Footer, Header, SiteSetting } from '@/payload-types'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

export const header: Data<Header> = {
  siteName: 'Formation',
  navItems: [
    { label: 'About', url: '/about' },
    { label: 'Services', url: '/service' },
    { label: 'Contact', url: '/contact' },
    { label: 'Pricing', url: '/pricing-2' },
  ],
  loginLabel: 'Login',
  signUp: { label: 'Sign up', url: '/sign-up' },
}

export const footer: Data<Footer> = {
  about:
    'We help entrepreneurs form LLCs, C Corporations and Nonprofits in every US state, and get everything a new company needs from day one.',
  columns: [
    {
      title: 'Company',
      links: [
        { label: 'About us', url: '/about' },
        { label: 'Services', url: '/service' },
        { label: 'Pricing', url: '/pricing' },
        { label: 'Careers', url: '/career' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Contact', url: '/contact' },
        { label: 'FAQ', url: '/faq' },
        { label: 'Blog', url: '/blog' },
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
}

export const siteSettings: Data<SiteSetting> = {
  portalUrl: null,
  preloader: { enabled: false, durationMs: 1000 },
  wizardStepDelayMs: 2000,
}
