import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { linkGroup } from '@/fields/linkGroup'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { iconField, sectionHeadingFields } from '@/fields/sectionHeading'

export const ContentConfig: Block = {
  slug: 'content',
  dbName: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Content (image + text)', plural: 'Content' },
  admin: blockAdmin({
    slug: 'content',
    description: 'A picture beside a heading and text, with optional checked or numbered points.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields(),
    { name: 'content', type: 'richText', required: true },
    {
      name: 'list',
      type: 'group',
      admin: {
        hideGutter: true,
        description: 'Optional points under the text, e.g. a mission list or core values.',
      },
      fields: [
        {
          name: 'style',
          type: 'select',
          dbName: 'content_list_style',
          defaultValue: 'checks',
          options: [
            { label: 'Check marks', value: 'checks' },
            { label: 'Numbered', value: 'numbered' },
            { label: 'Icon cards (full width, under the text)', value: 'cards' },
          ],
        },
        {
          name: 'items',
          type: 'array',
          dbName: 'content_list',
          admin: { components: rowLabel('Point', 'title', 'text'), initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'title',
                  type: 'text',
                  admin: { width: '50%', description: 'Optional, e.g. "Clear prices".' },
                },
                iconField('content_list_icon', {
                  width: '50%',
                  description: 'Shown on icon cards only.',
                  condition: (data, siblingData, { blockData }) =>
                    blockData?.list?.style === 'cards',
                }),
              ],
            },
            { name: 'text', type: 'textarea', required: true },
          ],
        },
      ],
    },
    linkGroup({ dbName: 'content_lnk', maxRows: 2 }),
    { name: 'media', type: 'upload', relationTo: 'media' },
    {
      name: 'mediaPosition',
      type: 'select',
      dbName: 'content_pos',
      defaultValue: 'right',
      options: [
        { label: 'Image on the left', value: 'left' },
        { label: 'Image on the right', value: 'right' },
      ],
      admin: { condition: (_, siblingData) => Boolean(siblingData?.media) },
    },
  ],
}
