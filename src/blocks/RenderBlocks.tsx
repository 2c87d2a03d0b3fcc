import type { ComponentType } from 'react'

import { Section } from '@/components/Section'
import type { BlogListing } from '@/content/blogListing'
import type { Page } from '@/payload-types'

import { AuthFormBlock } from './AuthForm/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { CardGridBlock } from './CardGrid/Component'
import { ContactInfoBlock } from './ContactInfo/Component'
import { ContentBlock } from './Content/Component'
import { CountdownBlock } from './Countdown/Component'
import { CoursesBlock } from './Courses/Component'
import { FaqBlock } from './Faq/Component'
import { FormBlock } from './Form/Component'
import { HeroBlock } from './Hero/Component'
import { JobsBlock } from './Jobs/Component'
import { LogosBlock } from './Logos/Component'
import { MapBlock } from './Map/Component'
import { OrderWizardBlock } from './OrderWizard/Component'
import { PageTitleBlock } from './PageTitle/Component'
import { PortfolioBlock } from './Portfolio/Component'
import { PostsBlock } from './Posts/Component'
import { PricingBlock } from './Pricing/Component'
import { RichTextBlock } from './RichText/Component'
import { StatsBlock } from './Stats/Component'
import { TabsBlock } from './Tabs/Component'
import { TeamBlock } from './Team/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { TickerBlock } from './Ticker/Component'
import { uniqueAnchors } from './uniqueAnchors'
import { VideoBlock } from './Video/Component'

type LayoutBlock = Page['layout'][number]
/**
 * What every block view receives besides its own fields: the page's title, and on the blog's
 * routes (/blog/page/2, a topic, a tag, a search) which list they ask the blog block for.
 */
type PageContext = {
  pageTitle: string
  blogListing?: BlogListing
  /** A list page between Home and this one in the title's breadcrumb, e.g. Blog. */
  parent?: { label: string; href: string }
}
type BlockViews = {
  [K in LayoutBlock['blockType']]: ComponentType<
    Extract<LayoutBlock, { blockType: K }> & PageContext
  >
}

const views: BlockViews = {
  hero: HeroBlock,
  pageTitle: PageTitleBlock,
  cardGrid: CardGridBlock,
  content: ContentBlock,
  richText: RichTextBlock,
  faq: FaqBlock,
  pricing: PricingBlock,
  cta: CallToActionBlock,
  formBlock: FormBlock,
  countdown: CountdownBlock,
  logos: LogosBlock,
  orderWizard: OrderWizardBlock,
  stats: StatsBlock,
  team: TeamBlock,
  jobs: JobsBlock,
  portfolio: PortfolioBlock,
  posts: PostsBlock,
  testimonials: TestimonialsBlock,
  courses: CoursesBlock,
  video: VideoBlock,
  tabs: TabsBlock,
  ticker: TickerBlock,
  contactInfo: ContactInfoBlock,
  map: MapBlock,
  authForm: AuthFormBlock,
}

/** Each block in its section frame (anchor, background, spacing); the view draws only its content. */
export function RenderBlocks({ blocks, ...context }: PageContext & { blocks: Page['layout'] }) {
  const anchors = uniqueAnchors(blocks)
  return (
    <>
      {blocks.map((block, index) => {
        const View = views[block.blockType] as ComponentType<LayoutBlock & PageContext>
        return (
          <Section
            key={block.id ?? index}
            id={anchors[index]}
            background={block.background}
            spacing={block.spacing}
            reveal={index > 0}
          >
            <View {...block} {...context} />
          </Section>
        )
      })}
    </>
  )
}
