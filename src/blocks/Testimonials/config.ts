import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * What customers say. Every layout shows the same items, so a new arrangement of the quotes is a
 * new layout option here, not a new block.
 */
export const TestimonialsConfig: Block = {
  slug: 'testimonials',
  dbName: 'quotes',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  admin: blockAdmin({
    slug: 'testimonials',
    description: 'What customers say: one large quote, cards, masonry or a slider.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({ defaults: { eyebrow: 'Testimonials' } }),
    {
      name: 'layout',
      type: 'select',
      dbName: 'quotes_layout',
      required: true,
      defaultValue: 'grid',
      options: [
        { label: 'Single: one large quote', value: 'single' },
        { label: 'Grid: quotes as cards', value: 'grid' },
        { label: 'Masonry: cards of any length in columns', value: 'masonry' },
        { label: 'Slider: one large quote at a time, with dots', value: 'slider' },
      ],
      admin: {
        description:
          'Single shows only the first quote. Masonry suits six or more quotes of mixed length.',
      },
    },
    {
      name: 'items',
      type: 'array',
      dbName: 'quotes_items',
      label: 'Quotes',
      minRows: 1,
      required: true,
      admin: {
        components: rowLabel('Quote', 'name', 'quote'),
        initCollapsed: true,
        description: "Real customers' words, with their permission to show name and company.",
      },
      // One empty quote to fill in, never a sample: a made-up quote must not go live unedited,
      // and the block cannot be published until a real one is typed.
      defaultValue: [{}],
      fields: [
        {
          name: 'quote',
          type: 'textarea',
          required: true,
          admin: { placeholder: 'What the customer said, in their own words.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              admin: { width: '50%', placeholder: 'e.g. Maria Lopez' },
            },
            {
              name: 'role',
              type: 'text',
              label: 'Role and company',
              admin: {
                width: '50%',
                placeholder: 'e.g. Founder, Harbor Bakery LLC',
                description: 'As the customer agreed to be named.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'avatar', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
            {
              name: 'rating',
              type: 'number',
              min: 1,
              max: 5,
              admin: {
                width: '50%',
                step: 1,
                description: 'Optional stars, 1 to 5. Empty: no stars.',
              },
            },
          ],
        },
      ],
    },
  ],
}
