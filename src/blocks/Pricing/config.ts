import type { Block, Field } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

const packageButton = (name: string, label: string, path: string): Field =>
  link({
    appearances: false,
    required: false,
    overrides: {
      name,
      label,
      admin: { description: `Empty: "Choose plan", linking to ${path}, the package's order page.` },
    },
  })

const plan = (name: string, monthlyPrice: number, yearlyPrice: number, description: string) => ({
  name,
  monthlyPrice,
  yearlyPrice,
  description,
  highlighted: name === 'Small Business',
  features: [
    { text: 'Unlimited projects', included: true },
    { text: 'Reports you can share', included: name !== 'Personal' },
    { text: 'Priority support', included: name === 'Enterprise Team' },
  ],
  link: { type: 'custom', url: '/pricing', label: 'Choose plan' },
})

/**
 * Plans side by side: the formation packages, priced by the order itself, or display-only plans
 * with their own monthly and yearly figures (the home variants that sell other products).
 */
export const PricingConfig: Block = {
  slug: 'pricing',
  dbName: 'pricing',
  interfaceName: 'PricingBlock',
  labels: { singular: 'Pricing', plural: 'Pricing' },
  admin: blockAdmin({
    slug: 'pricing',
    description:
      'Plans side by side: the formation packages at their real prices, or custom plans.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: {
        eyebrow: 'Pricing',
        title: 'Choose the package that fits your company',
        intro: 'One price, paid once. No subscriptions and no surprises at checkout.',
      },
    }),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'formation',
      dbName: 'pricing_src',
      options: [
        { label: 'Formation packages (prices from the order form)', value: 'formation' },
        { label: 'Custom plans typed here', value: 'custom' },
      ],
      admin: {
        description:
          'Formation packages always show what the order form charges. Custom plans are for pages that advertise other products, e.g. a hosting offer.',
      },
    },
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'cards',
      dbName: 'pricing_lay',
      options: [
        { label: 'A card per package', value: 'cards' },
        { label: 'Comparison table', value: 'table' },
      ],
      admin: { condition: whenSibling({ source: 'formation' }, { orUnset: true }) },
    },
    {
      name: 'buttons',
      type: 'group',
      label: 'Package buttons',
      admin: {
        condition: whenSibling({ source: 'formation' }, { orUnset: true }),
        hideGutter: true,
      },
      fields: [
        packageButton('free', 'Free Plan button', '/free'),
        packageButton('popular', 'Popular Plan button', '/popular'),
        packageButton('standard', 'Standard Plan button', '/standard'),
      ],
    },
    {
      type: 'row',
      admin: { condition: whenSibling({ source: 'custom' }) },
      fields: [
        {
          name: 'periodToggle',
          type: 'checkbox',
          label: 'Let visitors switch between monthly and yearly prices',
          defaultValue: true,
          admin: { width: '50%', style: { alignSelf: 'center' } },
        },
        {
          name: 'initialPeriod',
          type: 'select',
          dbName: 'pricing_per',
          defaultValue: 'monthly',
          options: [
            { label: 'Monthly prices first', value: 'monthly' },
            { label: 'Yearly prices first', value: 'yearly' },
          ],
          admin: {
            width: '50%',
            description: 'Shown before a visitor switches, and the only one without the switch.',
          },
        },
      ],
    },
    {
      name: 'showCents',
      type: 'checkbox',
      label: 'Always show cents, e.g. $30.00 rather than $30',
      defaultValue: false,
      admin: { condition: whenSibling({ source: 'custom' }) },
    },
    {
      name: 'plans',
      type: 'array',
      dbName: 'pricing_plans',
      minRows: 1,
      maxRows: 4,
      admin: {
        components: rowLabel('Plan', 'name'),
        condition: whenSibling({ source: 'custom' }),
        initCollapsed: true,
      },
      defaultValue: [
        plan('Personal', 2.99, 1.99, 'For freelancers tracking their own hours.'),
        plan('Small Business', 19, 9.99, 'For teams that bill clients every week.'),
        plan('Enterprise Team', 49.99, 29.99, 'For companies with several departments.'),
      ],
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '34%' } },
            {
              name: 'monthlyPrice',
              type: 'number',
              required: true,
              min: 0,
              admin: { width: '33%', description: 'Dollars per month, e.g. 19.99.' },
            },
            {
              name: 'yearlyPrice',
              type: 'number',
              required: true,
              min: 0,
              admin: {
                width: '33%',
                description: 'Dollars per month when billed yearly, e.g. 15.99.',
              },
            },
          ],
        },
        {
          name: 'description',
          type: 'textarea',
          admin: { description: 'Who the plan is for, in one sentence.' },
        },
        {
          name: 'highlighted',
          type: 'checkbox',
          label: 'Mark as "Most popular"',
          defaultValue: false,
        },
        {
          name: 'features',
          type: 'array',
          dbName: 'pricing_feat',
          admin: { components: rowLabel('Feature', 'text'), initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', type: 'text', required: true, admin: { width: '70%' } },
                {
                  name: 'included',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: {
                    width: '30%',
                    style: { alignSelf: 'center' },
                    description: 'Off: shown crossed out, as not in this plan.',
                  },
                },
              ],
            },
          ],
        },
        link({ appearances: false }),
      ],
    },
  ],
}
