import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** Key figures: a band of big numbers, or the same figures as cards with a line of context. */
export const StatsConfig: Block = {
  slug: 'stats',
  dbName: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats', plural: 'Stats' },
  admin: blockAdmin({
    slug: 'stats',
    description: 'Key figures as big numbers: a band, or cards with a line of context.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields(),
    {
      name: 'layout',
      type: 'select',
      dbName: 'stats_layout',
      required: true,
      defaultValue: 'band',
      options: [
        { label: 'Band: a row of big numbers', value: 'band' },
        { label: 'Cards: numbers with a short text', value: 'cards' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      dbName: 'stats_items',
      label: 'Figures',
      minRows: 1,
      maxRows: 6,
      required: true,
      admin: {
        components: rowLabel('Figure', 'label', 'value'),
        initCollapsed: true,
        description: 'Two to four figures read best. Only claims the business can back up.',
      },
      defaultValue: [
        { value: '50', label: 'states and DC where we file' },
        { value: '2 days', label: 'expedited filing' },
        { value: '24 h', label: 'email reply on business days' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              type: 'text',
              required: true,
              admin: { width: '33%', description: 'The figure as shown, e.g. 36K+ or 4.8/5.' },
            },
            {
              name: 'label',
              type: 'text',
              required: true,
              admin: {
                width: '67%',
                description: 'Completes the figure as one phrase, e.g. "companies formed".',
              },
            },
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          admin: { description: 'Optional context under the figure (shown on cards and band).' },
        },
      ],
    },
  ],
}
