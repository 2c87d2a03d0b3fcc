import type { Block } from 'payload'

import { iconField, sectionHeadingFields } from '@/fields/sectionHeading'

export const ServicesBlock: Block = {
  slug: 'services',
  dbName: 'svc',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Services grid', plural: 'Services grids' },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'items',
      type: 'array',
      dbName: 'svc_items',
      minRows: 1,
      required: true,
      fields: [
        iconField('svc_icon'),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'linkText', type: 'text', defaultValue: 'Learn more' },
        { name: 'link', type: 'text', admin: { description: 'A page of this site (/service-details) or a full URL.' } },
      ],
    },
  ],
}
