import { CallToActionBlock } from './CallToAction/config'
import { ContentBlock } from './Content/config'
import { FeaturesBlock } from './Features/config'
import { HeroBlock } from './Hero/config'
import { OrderWizardBlock } from './OrderWizard/config'
import { PageTitleBlock } from './PageTitle/config'
import { ProcessBlock } from './Process/config'
import { RichTextBlock } from './RichText/config'
import { ServicesBlock } from './Services/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [
  HeroBlock,
  PageTitleBlock,
  FeaturesBlock,
  ServicesBlock,
  ProcessBlock,
  ContentBlock,
  RichTextBlock,
  CallToActionBlock,
  OrderWizardBlock,
]
