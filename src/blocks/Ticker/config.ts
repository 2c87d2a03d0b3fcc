import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { iconField, sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * A band of words or logos drifting sideways: course topics, integrations, what a service
 * covers. It stands still for visitors who ask for less motion, and while the pointer is on it.
 */
export const TickerConfig: Block = {
  slug: 'ticker',
  dbName: 'ticker',
  interfaceName: 'TickerBlock',
  labels: { singular: 'Ticker', plural: 'Tickers' },
  admin: blockAdmin({
    slug: 'ticker',
    description: 'A band of words or logos drifting sideways, e.g. what a package covers.',
  }),
  fields: [
    sectionFields({ spacing: 'compact' }),
    ...sectionHeadingFields(),
    {
      name: 'items',
      type: 'array',
      dbName: 'ticker_items',
      minRows: 2,
      maxRows: 24,
      required: true,
      admin: {
        components: rowLabel('Item', 'label'),
        initCollapsed: true,
        description: 'Six to twelve short items read best; each is a word or two, or a logo.',
      },
      defaultValue: [
        { label: 'LLC formation' },
        { label: 'C Corporations' },
        { label: 'Nonprofits' },
        { label: 'EIN' },
        { label: 'Operating Agreement' },
        { label: 'Registered agent' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              admin: { width: '40%', description: 'Shown, or the logo’s name for screen readers.' },
            },
            iconField('ticker_icon', { width: '30%' }),
            {
              name: 'logo',
              type: 'upload',
              relationTo: 'media',
              admin: { width: '30%', description: 'Shown instead of the words and icon.' },
            },
          ],
        },
      ],
    },
  ],
}
