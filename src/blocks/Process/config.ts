import type { Block } from 'payload'

import { iconOptions } from '@/components/Icon/names'

export const ProcessBlock: Block = {
  slug: 'process',
  dbName: 'proc',
  interfaceName: 'ProcessBlock',
  labels: { singular: 'Process', plural: 'Processes' },
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'steps',
      type: 'array',
      dbName: 'proc_steps',
      minRows: 1,
      required: true,
      fields: [
        { name: 'number', type: 'text', admin: { description: 'Shown as the step label, e.g. 01. Empty: its position.' } },
        { name: 'icon', type: 'select', dbName: 'proc_icon', options: iconOptions },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
