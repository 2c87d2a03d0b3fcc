import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** Course cards: picture, topic, price (or free), rating, title and a button to enrol. */
export const CoursesConfig: Block = {
  slug: 'courses',
  dbName: 'courses',
  interfaceName: 'CoursesBlock',
  labels: { singular: 'Courses', plural: 'Courses' },
  admin: blockAdmin({
    slug: 'courses',
    description: 'Course cards with picture, topic, price, rating and a button to enrol.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({ defaults: { eyebrow: 'Courses', title: 'Popular courses' } }),
    {
      name: 'items',
      type: 'array',
      dbName: 'courses_items',
      label: 'Courses',
      minRows: 1,
      maxRows: 12,
      required: true,
      admin: {
        components: rowLabel('Course', 'title'),
        initCollapsed: true,
        description: 'Three or six fill the rows evenly.',
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'tag',
              type: 'text',
              required: true,
              admin: { width: '34%', description: 'The topic, e.g. "Design".' },
            },
            {
              name: 'price',
              type: 'number',
              min: 0,
              max: 100000,
              admin: {
                width: '33%',
                description: 'Dollars, e.g. 45. Empty or 0: shown as Free.',
              },
            },
            {
              name: 'rating',
              type: 'number',
              min: 0,
              max: 5,
              admin: { width: '33%', step: 0.1, description: 'Average stars, e.g. 4.8.' },
            },
          ],
        },
        { name: 'title', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'lessons',
              type: 'number',
              min: 1,
              max: 1000,
              admin: { width: '50%', step: 1 },
            },
            {
              name: 'hours',
              type: 'number',
              min: 0,
              max: 1000,
              admin: { width: '50%', description: 'Total video length, e.g. 6.5.' },
            },
          ],
        },
        link({ appearances: false }),
      ],
    },
  ],
}
