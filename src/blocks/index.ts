import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { ContentBlock } from './Content/config'
import { HeroBlock } from './Hero/config'
import { OrderWizardBlock } from './OrderWizard/config'
import { PageTitleBlock } from './PageTitle/config'
import { PricingBlock } from './Pricing/config'
import { RichTextBlock } from './RichText/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [
  HeroBlock,
  PageTitleBlock,
  CardGridBlock,
  ContentBlock,
  RichTextBlock,
  PricingBlock,
  CallToActionBlock,
  OrderWizardBlock,
]
