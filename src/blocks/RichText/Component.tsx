import type { RichTextBlock } from '@/payload-types'
import { RichText } from '@/components/RichText'

export function RichTextView({ content }: RichTextBlock) {
  return (
    <div className="prose">
      <RichText data={content} />
    </div>
  )
}
