import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * A row of tabs, each showing one picture and its explanation: the parts of a product, side by
 * side in one section. The first tab is shown first.
 */
export const TabsConfig: Block = {
  slug: 'tabs',
  dbName: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  admin: blockAdmin({
    slug: 'tabs',
    description: 'A row of tabs, each showing a picture and its explanation.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({ defaults: { title: 'Everything in one place' } }),
    {
      name: 'items',
      type: 'array',
      dbName: 'tabs_items',
      label: 'Tabs',
      minRows: 2,
      maxRows: 6,
      required: true,
      admin: {
        components: rowLabel('Tab', 'label', 'title'),
        initCollapsed: true,
        description: 'Two to five tabs with short labels read best.',
      },
      defaultValue: [
        {
          label: 'Formation',
          title: 'Your company, filed in any state',
          text: 'Choose an LLC, a C Corporation or a Nonprofit and its state; we prepare and file the papers.',
        },
        {
          label: 'After formation',
          title: 'Every deadline of the next three years',
          text: 'Your order page lists each report and fee the state asks for, with a calendar file.',
        },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              admin: { width: '40%', description: 'On the tab, e.g. "Time Tracking".' },
            },
            { name: 'title', type: 'text', required: true, admin: { width: '60%' } },
          ],
        },
        { name: 'text', type: 'textarea' },
        {
          name: 'points',
          type: 'array',
          dbName: 'tabs_points',
          maxRows: 6,
          admin: {
            components: rowLabel('Point', 'text'),
            initCollapsed: true,
            description: 'Optional checked points under the text.',
          },
          fields: [{ name: 'text', type: 'text', required: true }],
        },
        { name: 'media', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
