import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'

export const RichTextConfig: Block = {
  slug: 'richText',
  dbName: 'rt',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  admin: blockAdmin({
    slug: 'richText',
    description: 'Free text with headings, lists and links, e.g. terms or a long explanation.',
  }),
  fields: [sectionFields(), { name: 'content', type: 'richText', required: true }],
}
