import type { Block } from 'payload'

import { buttonsField } from '@/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  dbName: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'split',
      required: true,
      options: [
        { label: 'Text beside an image', value: 'split' },
        { label: 'Centred text', value: 'centered' },
      ],
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    buttonsField('hero_lnk'),
    {
      name: 'rating',
      type: 'group',
      admin: { description: 'Optional review score shown under the buttons, e.g. 4.8 out of 5.' },
      fields: [
        { name: 'score', type: 'number', min: 0, max: 5 },
        { name: 'label', type: 'text', admin: { description: 'e.g. "Rated by our customers"' } },
      ],
    },
    { name: 'media', type: 'upload', relationTo: 'media' },
  ],
}
