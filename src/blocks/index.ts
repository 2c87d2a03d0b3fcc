import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { ContentBlock } from './Content/config'
import { HeroBlock } from './Hero/config'
import { OrderWizardBlock } from './OrderWizard/config'
import { PageTitleBlock } from './PageTitle/config'
import { RichTextBlock } from './RichText/config'
import { StatsBlock } from './Stats/config'
import { TeamBlock } from './Team/config'
import { TestimonialsBlock } from './Testimonials/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [
  HeroBlock,
  PageTitleBlock,
  CardGridBlock,
  ContentBlock,
  RichTextBlock,
  StatsBlock,
  TeamBlock,
  TestimonialsBlock,
  CallToActionBlock,
  OrderWizardBlock,
]
