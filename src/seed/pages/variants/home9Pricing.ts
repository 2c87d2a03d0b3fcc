import type { PricingBlock } from '@/payload-types'

import { type SeededPages, seedLink } from '../../links'

const trial = { text: '30-day free trial, no credit card', included: true }
const feature = (text: string, included = true) => ({ text, included })

/** Home 9's pricing section: Tallyhour's three plans, each with a free trial. */
export const tallyhourPricing = (pages: SeededPages): PricingBlock => {
  const choose = seedLink(pages, 'Start free trial', '/sign-up')
  return {
    blockType: 'pricing',
    anchor: 'pricing',
    background: 'tinted',
    eyebrow: 'Pricing',
    title: 'Plans for freelancers, teams and whole companies',
    intro:
      'Pay yearly and save up to 14%. Every plan starts with a 30-day free trial, no credit card needed.',
    source: 'custom',
    periodToggle: true,
    initialPeriod: 'yearly',
    showCents: true,
    plans: [
      {
        name: 'Personal',
        monthlyPrice: 2.99,
        yearlyPrice: 1.99,
        description: 'For freelancers tracking their own hours.',
        features: [
          trial,
          feature('Unlimited projects and clients'),
          feature('One-click timer and timesheets'),
          feature('Basic reports'),
          feature('Team timesheets and approvals', false),
          feature('Custom roles and advanced reports', false),
        ],
        link: choose,
      },
      {
        name: 'Small Business',
        monthlyPrice: 19,
        yearlyPrice: 9.99,
        description: 'For teams that bill clients every week.',
        highlighted: true,
        features: [
          trial,
          feature('Unlimited projects and clients'),
          feature('One-click timer and timesheets'),
          feature('Billable rates and budget alerts'),
          feature('Team timesheets and approvals'),
          feature('Custom roles and advanced reports', false),
        ],
        link: choose,
      },
      {
        name: 'Enterprise Team',
        monthlyPrice: 49.99,
        yearlyPrice: 29.99,
        description: 'For companies with several departments.',
        features: [
          trial,
          feature('Unlimited projects and clients'),
          feature('One-click timer and timesheets'),
          feature('Billable rates and budget alerts'),
          feature('Team timesheets and approvals'),
          feature('Custom roles and advanced reports'),
        ],
        link: choose,
      },
    ],
  }
}
