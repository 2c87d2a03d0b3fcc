import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  dbName: 'rt',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
