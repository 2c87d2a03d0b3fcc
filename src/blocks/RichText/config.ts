import type { Block } from 'payload'

import { sectionFields } from '@/fields/section'

export const RichTextConfig: Block = {
  slug: 'richText',
  dbName: 'rt',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  admin: { group: 'Sections' },
  fields: [sectionFields(), { name: 'content', type: 'richText', required: true }],
}
