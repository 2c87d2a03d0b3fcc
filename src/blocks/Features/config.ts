import type { Block } from 'payload'

import { iconField, sectionHeadingFields } from '@/fields/sectionHeading'

export const FeaturesBlock: Block = {
  slug: 'features',
  dbName: 'feat',
  interfaceName: 'FeaturesBlock',
  labels: { singular: 'Features', plural: 'Features' },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'items',
      type: 'array',
      dbName: 'feat_items',
      minRows: 1,
      required: true,
      fields: [
        iconField('feat_icon'),
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
