import type { Block } from 'payload'

import { iconOptions } from '@/components/Icon/names'

export const ServicesBlock: Block = {
  slug: 'services',
  dbName: 'svc',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Services grid', plural: 'Services grids' },
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      dbName: 'svc_items',
      minRows: 1,
      required: true,
      fields: [
        { name: 'icon', type: 'select', dbName: 'svc_icon', options: iconOptions },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'linkText', type: 'text', defaultValue: 'Learn more' },
        { name: 'link', type: 'text', admin: { description: 'A page of this site (/service-details) or a full URL.' } },
      ],
    },
  ],
}
