import type { Block } from 'payload'

import { iconOptions } from '@/components/Icon/names'

export const FeaturesBlock: Block = {
  slug: 'features',
  dbName: 'feat',
  interfaceName: 'FeaturesBlock',
  labels: { singular: 'Features', plural: 'Features' },
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      dbName: 'feat_items',
      minRows: 1,
      required: true,
      fields: [
        { name: 'icon', type: 'select', dbName: 'feat_icon', options: iconOptions },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
