import type { PricingBlock } from '@/payload-types'

import { type SeededPages, seedLink } from '../../links'

/** One plan's features: the same five lines on every plan, with its own figures. */
const features = (phrases: number, pages: number, cro: number, dashboards: number) => [
  { text: `${phrases} key phrases optimized`, included: true },
  { text: `${pages} pages optimized`, included: true },
  { text: `${cro} CRO assets per quarter`, included: true },
  { text: `${dashboards} custom dashboards`, included: true },
  { text: 'Revenue tracking dashboard', included: true },
]

/** Home 5's pricing section: Ascendry's three plans, monthly or yearly. */
export const ascendryPricing = (pages: SeededPages): PricingBlock => ({
  blockType: 'pricing',
  anchor: 'pricing',
  background: 'tinted',
  eyebrow: 'Pricing',
  title: 'Plans that grow with your traffic',
  intro:
    'Every plan includes a revenue tracking dashboard. Pay monthly, or pay yearly and save on every month.',
  source: 'custom',
  periodToggle: true,
  initialPeriod: 'monthly',
  showCents: true,
  plans: [
    {
      name: 'Silver',
      monthlyPrice: 30,
      yearlyPrice: 19,
      description: 'For small sites starting to build organic traffic.',
      highlighted: false,
      features: features(50, 30, 6, 8),
      link: seedLink(pages, 'Choose Plan', '/pricing'),
    },
    {
      name: 'Gold',
      monthlyPrice: 50,
      yearlyPrice: 37,
      description: 'For growing brands ready to compete for their market’s key searches.',
      highlighted: true,
      features: features(200, 40, 12, 10),
      link: seedLink(pages, 'Choose Plan', '/pricing'),
    },
    {
      name: 'Diamond',
      monthlyPrice: 80,
      yearlyPrice: 59,
      description: 'For established companies running search across many products.',
      highlighted: false,
      features: features(300, 60, 24, 12),
      link: seedLink(pages, 'Choose Plan', '/pricing'),
    },
  ],
})
