import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { CallToActionBlock } from './CallToAction/Component'
import { ContentBlock } from './Content/Component'
import { FeaturesBlock } from './Features/Component'
import { HeroBlock } from './Hero/Component'
import { OrderWizardBlock } from './OrderWizard/Component'
import { PageTitleBlock } from './PageTitle/Component'
import { ProcessBlock } from './Process/Component'
import { RichTextBlock } from './RichText/Component'
import { ServicesBlock } from './Services/Component'

type LayoutBlock = Page['layout'][number]
/** What every block view receives besides its own fields. */
type PageContext = { pageTitle: string }
type BlockViews = {
  [K in LayoutBlock['blockType']]: ComponentType<Extract<LayoutBlock, { blockType: K }> & PageContext>
}

const views: BlockViews = {
  hero: HeroBlock,
  pageTitle: PageTitleBlock,
  features: FeaturesBlock,
  services: ServicesBlock,
  process: ProcessBlock,
  content: ContentBlock,
  richText: RichTextBlock,
  cta: CallToActionBlock,
  orderWizard: OrderWizardBlock,
}

export function RenderBlocks({ blocks, pageTitle }: { blocks: Page['layout']; pageTitle: string }) {
  return (
    <>
      {blocks.map((block, index) => {
        const View = views[block.blockType] as ComponentType<LayoutBlock & PageContext>
        return <View key={block.id ?? index} {...block} pageTitle={pageTitle} />
      })}
    </>
  )
}
