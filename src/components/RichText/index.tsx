import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

type Content = SerializedEditorState | null | undefined

/** Whether rich text holds anything: a draft may be saved before its text is written. */
export const hasRichText = (data: Content): data is SerializedEditorState =>
  Boolean(data?.root?.children?.length)

/** Rich text as plain text ('' when empty), for descriptions and reading times. */
export const richTextPlain = (data: Content): string =>
  hasRichText(data) ? convertLexicalToPlaintext({ data }) : ''

/** Rich text from the CMS, or `empty` (nothing unless given) when there is none yet. */
export function RichText({ data, empty = null }: { data: Content; empty?: ReactNode }) {
  return hasRichText(data) ? <LexicalRichText data={data} /> : empty
}
