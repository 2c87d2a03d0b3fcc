import { AuthFormConfig } from './AuthForm/config'
import { CallToActionConfig } from './CallToAction/config'
import { CardGridConfig } from './CardGrid/config'
import { ContactInfoConfig } from './ContactInfo/config'
import { ContentConfig } from './Content/config'
import { CountdownConfig } from './Countdown/config'
import { CoursesConfig } from './Courses/config'
import { FaqConfig } from './Faq/config'
import { FormConfig } from './Form/config'
import { HeroConfig } from './Hero/config'
import { JobsConfig } from './Jobs/config'
import { LogosConfig } from './Logos/config'
import { MapConfig } from './Map/config'
import { OrderWizardConfig } from './OrderWizard/config'
import { PageTitleConfig } from './PageTitle/config'
import { PortfolioConfig } from './Portfolio/config'
import { PostsConfig } from './Posts/config'
import { PricingConfig } from './Pricing/config'
import { RichTextConfig } from './RichText/config'
import { StatePickerConfig } from './StatePicker/config'
import { StatsConfig } from './Stats/config'
import { TabsConfig } from './Tabs/config'
import { TeamConfig } from './Team/config'
import { TestimonialsConfig } from './Testimonials/config'
import { TickerConfig } from './Ticker/config'
import { VideoConfig } from './Video/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [
  HeroConfig,
  PageTitleConfig,
  LogosConfig,
  CardGridConfig,
  ContentConfig,
  RichTextConfig,
  VideoConfig,
  TabsConfig,
  TickerConfig,
  StatsConfig,
  TeamConfig,
  PortfolioConfig,
  PostsConfig,
  JobsConfig,
  TestimonialsConfig,
  CoursesConfig,
  FaqConfig,
  PricingConfig,
  CallToActionConfig,
  StatePickerConfig,
  FormConfig,
  CountdownConfig,
  ContactInfoConfig,
  MapConfig,
  AuthFormConfig,
  OrderWizardConfig,
]
