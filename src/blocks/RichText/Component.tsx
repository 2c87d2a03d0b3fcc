import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock } from '@/payload-types'

export function RichTextView({ content }: RichTextBlock) {
  return (
    <div className="prose">
      <RichText data={content} />
    </div>
  )
}
