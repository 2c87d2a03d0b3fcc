import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { PROJECT_TAGS } from '@/collections/Projects/options'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * The newest projects with filter buttons, in one of three arrangements. The layout sets the
 * defaults (columns, filters, how many); staff may override the filters and the count.
 */
export const PortfolioConfig: Block = {
  slug: 'portfolio',
  dbName: 'portfolio',
  interfaceName: 'PortfolioBlock',
  labels: { singular: 'Portfolio', plural: 'Portfolios' },
  admin: blockAdmin({
    slug: 'portfolio',
    description: 'The newest projects in a grid, with filter buttons.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({ defaults: { eyebrow: 'Portfolio', title: 'Work we are proud of' } }),
    {
      name: 'layout',
      type: 'select',
      dbName: 'portfolio_layout',
      required: true,
      defaultValue: 'classic',
      options: [
        { label: 'Classic: two columns, filters above (7 projects)', value: 'classic' },
        { label: 'Modern: three columns, filters above (9 projects)', value: 'modern' },
        { label: 'Minimal: one column, filters beside (3 projects)', value: 'minimal' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'filters',
          type: 'select',
          hasMany: true,
          options: [...PROJECT_TAGS],
          admin: {
            width: '50%',
            description:
              'The filter buttons, in this order. Empty: Website, Branding, Commercial, Digital Art, UI/UX Design (classic) or Website, Branding, Design.',
          },
        },
        {
          name: 'limit',
          type: 'number',
          min: 1,
          max: 24,
          admin: { width: '25%', description: 'How many projects. Empty: 7, 9 or 3.' },
        },
        {
          name: 'allLabel',
          type: 'text',
          admin: { width: '25%', description: 'The first button. Empty: "Show All".' },
        },
      ],
    },
    {
      name: 'showFilters',
      type: 'checkbox',
      label: 'Show the filter buttons',
      defaultValue: true,
      admin: { description: 'Off for a short teaser, e.g. two projects on a home page.' },
    },
  ],
}
