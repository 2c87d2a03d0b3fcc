import { AuthFormBlock } from './AuthForm/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { ContactInfoBlock } from './ContactInfo/config'
import { ContentBlock } from './Content/config'
import { CountdownBlock } from './Countdown/config'
import { CoursesBlock } from './Courses/config'
import { FaqBlock } from './Faq/config'
import { FormBlock } from './Form/config'
import { HeroBlock } from './Hero/config'
import { JobsBlock } from './Jobs/config'
import { LogosBlock } from './Logos/config'
import { MapBlock } from './Map/config'
import { OrderWizardBlock } from './OrderWizard/config'
import { PageTitleBlock } from './PageTitle/config'
import { PortfolioBlock } from './Portfolio/config'
import { PostsBlock } from './Posts/config'
import { PricingBlock } from './Pricing/config'
import { RichTextBlock } from './RichText/config'
import { StatsBlock } from './Stats/config'
import { TabsBlock } from './Tabs/config'
import { TeamBlock } from './Team/config'
import { TestimonialsBlock } from './Testimonials/config'
import { TickerBlock } from './Ticker/config'
import { VideoBlock } from './Video/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [
  HeroBlock,
  PageTitleBlock,
  LogosBlock,
  CardGridBlock,
  ContentBlock,
  RichTextBlock,
  VideoBlock,
  TabsBlock,
  TickerBlock,
  StatsBlock,
  TeamBlock,
  PortfolioBlock,
  PostsBlock,
  JobsBlock,
  TestimonialsBlock,
  CoursesBlock,
  FaqBlock,
  PricingBlock,
  CallToActionBlock,
  FormBlock,
  CountdownBlock,
  ContactInfoBlock,
  MapBlock,
  AuthFormBlock,
  OrderWizardBlock,
]
