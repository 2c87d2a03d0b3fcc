import type { Block } from 'payload'

import { buttonsField } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'cta',
  dbName: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    buttonsField('cta_lnk'),
  ],
}
