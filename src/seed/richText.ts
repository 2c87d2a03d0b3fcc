import type { ContentBlock } from '@/payload-types'

/** Rich text as the editor stores it (Lexical JSON), for seeded content blocks. */
type RichText = ContentBlock['content']
type Node = RichText['root']['children'][number]

const block = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

const text = (value: string, bold = false): Node => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const paragraph = (value: string): Node => ({
  ...block,
  type: 'paragraph',
  textFormat: 0,
  children: [text(value)],
})

export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): Node => ({
  ...block,
  type: 'heading',
  tag,
  children: [text(value)],
})

/** A bullet list; an item's text before the first colon is bold ("Logo: three concepts…"). */
export const bullets = (items: string[]): Node => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, i) => {
    const [lead, ...rest] = item.split(': ')
    return {
      ...block,
      type: 'listitem',
      value: i + 1,
      children: rest.length ? [text(`${lead}: `, true), text(rest.join(': '))] : [text(item)],
    }
  }),
})

export const richText = (...children: Node[]): RichText => ({
  root: { ...block, type: 'root', children },
})

/** Rich text of plain paragraphs. */
export const paragraphs = (...texts: string[]): RichText => richText(...texts.map(paragraph))
