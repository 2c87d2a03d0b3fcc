import type { Block } from 'payload'

import { buttonsField } from '@/fields/link'

export const ContentBlock: Block = {
  slug: 'content',
  dbName: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Content (image + text)', plural: 'Content' },
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'content', type: 'richText', required: true },
    buttonsField('content_lnk'),
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
    },
  ],
}
