import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * Brand logos: a quiet greyscale strip under a hero ("trusted by…") or a grid of the tools a
 * service works with. Each logo is an upload whose alt text names the brand.
 */
export const LogosConfig: Block = {
  slug: 'logos',
  dbName: 'logos',
  interfaceName: 'LogosBlock',
  labels: { singular: 'Logos', plural: 'Logos' },
  admin: blockAdmin({
    slug: 'logos',
    description: 'Brand logos: a quiet "trusted by" strip or a grid of the tools you work with.',
  }),
  fields: [
    sectionFields({ spacing: 'compact' }),
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'strip',
      options: [
        { label: 'Strip: one row, greyscale', value: 'strip' },
        { label: 'Grid of tiles, in color', value: 'grid' },
      ],
      admin: {
        description:
          'A strip suits up to 6 logos under a hero; a grid suits a longer list, e.g. 12 integrations.',
      },
    },
    ...sectionHeadingFields({
      defaults: { intro: 'Trusted by founders across the United States' },
    }),
    {
      name: 'logos',
      type: 'array',
      dbName: 'logos_items',
      minRows: 1,
      required: true,
      admin: {
        components: rowLabel('Logo', 'link.label'),
        initCollapsed: true,
        description:
          'Logos read best on a transparent background, about 160 × 48. Without a title the line above stays small and is not a heading.',
      },
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Its alt text should be the brand name, e.g. "Quillstack".' },
        },
        { name: 'enableLink', type: 'checkbox', label: 'Link to the brand' },
        link({
          appearances: false,
          overrides: { admin: { condition: whenSibling({ enableLink: true }) } },
        }),
      ],
    },
  ],
}
