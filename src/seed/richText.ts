/** Builders for the Lexical JSON that rich-text fields store, for seed documents. */

type TextNode = { type: 'text'; text: string; format: number; version: 1; detail: 0; mode: 'normal'; style: '' }

const text = (value: string, format = 0): TextNode => ({
  type: 'text',
  text: value,
  format,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
})

type LexicalNode = { type: string; version: number; [key: string]: unknown }

const element = <T extends string>(type: T, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

export const paragraph = (value: string) => element('paragraph', [text(value)], { textFormat: 0, textStyle: '' })

export const heading = (value: string, tag: 'h2' | 'h3' | 'h4' = 'h2') => element('heading', [text(value)], { tag })

export const bulletList = (items: string[]) =>
  element(
    'list',
    items.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

/** A whole rich-text value from top-level nodes. */
export const richText = (...children: LexicalNode[]) => ({
  root: element('root', children),
})
