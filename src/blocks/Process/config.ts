import type { Block } from 'payload'

import { iconField, sectionHeadingFields } from '@/fields/sectionHeading'

export const ProcessBlock: Block = {
  slug: 'process',
  dbName: 'proc',
  interfaceName: 'ProcessBlock',
  labels: { singular: 'Process', plural: 'Processes' },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'steps',
      type: 'array',
      dbName: 'proc_steps',
      minRows: 1,
      required: true,
      fields: [
        { name: 'number', type: 'text', admin: { description: 'Shown as the step label, e.g. 01. Empty: its position.' } },
        iconField('proc_icon'),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
