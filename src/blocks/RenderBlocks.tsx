import type { ComponentType } from 'react'

import { Section } from '@/components/Section'
import type { BlogListing } from '@/content/blogListing'
import type { Page } from '@/payload-types'

import { AuthFormView } from './AuthForm/Component'
import { CallToActionView } from './CallToAction/Component'
import { CardGridView } from './CardGrid/Component'
import { ContactInfoView } from './ContactInfo/Component'
import { ContentView } from './Content/Component'
import { CountdownView } from './Countdown/Component'
import { CoursesView } from './Courses/Component'
import { FaqView } from './Faq/Component'
import { FormView } from './Form/Component'
import { HeroView } from './Hero/Component'
import { JobsView } from './Jobs/Component'
import { LogosView } from './Logos/Component'
import { MapView } from './Map/Component'
import { OrderWizardView } from './OrderWizard/Component'
import { PageTitleView } from './PageTitle/Component'
import { PortfolioView } from './Portfolio/Component'
import { PostsView } from './Posts/Component'
import { PricingView } from './Pricing/Component'
import { RichTextView } from './RichText/Component'
import { StatePickerView } from './StatePicker/Component'
import { StatsView } from './Stats/Component'
import { TabsView } from './Tabs/Component'
import { TeamView } from './Team/Component'
import { TestimonialsView } from './Testimonials/Component'
import { TickerView } from './Ticker/Component'
import { uniqueAnchors } from './uniqueAnchors'
import { VideoView } from './Video/Component'

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
  hero: HeroView,
  pageTitle: PageTitleView,
  cardGrid: CardGridView,
  content: ContentView,
  richText: RichTextView,
  faq: FaqView,
  pricing: PricingView,
  cta: CallToActionView,
  statePicker: StatePickerView,
  formBlock: FormView,
  countdown: CountdownView,
  logos: LogosView,
  orderWizard: OrderWizardView,
  stats: StatsView,
  team: TeamView,
  jobs: JobsView,
  portfolio: PortfolioView,
  posts: PostsView,
  testimonials: TestimonialsView,
  courses: CoursesView,
  video: VideoView,
  tabs: TabsView,
  ticker: TickerView,
  contactInfo: ContactInfoView,
  map: MapView,
  authForm: AuthFormView,
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
