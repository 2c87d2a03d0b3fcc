import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { HeroBlock } from './Hero/Component'
import { RichTextBlock } from './RichText/Component'

type LayoutBlock = Page['layout'][number]
type BlockViews = { [K in LayoutBlock['blockType']]: ComponentType<Extract<LayoutBlock, { blockType: K }>> }

const views: BlockViews = {
  hero: HeroBlock,
  richText: RichTextBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const View = views[block.blockType] as ComponentType<LayoutBlock>
        return <View key={block.id ?? index} {...block} />
      })}
    </>
  )
}
