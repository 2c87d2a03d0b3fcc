import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockProps } from '@/payload-types'

export function RichTextBlock({ content }: RichTextBlockProps) {
  return (
    <div className="prose">
      <RichText data={content} />
    </div>
  )
}
