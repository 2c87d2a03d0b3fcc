import type { Block } from 'payload'

import { linkGroup } from '@/fields/linkGroup'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

export const ContentBlock: Block = {
  slug: 'content',
  dbName: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Content (image + text)', plural: 'Content' },
  admin: { group: 'Sections' },
  fields: [
    sectionFields(),
    ...sectionHeadingFields(),
    { name: 'content', type: 'richText', required: true },
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
